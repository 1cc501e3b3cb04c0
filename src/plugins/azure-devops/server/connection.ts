// The connection test and what a manager picks from: the organization's projects (paged by
// continuation token) and a project's teams. The documents have no "who am I" call (connectionData
// is not among them, NOTES 10.2): the test says which organization the token opens and what it sees.
import { type AzureDevOpsSite, type AzureList, azureRequest, segment } from "./http";
import { headerValue } from "../../../server/egress/retryingRequest";
import { sayRefusal } from "../../../shared/messageCodes";

const MAX_PAGES = 50;
export const AZURE_DEVOPS_PROJECTS_PAGE = 100;

export interface AzureProject {
  id: string;
  name: string;
}

export interface AzureTeam {
  id: string;
  name: string;
}

export interface AzureDevOpsConnection {
  organizationUrl: string;
  projects: AzureProject[];
  summary: string;
}

/** Every project, following x-ms-continuationtoken (NOTES 10.2). */
export async function listAzureProjects(site: AzureDevOpsSite, pageSize = AZURE_DEVOPS_PROJECTS_PAGE): Promise<AzureProject[]> {
  const projects: AzureProject[] = [];
  let continuationToken: string | undefined;
  for (let page = 0; page < MAX_PAGES; page++) {
    const { body, headers } = await azureRequest<AzureList<{ id: string; name: string }>>(site, {
      method: "GET",
      path: "/_apis/projects",
      query: { $top: pageSize, continuationToken },
      notFound: sayRefusal("azureDevOps.noOrganization"),
    });
    projects.push(...(body?.value ?? []).map(({ id, name }) => ({ id, name })));
    continuationToken = headerValue(headers, "x-ms-continuationtoken") || undefined;
    if (!continuationToken) break;
  }
  return projects;
}

export async function testAzureDevOpsConnection(site: AzureDevOpsSite): Promise<AzureDevOpsConnection> {
  const projects = await listAzureProjects(site);
  const organization = decodeURIComponent(site.organizationUrl.replace(/\/+$/, "").split("/").pop() ?? "");
  const count = `${projects.length} project${projects.length === 1 ? "" : "s"}`;
  return {
    organizationUrl: site.organizationUrl,
    projects,
    summary: `Connected to Azure DevOps ${organization}: the token sees ${count}. Writing estimates needs its Work Items (Read & write) scope.`,
  };
}

export async function listAzureTeams(site: AzureDevOpsSite, project: string): Promise<AzureTeam[]> {
  const { body } = await azureRequest<AzureList<{ id: string; name: string }>>(site, {
    method: "GET",
    path: `/_apis/projects${segment(project)}/teams`,
    notFound: sayRefusal("azureDevOps.noProject", { project }),
  });
  return (body?.value ?? []).map(({ id, name }) => ({ id, name }));
}
