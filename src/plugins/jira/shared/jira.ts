// JIRA configuration rules and the ticket shapes both sides use. The server enforces them before
// any request leaves (the domain becomes a host name, so it must never carry anything but a label);
// the client uses the same rules to normalise what people type.
import * as z from "zod/mini";
import { QUEUE_MESSAGES } from "../../../shared/messages/queue";

/**
 * A JIRA Cloud site name: the `acme` of https://acme.atlassian.net. One DNS label, lower case:
 * no dots, slashes, colons, `@` or spaces can reach the URL, so the host is always ours to choose.
 */
export const JIRA_DOMAIN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?$/;
export const JIRA_DOMAIN_MAX_LENGTH = 63;

/** JIRA's default project key rule: a letter, then letters, digits or underscores; 2 to 10 long. */
export const JIRA_PROJECT_KEY_PATTERN = /^[A-Z][A-Z0-9_]{1,9}$/;
export const JIRA_PROJECT_KEY_MAX_LENGTH = 10;

/** An issue key such as POKER-42: a project key, a hyphen and the issue number. */
export const JIRA_ISSUE_KEY_PATTERN = /^[A-Z][A-Z0-9_]{1,9}-[1-9][0-9]{0,9}$/;
export const JIRA_ISSUE_KEY_MAX_LENGTH = 21;

export const JIRA_EMAIL_MAX_LENGTH = 254;
/** JQL typed to import stories: longer than any real filter, far below JIRA's own limits. */
export const JIRA_JQL_MAX_LENGTH = 2000;
/** Atlassian API tokens are under 200 characters today; leave room without accepting megabytes. */
export const JIRA_API_TOKEN_MAX_LENGTH = 1024;

/** What people type for the site, as the pattern expects it: trimmed and lower case. */
export function normalizeJiraDomain(input: string): string {
  return input.trim().toLowerCase();
}

export function isValidJiraDomain(domain: string): boolean {
  return JIRA_DOMAIN_PATTERN.test(domain);
}

export function normalizeProjectKey(input: string): string {
  return input.trim().toUpperCase();
}

export function isValidProjectKey(projectKey: string): boolean {
  return JIRA_PROJECT_KEY_PATTERN.test(projectKey);
}

export function normalizeIssueKey(input: string): string {
  return input.trim().toUpperCase();
}

/** Whether an issue key (normalised) names an issue of the project: `POKER-12` of `POKER`. */
export function isIssueOfProject(issueKey: string, projectKey: string): boolean {
  return issueKey.startsWith(`${projectKey.toUpperCase()}-`);
}

export function isValidIssueKey(issueKey: string): boolean {
  return JIRA_ISSUE_KEY_PATTERN.test(issueKey);
}

export const JIRA_DOMAIN_MESSAGE =
  "The JIRA site must be just the name before .atlassian.net (for example acme): letters, digits and hyphens, not starting or ending with a hyphen";
export const JIRA_PROJECT_KEY_MESSAGE =
  "The JIRA project key must start with a letter and have 2 to 10 letters, digits or underscores (for example POKER)";
export const JIRA_EMAIL_MESSAGE = "The JIRA email must be the address of your Atlassian account";
export const JIRA_API_TOKEN_MESSAGE = "The JIRA API token is required";

/** A ticket without its description (for lists that never show it). */
export function ticketSummary({ key, summary, priority, storyPoints }: JiraTicketSummary): JiraTicketSummary {
  return { key, summary, priority, storyPoints };
}

/** The room's JIRA configuration, normalised: domain lower-cased, project key upper-cased. */
export const jiraConfigSchema = z.object({
  domain: z
    .string()
    .check(
      z.trim(),
      z.toLowerCase(),
      z.minLength(1, "The JIRA site is required"),
      z.maxLength(JIRA_DOMAIN_MAX_LENGTH, JIRA_DOMAIN_MESSAGE),
      z.regex(JIRA_DOMAIN_PATTERN, JIRA_DOMAIN_MESSAGE),
    ),
  projectKey: z
    .string()
    .check(
      z.trim(),
      z.toUpperCase(),
      z.minLength(1, "The JIRA project key is required"),
      z.maxLength(JIRA_PROJECT_KEY_MAX_LENGTH, JIRA_PROJECT_KEY_MESSAGE),
      z.regex(JIRA_PROJECT_KEY_PATTERN, JIRA_PROJECT_KEY_MESSAGE),
    ),
  email: z.pipe(
    z.string().check(z.trim(), z.minLength(1, "The JIRA email is required"), z.maxLength(JIRA_EMAIL_MAX_LENGTH, JIRA_EMAIL_MESSAGE)),
    z.email(JIRA_EMAIL_MESSAGE),
  ),
  apiToken: z
    .string()
    .check(z.trim(), z.minLength(1, JIRA_API_TOKEN_MESSAGE), z.maxLength(JIRA_API_TOKEN_MAX_LENGTH, "The JIRA API token is too long")),
});

export type JiraConfig = z.output<typeof jiraConfigSchema>;

/** JQL to import stories by: trimmed, required, bounded in length (JIRA checks the rest). */
export const importJqlSchema = z
  .string()
  .check(z.trim(), z.minLength(1, QUEUE_MESSAGES.jqlRequired), z.maxLength(JIRA_JQL_MAX_LENGTH, QUEUE_MESSAGES.jqlTooLong));

/** A ticket as the room shows it. */
export interface JiraTicket {
  key: string;
  summary: string;
  /** JIRA's priority name as the site spells it ("High", "Blocker", ...); "" when the issue has none. */
  priority: string;
  storyPoints: number | null;
  /** JIRA's rendered HTML (renderedFields.description): sanitise before showing; null when empty. */
  description: string | null;
}

/** A ticket in lists (the cache, the connection test's samples): everything but the description. */
export type JiraTicketSummary = Omit<JiraTicket, "description">;

/** The room's ticket cache (spec 3: key, summary, priority, storyPoints), in priority order. */
export interface CachedTickets {
  tickets: JiraTicketSummary[];
  /** When the tickets were fetched (ms since the epoch); null when never fetched. */
  lastFetched: number | null;
}

export interface TestConnectionResult {
  success: boolean;
  /** A sentence for a person; the UI shows it as 'Connection failed: {error}'. */
  error?: string;
  /** The project's open tickets; the dialog counts them and lists the first 3 as samples. */
  tickets: JiraTicketSummary[];
}

export interface UpdatePointsResult {
  success: boolean;
  /** A sentence for a person; the UI shows it as 'Failed to update JIRA: {error}'. */
  error?: string;
}
