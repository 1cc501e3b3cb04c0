// Jira Data Center's rules both sides use: the site address (self-hosted, often with a context
// path such as /jira), an issue's browse link, the priority ordering of spec 9.
import { UNKNOWN_PRIORITY_RANK, priorityRank } from "../../../shared/priority";
import { parseTrackerAddress, siteBaseUrl } from "../../../shared/trackerAddress";

export const JIRA_DC_MAX_ADDRESS_LENGTH = 2048;
export const JIRA_DC_MAX_TOKEN_LENGTH = 512;
export const JIRA_DC_MAX_JQL_LENGTH = 4000;
export const JIRA_DC_MAX_KEY_LENGTH = 255;

/** A story as the import preview and the queue see it. */
export interface JiraDcStory {
  /** "ABC-12". */
  key: string;
  title: string;
  /** 1 (most urgent) to 5 by spec 9's ordering of Jira's priority names; null when none or unknown. */
  priority: number | null;
  estimate: number | null;
  /** Jira's rendered HTML (to be sanitised by the client) when it sent it, else the wiki markup text. */
  description: string;
  descriptionFormat: "html" | "wiki";
  /** <site>/browse/<key>. */
  url: string;
}

/** The site's base address: http(s), no user name, no query, no trailing slash or /rest/... part. Null when it is not one. */
export function jiraDcBaseUrl(input: string): string | null {
  const url = parseTrackerAddress(input, JIRA_DC_MAX_ADDRESS_LENGTH);
  return url && siteBaseUrl(url, /\/(rest|browse|secure)(\/.*)?$/);
}

export function browseUrl(baseUrl: string, key: string): string {
  return `${baseUrl}/browse/${encodeURIComponent(key)}`;
}

/** An issue key as Jira writes it: project key, dash, number. */
export function isIssueKey(key: string): boolean {
  return key.length <= JIRA_DC_MAX_KEY_LENGTH && /^[A-Z][A-Z0-9_]{0,254}-\d{1,12}$/.test(key);
}

export function priorityFromJira(name: string | null | undefined): number | null {
  const rank = priorityRank(name);
  return rank === UNKNOWN_PRIORITY_RANK ? null : rank;
}
