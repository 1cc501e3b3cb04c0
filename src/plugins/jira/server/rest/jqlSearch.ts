// One JQL search through /rest/api/3/search/jql (the old /search answers 410), paged with
// nextPageToken: pages are sequential by design, and capped so a huge result cannot keep a request
// running for minutes. The open-ticket cache and the queue's JQL import both read through here.
import type { JiraTicket } from "../../shared/jira";
import { JiraError } from "./errors";
import { type JiraSite, jiraRequest } from "./http";
import { sayRefusal } from "../../../../shared/messageCodes";

export const JQL_PAGE_SIZE = 50;

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

/** The fields a ticket needs: summary, priority, the rendered description and the story points. */
export function ticketFields(storyPointsFieldId: string | null): string[] {
  return ["summary", "priority", "description", ...(storyPointsFieldId ? [storyPointsFieldId] : [])];
}

export async function searchTicketsPage(
  site: JiraSite,
  jql: string,
  storyPointsFieldId: string | null,
  nextPageToken?: string,
  pageSize = JQL_PAGE_SIZE,
): Promise<TicketPage> {
  const { body } = await jiraRequest(site, {
    method: "POST",
    path: "/rest/api/3/search/jql",
    body: { jql, fields: ticketFields(storyPointsFieldId), expand: "renderedFields", maxResults: pageSize, ...(nextPageToken ? { nextPageToken } : {}) },
  });
  const { issues, isLast, nextPageToken: next } = (body ?? {}) as { issues?: unknown; isLast?: unknown; nextPageToken?: unknown };
  if (!Array.isArray(issues)) throw new JiraError("bad_response", sayRefusal("jiraCloud.searchUnreadable"));
  return {
    tickets: issues.map((issue) => toJiraTicket(issue, storyPointsFieldId)).filter((t): t is JiraTicket => t !== null),
    nextPageToken: isLast !== true && typeof next === "string" && next !== "" ? next : null,
  };
}

export interface CollectOptions {
  pageSize?: number;
  /** Pages read at most. */
  maxPages: number;
  /** Tickets kept at most; reading stops once there are this many. */
  maxTickets?: number;
}

export interface CollectedTickets {
  tickets: JiraTicket[];
  /** True when JIRA had more than the caps let through. */
  truncated: boolean;
}

/** Every page of a search, in JIRA's order, up to the caps; a repeated cursor ends it (a server bug must not loop). */
export async function collectTickets(site: JiraSite, jql: string, storyPointsFieldId: string | null, options: CollectOptions): Promise<CollectedTickets> {
  const maxTickets = options.maxTickets ?? Number.POSITIVE_INFINITY;
  const tickets: JiraTicket[] = [];
  const seenTokens = new Set<string>();
  let token: string | undefined;
  for (let page = 0; page < options.maxPages; page++) {
    const result = await searchTicketsPage(site, jql, storyPointsFieldId, token, options.pageSize);
    tickets.push(...result.tickets);
    if (tickets.length >= maxTickets) return { tickets: tickets.slice(0, maxTickets), truncated: tickets.length > maxTickets || result.nextPageToken !== null };
    if (!result.nextPageToken || seenTokens.has(result.nextPageToken)) return { tickets, truncated: false };
    seenTokens.add(result.nextPageToken);
    token = result.nextPageToken;
  }
  return { tickets, truncated: true };
}
