// Open tickets of the configured project through /rest/api/3/search/jql (the old /search answers
// 410), paged with nextPageToken. Pages are sequential by design and capped so a huge project
// cannot keep a request running for minutes.
import { JIRA_PROJECT_KEY_MESSAGE, type JiraConfig, type JiraTicket, isValidProjectKey, normalizeProjectKey } from "../../shared/jira";
import { JiraError } from "./errors";
import { type JiraClientSettings, type JiraSite, jiraRequest, openJiraSite } from "./http";
import { discoverStoryPointsField } from "./storyPointsField";

export const TICKET_PAGE_SIZE = 50;
/** 20 pages of 50: the first 1000 open tickets, highest priority first. */
export const MAX_TICKET_PAGES = 20;

/** Bounded JQL (JIRA refuses unbounded queries on search/jql); the key is validated, then quoted. */
export function openTicketsJql(projectKey: string): string {
  const key = normalizeProjectKey(projectKey);
  if (!isValidProjectKey(key)) throw new JiraError("invalid_config", `${JIRA_PROJECT_KEY_MESSAGE}.`);
  return `project = "${key}" AND statusCategory != Done ORDER BY priority DESC, key ASC`;
}

/** One search/jql issue as the room shows it; null when the item has no key. */
export function toJiraTicket(issue: unknown, storyPointsFieldId: string | null): JiraTicket | null {
  if (!issue || typeof issue !== "object") return null;
  const { key, fields, renderedFields } = issue as { key?: unknown; fields?: Record<string, unknown>; renderedFields?: Record<string, unknown> };
  if (typeof key !== "string") return null;
  const priority = fields?.priority as { name?: unknown } | null | undefined;
  const points = storyPointsFieldId ? fields?.[storyPointsFieldId] : null;
  const description = renderedFields?.description;
  return {
    key,
    summary: typeof fields?.summary === "string" ? fields.summary : "",
    priority: typeof priority?.name === "string" ? priority.name : "",
    storyPoints: typeof points === "number" && Number.isFinite(points) ? points : null,
    description: typeof description === "string" && description.trim() !== "" ? description : null,
  };
}

export interface TicketPage {
  tickets: JiraTicket[];
  /** The cursor for the next page; null on the last one. */
  nextPageToken: string | null;
}

export async function searchOpenTickets(
  site: JiraSite,
  projectKey: string,
  storyPointsFieldId: string | null,
  nextPageToken?: string,
  pageSize = TICKET_PAGE_SIZE,
): Promise<TicketPage> {
  const fields = ["summary", "priority", "description", ...(storyPointsFieldId ? [storyPointsFieldId] : [])];
  const { body } = await jiraRequest(site, {
    method: "POST",
    path: "/rest/api/3/search/jql",
    body: { jql: openTicketsJql(projectKey), fields, expand: "renderedFields", maxResults: pageSize, ...(nextPageToken ? { nextPageToken } : {}) },
  });
  const { issues, isLast, nextPageToken: next } = (body ?? {}) as { issues?: unknown; isLast?: unknown; nextPageToken?: unknown };
  if (!Array.isArray(issues)) throw new JiraError("bad_response", "JIRA's search answer could not be read.");
  return {
    tickets: issues.map((issue) => toJiraTicket(issue, storyPointsFieldId)).filter((t): t is JiraTicket => t !== null),
    nextPageToken: isLast !== true && typeof next === "string" && next !== "" ? next : null,
  };
}

export interface FetchTicketsOptions extends JiraClientSettings {
  pageSize?: number;
  maxPages?: number;
}

/** Every open ticket of the project (up to the page cap), with story points when the site has the field. */
export async function fetchOpenTickets(config: JiraConfig, options: FetchTicketsOptions = {}): Promise<JiraTicket[]> {
  const site = openJiraSite(config, options);
  openTicketsJql(config.projectKey); // refuse a bad key before the first request
  const field = await discoverStoryPointsField(site);
  const tickets: JiraTicket[] = [];
  const seenTokens = new Set<string>();
  let token: string | undefined;
  for (let page = 0; page < (options.maxPages ?? MAX_TICKET_PAGES); page++) {
    const result = await searchOpenTickets(site, config.projectKey, field?.id ?? null, token, options.pageSize);
    tickets.push(...result.tickets);
    if (!result.nextPageToken || seenTokens.has(result.nextPageToken)) break;
    seenTokens.add(result.nextPageToken);
    token = result.nextPageToken;
  }
  return tickets;
}
