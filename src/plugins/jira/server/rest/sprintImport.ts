// Stories for the queue from the project's active sprint (issue 14), through JIRA Software's
// agile/1.0 API: the project's scrum boards, each board's active sprints, then the sprints' open
// issues in rank order. Lists page by offset (startAt); boards and sprints say `isLast`, issue
// pages only `total` (src/plugins/jira/test/contracts/jira-software-agile-subset.json).
import type { JiraConfig, JiraTicket } from "../../shared/jira";
import { jiraNoActiveSprint, jiraNoScrumBoard } from "../../../../shared/messages";
import { QUEUE_MAX_STORIES } from "../../../../shared/storyQueue";
import { JiraError } from "./errors";
import { type JiraSite, jiraRequest, openJiraSite } from "./http";
import { type ImportOptions, importPageCap } from "./jqlImport";
import { openTicketsJql } from "./tickets";
import { JQL_PAGE_SIZE, ticketFields, toJiraTicket } from "./jqlSearch";
import { discoverStoryPointsField } from "./storyPointsField";
import { sayRefusal } from "../../../../shared/messageCodes";

/** JIRA serves at most 50 boards or sprints a page. */
export const AGILE_LIST_PAGE_SIZE = 50;
/** 250 scrum boards for one project, and as many active sprints a board: far past any real site. */
export const MAX_AGILE_LIST_PAGES = 5;
/** Only what is left to do: done issues of the sprint need no estimate. */
export const SPRINT_ISSUES_JQL = "statusCategory != Done";

export interface ActiveSprint {
  id: number;
  name: string;
}

export interface SprintImport {
  sprints: ActiveSprint[];
  tickets: JiraTicket[];
  truncated: boolean;
}

interface ListPage {
  values?: unknown;
  isLast?: unknown;
  total?: unknown;
}

function readList(body: unknown): { values: unknown[]; isLast: boolean } {
  const { values, isLast } = (body ?? {}) as ListPage;
  if (!Array.isArray(values)) throw new JiraError("bad_response", sayRefusal("jiraCloud.sprintListUnreadable"));
  return { values, isLast: isLast === true || values.length === 0 };
}

/** Every item of an isLast-paged agile list, up to the page cap. */
async function collectList(site: JiraSite, path: string, query: Record<string, string>, notFoundMessage: string, pageSize: number): Promise<unknown[]> {
  const items: unknown[] = [];
  for (let page = 0; page < MAX_AGILE_LIST_PAGES; page++) {
    const { body } = await jiraRequest(site, { method: "GET", path, query: { ...query, startAt: items.length, maxResults: pageSize }, notFoundMessage });
    const { values, isLast } = readList(body);
    items.push(...values);
    if (isLast) break;
  }
  return items;
}

const idOf = (value: unknown): number | null => {
  const id = (value as { id?: unknown } | null)?.id;
  return typeof id === "number" && Number.isSafeInteger(id) ? id : null;
};

/** The active sprints of the project's scrum boards, each once (boards may share a sprint), oldest first. */
export async function findActiveSprints(site: JiraSite, projectKey: string, listPageSize = AGILE_LIST_PAGE_SIZE): Promise<ActiveSprint[]> {
  const boards = await collectList(site, "/rest/agile/1.0/board", { projectKeyOrId: projectKey, type: "scrum" }, jiraNoScrumBoard(projectKey), listPageSize);
  const boardIds = boards.map(idOf).filter((id): id is number => id !== null);
  if (boardIds.length === 0) throw new JiraError("not_found", jiraNoScrumBoard(projectKey));
  const sprints = new Map<number, ActiveSprint>();
  for (const boardId of boardIds) {
    const values = await collectList(site, `/rest/agile/1.0/board/${boardId}/sprint`, { state: "active" }, jiraNoActiveSprint(projectKey), listPageSize);
    for (const value of values) {
      const id = idOf(value);
      const name = (value as { name?: unknown }).name;
      if (id !== null && !sprints.has(id)) sprints.set(id, { id, name: typeof name === "string" ? name : `Sprint ${id}` });
    }
  }
  if (sprints.size === 0) throw new JiraError("not_found", jiraNoActiveSprint(projectKey));
  return [...sprints.values()].sort((a, b) => a.id - b.id);
}

/** A sprint's open issues in rank order, paged by startAt until `total`, up to `maxTickets`. */
export async function fetchSprintTickets(
  site: JiraSite,
  sprintId: number,
  storyPointsFieldId: string | null,
  { pageSize = JQL_PAGE_SIZE, maxTickets = QUEUE_MAX_STORIES }: { pageSize?: number; maxTickets?: number } = {},
): Promise<{ tickets: JiraTicket[]; truncated: boolean }> {
  const tickets: JiraTicket[] = [];
  let startAt = 0;
  for (let page = 0; page < importPageCap(maxTickets, pageSize); page++) {
    const { body } = await jiraRequest(site, {
      method: "GET",
      path: `/rest/agile/1.0/sprint/${sprintId}/issue`,
      query: { jql: SPRINT_ISSUES_JQL, fields: ticketFields(storyPointsFieldId).join(","), expand: "renderedFields", startAt, maxResults: pageSize },
    });
    const { issues, total } = (body ?? {}) as { issues?: unknown; total?: unknown };
    if (!Array.isArray(issues)) throw new JiraError("bad_response", sayRefusal("jiraCloud.sprintIssuesUnreadable"));
    tickets.push(...issues.map((issue) => toJiraTicket(issue, storyPointsFieldId)).filter((t): t is JiraTicket => t !== null));
    // JIRA may serve fewer than asked (it caps maxResults): the next page starts after what came.
    startAt += issues.length;
    const more = issues.length > 0 && typeof total === "number" && startAt < total;
    if (tickets.length >= maxTickets) return { tickets: tickets.slice(0, maxTickets), truncated: more || tickets.length > maxTickets };
    if (!more) return { tickets, truncated: false };
  }
  return { tickets, truncated: true };
}

/** The open issues of the project's active sprint (of every active sprint, when boards run several in parallel). */
export async function fetchActiveSprintTickets(config: JiraConfig, options: ImportOptions = {}): Promise<SprintImport> {
  openTicketsJql(config.projectKey); // refuse a bad key before the first request
  const site = openJiraSite(config, options);
  const field = await discoverStoryPointsField(site);
  const sprints = await findActiveSprints(site, config.projectKey);
  const maxTickets = options.maxTickets ?? QUEUE_MAX_STORIES;
  const seen = new Set<string>();
  const tickets: JiraTicket[] = [];
  let truncated = false;
  for (const sprint of sprints) {
    const left = maxTickets - tickets.length;
    if (left <= 0) {
      truncated = true;
      break;
    }
    const result = await fetchSprintTickets(site, sprint.id, field?.id ?? null, { pageSize: options.pageSize, maxTickets: left });
    for (const ticket of result.tickets) {
      if (!seen.has(ticket.key)) tickets.push(ticket);
      seen.add(ticket.key);
    }
    truncated ||= result.truncated;
  }
  return { sprints, tickets, truncated };
}
