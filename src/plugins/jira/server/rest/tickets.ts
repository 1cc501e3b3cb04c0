// Open tickets of the configured project, through the paged JQL search (jqlSearch.ts).
import { JIRA_PROJECT_KEY_MESSAGE, type JiraConfig, type JiraTicket, isValidProjectKey, normalizeProjectKey } from "../../shared/jira";
import { JiraError } from "./errors";
import { type JiraClientSettings, type JiraSite, openJiraSite } from "./http";
import { JQL_PAGE_SIZE, type TicketPage, collectTickets, searchTicketsPage } from "./jqlSearch";
import { discoverStoryPointsField } from "./storyPointsField";

export { toJiraTicket } from "./jqlSearch";

export const TICKET_PAGE_SIZE = JQL_PAGE_SIZE;
/** 20 pages of 50: the first 1000 open tickets, highest priority first. */
export const MAX_TICKET_PAGES = 20;

/** Bounded JQL (JIRA refuses unbounded queries on search/jql); the key is validated, then quoted. */
export function openTicketsJql(projectKey: string): string {
  const key = normalizeProjectKey(projectKey);
  if (!isValidProjectKey(key)) throw new JiraError("invalid_config", `${JIRA_PROJECT_KEY_MESSAGE}.`);
  return `project = "${key}" AND statusCategory != Done ORDER BY priority DESC, key ASC`;
}

/** One page of the project's open tickets (the connection test's samples). */
export function searchOpenTickets(site: JiraSite, projectKey: string, storyPointsFieldId: string | null, nextPageToken?: string, pageSize = TICKET_PAGE_SIZE): Promise<TicketPage> {
  return searchTicketsPage(site, openTicketsJql(projectKey), storyPointsFieldId, nextPageToken, pageSize);
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
  const { tickets } = await collectTickets(site, openTicketsJql(config.projectKey), field?.id ?? null, {
    pageSize: options.pageSize,
    maxPages: options.maxPages ?? MAX_TICKET_PAGES,
  });
  return tickets;
}
