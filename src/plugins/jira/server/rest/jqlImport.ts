// Stories for the queue from JIRA by a JQL query a manager types (issue 14). JIRA judges the query
// (bounded, valid, visible projects) and its 400 reasons reach the person; we bound its length and
// read every page up to the queue's capacity.
import { type JiraConfig, importJqlSchema } from "../../shared/jira";
import { QUEUE_MAX_STORIES } from "../../../../shared/storyQueue";
import { JiraError } from "./errors";
import { type JiraClientSettings, openJiraSite } from "./http";
import { type CollectedTickets, JQL_PAGE_SIZE, collectTickets } from "./jqlSearch";
import { discoverStoryPointsField } from "./storyPointsField";

export interface ImportOptions extends JiraClientSettings {
  pageSize?: number;
  /** Tickets kept at most: the room left in the queue. */
  maxTickets?: number;
}

/** Enough pages for a full queue. */
export function importPageCap(maxTickets: number, pageSize: number): number {
  return Math.max(1, Math.ceil(maxTickets / pageSize));
}

/** Every ticket the query finds, in JIRA's order (the query's ORDER BY), up to `maxTickets`. */
export async function fetchTicketsByJql(config: JiraConfig, jql: string, options: ImportOptions = {}): Promise<CollectedTickets> {
  const parsed = importJqlSchema.safeParse(jql);
  if (!parsed.success) throw new JiraError("invalid_config", parsed.error.issues[0]!.message);
  const site = openJiraSite(config, options);
  const field = await discoverStoryPointsField(site);
  const pageSize = options.pageSize ?? JQL_PAGE_SIZE;
  const maxTickets = options.maxTickets ?? QUEUE_MAX_STORIES;
  return collectTickets(site, parsed.data, field?.id ?? null, { pageSize, maxPages: importPageCap(maxTickets, pageSize), maxTickets });
}
