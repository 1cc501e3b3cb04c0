// Import by WIQL, by a saved query (its id or path) or by a team's current iteration: work item ids
// first, then the items in batches of at most 200 (NOTES 10.3), with the estimate from the field the
// project's process uses.
import { AZURE_DEVOPS_BATCH_SIZE, AZURE_DEVOPS_MAX_WIQL_LENGTH, type AzureDevOpsStory, priorityFromAzure, processEstimateField, workItemUrl } from "../shared/azureDevOps";
import { AzureDevOpsError } from "./errors";
import { projectProcess } from "./estimateField";
import { type AzureDevOpsSite, type AzureList, azureRequest, segment } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export interface TeamScope {
  project: string;
  /** The team (its name or id): WIQL's @CurrentIteration and the iteration are the team's. */
  team: string;
}

interface WorkItem {
  id: number;
  rev?: number;
  fields?: Record<string, unknown>;
}

const ITEM_FIELDS: readonly string[] = Object.freeze(["System.Id", "System.Title", "System.WorkItemType", "System.Description", "Microsoft.VSTS.Common.Priority"]);

export function storyFromWorkItem(organizationUrl: string, project: string, item: WorkItem, estimateField: string | null): AzureDevOpsStory {
  const fields = item.fields ?? {};
  const estimate = estimateField ? fields[estimateField] : undefined;
  return {
    key: String(item.id),
    id: item.id,
    title: typeof fields["System.Title"] === "string" ? fields["System.Title"] : "",
    workItemType: typeof fields["System.WorkItemType"] === "string" ? fields["System.WorkItemType"] : "",
    priority: priorityFromAzure(fields["Microsoft.VSTS.Common.Priority"]),
    estimate: typeof estimate === "number" ? estimate : null,
    description: typeof fields["System.Description"] === "string" ? fields["System.Description"] : "",
    url: workItemUrl(organizationUrl, project, item.id),
  };
}

/** The items of `ids`, in their order, fetched 200 at a time; ids the account may not see are left out. */
export async function workItemsByIds(site: AzureDevOpsSite, project: string, ids: readonly number[]): Promise<AzureDevOpsStory[]> {
  if (ids.length === 0) return [];
  const process = await projectProcess(site, project);
  // The process names the estimate field; a system process's field exists in the organization (an inherited one reads none here).
  const estimateField = processEstimateField(process);
  const stories: AzureDevOpsStory[] = [];
  for (let start = 0; start < ids.length; start += AZURE_DEVOPS_BATCH_SIZE) {
    const { body } = await azureRequest<AzureList<WorkItem | null>>(site, {
      method: "POST",
      path: `${segment(project)}/_apis/wit/workitemsbatch`,
      body: { ids: ids.slice(start, start + AZURE_DEVOPS_BATCH_SIZE), fields: [...ITEM_FIELDS, ...(estimateField ? [estimateField] : [])], errorPolicy: "omit" },
    });
    for (const item of body?.value ?? []) if (item) stories.push(storyFromWorkItem(site.organizationUrl, project, item, estimateField));
  }
  return stories;
}

interface QueryResult {
  queryResultType?: string;
  workItems?: { id: number }[];
  workItemRelations?: { target?: { id: number } | null }[];
}

function idsOf(result: QueryResult): number[] {
  const ids = result.workItems?.map((w) => w.id) ?? result.workItemRelations?.flatMap((r) => (r.target ? [r.target.id] : [])) ?? [];
  return [...new Set(ids)];
}

export async function importByWiql(site: AzureDevOpsSite, scope: TeamScope, wiql: string): Promise<AzureDevOpsStory[]> {
  const query = wiql.trim();
  if (!query) throw new AzureDevOpsError("invalid", sayRefusal("azureDevOps.wiqlMissing"));
  if (query.length > AZURE_DEVOPS_MAX_WIQL_LENGTH) throw new AzureDevOpsError("invalid", sayRefusal("azureDevOps.wiqlTooLong"));
  const { body } = await azureRequest<QueryResult>(site, {
    method: "POST",
    path: `${segment(scope.project)}${segment(scope.team)}/_apis/wit/wiql`,
    body: { query },
    notFound: sayRefusal("azureDevOps.noTeam", { team: scope.team, project: scope.project }),
  });
  return workItemsByIds(site, scope.project, idsOf(body ?? {}));
}

const GUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A saved query by its id, or by its path ("Shared Queries/Sprint backlog"), run for the team. */
export async function importSavedQuery(site: AzureDevOpsSite, scope: TeamScope, query: string): Promise<AzureDevOpsStory[]> {
  const notFound = `Azure DevOps has no saved query ${query} in ${scope.project}, or it is not shared with the account.`;
  let id = query.trim();
  if (!GUID.test(id)) {
    const { body } = await azureRequest<{ id?: string; isFolder?: boolean }>(site, {
      method: "GET",
      path: `${segment(scope.project)}/_apis/wit/queries/${id.split("/").map(encodeURIComponent).join("/")}`,
      notFound,
    });
    if (!body?.id || body.isFolder) throw new AzureDevOpsError("invalid", sayRefusal("azureDevOps.queryFolder", { query }));
    id = body.id;
  }
  const { body } = await azureRequest<QueryResult>(site, { method: "GET", path: `${segment(scope.project)}${segment(scope.team)}/_apis/wit/wiql/${id}`, notFound });
  return workItemsByIds(site, scope.project, idsOf(body ?? {}));
}

/** The team's current iteration: its backlog items (the iteration's top-level items, not their tasks). */
export async function importCurrentIteration(site: AzureDevOpsSite, scope: TeamScope): Promise<{ iteration: string; stories: AzureDevOpsStory[] }> {
  const base = `${segment(scope.project)}${segment(scope.team)}/_apis/work/teamsettings/iterations`;
  const { body } = await azureRequest<AzureList<{ id: string; name: string }>>(site, {
    method: "GET",
    path: base,
    query: { $timeframe: "current" },
    notFound: sayRefusal("azureDevOps.noTeam", { team: scope.team, project: scope.project }),
  });
  const iteration = body?.value?.[0];
  if (!iteration) throw new AzureDevOpsError("not_found", sayRefusal("azureDevOps.noCurrentIteration", { team: scope.team }));
  const { body: items } = await azureRequest<{ workItemRelations?: { rel: string | null; target?: { id: number } | null }[] }>(site, { method: "GET", path: `${base}/${iteration.id}/workitems` });
  const ids = (items?.workItemRelations ?? []).filter((r) => r.rel === null && r.target).map((r) => r.target!.id);
  return { iteration: iteration.name, stories: await workItemsByIds(site, scope.project, [...new Set(ids)]) };
}
