// Imports from Jira Data Center: by JQL (POST /rest/api/2/search), by a saved filter (its JQL), by a
// board's active sprint or its backlog (Agile 1.0). Every page is read: issue lists by startAt/total
// (trusting the maxResults Jira answers, which the server may cap), board lists by isLast.
import { type JiraDcStory, browseUrl, priorityFromJira } from "../shared/jiraDc";
import { type EstimateField, boardEstimateField, siteEstimateField } from "./estimateField";
import { JiraDcError } from "./errors";
import { jiraDcRequest, type JiraDcSite } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export const JIRA_DC_PAGE_SIZE = 50;
const MAX_PAGES = 40;

interface IssueBean {
  key: string;
  fields?: Record<string, unknown>;
  renderedFields?: Record<string, unknown>;
}

interface SearchPage {
  startAt?: number;
  maxResults?: number;
  total?: number;
  issues?: IssueBean[];
}

function fieldsFor(estimate: EstimateField | null): string[] {
  return ["summary", "priority", "description", "status", ...(estimate ? [estimate.id] : [])];
}

export function storyFromIssue(baseUrl: string, issue: IssueBean, estimate: EstimateField | null): JiraDcStory {
  const fields = issue.fields ?? {};
  const rendered = issue.renderedFields?.description;
  const points = estimate ? fields[estimate.id] : undefined;
  const priority = fields.priority as { name?: string } | null | undefined;
  return {
    key: issue.key,
    title: typeof fields.summary === "string" ? fields.summary : "",
    priority: priorityFromJira(priority?.name),
    estimate: typeof points === "number" ? points : null,
    description: typeof rendered === "string" && rendered ? rendered : typeof fields.description === "string" ? fields.description : "",
    descriptionFormat: typeof rendered === "string" && rendered ? "html" : "wiki",
    url: browseUrl(baseUrl, issue.key),
  };
}

/** Every page of an issue list: `fetchPage(startAt)` answers a SearchResults-shaped page. */
async function everyIssue(fetchPage: (startAt: number) => Promise<SearchPage>): Promise<IssueBean[]> {
  const issues: IssueBean[] = [];
  let startAt = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await fetchPage(startAt);
    const pageIssues = answer.issues ?? [];
    issues.push(...pageIssues);
    startAt = (answer.startAt ?? startAt) + pageIssues.length;
    if (pageIssues.length === 0 || startAt >= (answer.total ?? 0)) break;
  }
  return issues;
}

export interface ImportOptions {
  /** Page size asked for; Jira may answer fewer. */
  pageSize?: number;
}

export async function importByJql(site: JiraDcSite, jql: string, options: ImportOptions & { estimateField?: EstimateField | null } = {}): Promise<JiraDcStory[]> {
  if (!jql.trim()) throw new JiraDcError("invalid", sayRefusal("jiraDc.jqlMissing"));
  const estimate = options.estimateField !== undefined ? options.estimateField : await siteEstimateField(site).catch(() => null);
  const issues = await everyIssue((startAt) =>
    jiraDcRequest<SearchPage>(site, {
      method: "POST",
      path: "/rest/api/2/search",
      body: { jql, startAt, maxResults: options.pageSize ?? JIRA_DC_PAGE_SIZE, fields: fieldsFor(estimate), expand: ["renderedFields"] },
    }),
  );
  return issues.map((issue) => storyFromIssue(site.baseUrl, issue, estimate));
}

export async function importByFilter(site: JiraDcSite, filterId: number, options: ImportOptions = {}): Promise<JiraDcStory[]> {
  const filter = await jiraDcRequest<{ jql?: string }>(site, {
    method: "GET",
    path: `/rest/api/2/filter/${filterId}`,
    notFound: sayRefusal("jiraDc.noFilter", { filter: filterId }),
  });
  if (!filter?.jql) throw new JiraDcError("bad_response", sayRefusal("jiraDc.filterWithoutQuery", { filter: filterId }));
  return importByJql(site, filter.jql, options);
}

interface SprintPage {
  isLast?: boolean;
  startAt?: number;
  values?: { id: number; name: string; state: string }[];
}

/** The board's active sprints, through every page of its sprint list. */
export async function activeSprints(site: JiraDcSite, boardId: number, pageSize = JIRA_DC_PAGE_SIZE): Promise<{ id: number; name: string }[]> {
  const sprints: { id: number; name: string }[] = [];
  let startAt = 0;
  for (let page = 0; page < MAX_PAGES; page++) {
    const answer = await jiraDcRequest<SprintPage>(site, {
      method: "GET",
      path: `/rest/agile/1.0/board/${boardId}/sprint`,
      query: { state: "active", startAt, maxResults: pageSize },
      notFound: sayRefusal("jiraDc.noBoard", { board: boardId }),
    });
    const values = answer.values ?? [];
    sprints.push(...values.filter((s) => s.state === "active").map(({ id, name }) => ({ id, name })));
    startAt += values.length;
    if (answer.isLast !== false || values.length === 0) break;
  }
  return sprints;
}

export async function importBoardSprint(site: JiraDcSite, boardId: number, options: ImportOptions = {}): Promise<JiraDcStory[]> {
  const estimate = await boardEstimateField(site, boardId).catch((error: unknown) => {
    if (error instanceof JiraDcError && error.kind === "no_estimate_field") return null;
    throw error;
  });
  const sprints = await activeSprints(site, boardId, options.pageSize);
  if (sprints.length === 0) throw new JiraDcError("not_found", sayRefusal("jiraDc.noActiveSprint", { board: boardId }));
  const stories: JiraDcStory[] = [];
  for (const sprint of sprints) {
    const issues = await everyIssue((startAt) =>
      jiraDcRequest<SearchPage>(site, {
        method: "GET",
        path: `/rest/agile/1.0/sprint/${sprint.id}/issue`,
        query: { startAt, maxResults: options.pageSize ?? JIRA_DC_PAGE_SIZE, fields: fieldsFor(estimate).join(","), expand: "renderedFields" },
        notFound: sayRefusal("jiraDc.noSprint", { sprint: sprint.id }),
      }),
    );
    stories.push(...issues.map((issue) => storyFromIssue(site.baseUrl, issue, estimate)));
  }
  return stories;
}

export async function importBoardBacklog(site: JiraDcSite, boardId: number, options: ImportOptions = {}): Promise<JiraDcStory[]> {
  const estimate = await boardEstimateField(site, boardId).catch((error: unknown) => {
    if (error instanceof JiraDcError && error.kind === "no_estimate_field") return null;
    throw error;
  });
  const issues = await everyIssue((startAt) =>
    jiraDcRequest<SearchPage>(site, {
      method: "GET",
      path: `/rest/agile/1.0/board/${boardId}/backlog`,
      query: { startAt, maxResults: options.pageSize ?? JIRA_DC_PAGE_SIZE, fields: fieldsFor(estimate).join(","), expand: "renderedFields" },
      notFound: sayRefusal("jiraDc.noBoard", { board: boardId }),
    }),
  );
  return issues.map((issue) => storyFromIssue(site.baseUrl, issue, estimate));
}
