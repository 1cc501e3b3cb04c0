// "Test connection": who am I (the only reliable credential check, since searches can be answered
// anonymously), then the first page of open tickets as samples.
import type { JiraConfig, TestConnectionResult } from "../../shared/jira";
import { JiraError } from "./errors";
import { type JiraClientSettings, type JiraSite, jiraRequest, openJiraSite } from "./http";
import { discoverStoryPointsField } from "./storyPointsField";
import { openTicketsJql, searchOpenTickets } from "./tickets";
import { sayRefusal } from "../../../../shared/messageCodes";

export interface JiraAccount {
  accountId: string;
  displayName: string;
}

export async function fetchCurrentUser(site: JiraSite): Promise<JiraAccount> {
  const { body } = await jiraRequest(site, { method: "GET", path: "/rest/api/3/myself" });
  const { accountId, displayName } = (body ?? {}) as { accountId?: unknown; displayName?: unknown };
  if (typeof accountId !== "string") throw new JiraError("bad_response", sayRefusal("jiraCloud.accountUnreadable"));
  return { accountId, displayName: typeof displayName === "string" ? displayName : "" };
}

/** Throws JiraError when the site, email or token is wrong. */
export async function verifyCredentials(config: JiraConfig, settings?: JiraClientSettings): Promise<JiraAccount> {
  return fetchCurrentUser(openJiraSite(config, settings));
}

/** Never throws for a JIRA failure: the result carries the sentence to show. */
export async function testConnection(config: JiraConfig, settings?: JiraClientSettings): Promise<TestConnectionResult> {
  try {
    const site = openJiraSite(config, settings);
    openTicketsJql(config.projectKey); // refuse a bad key before the first request
    await fetchCurrentUser(site);
    const field = await discoverStoryPointsField(site);
    const { tickets } = await searchOpenTickets(site, config.projectKey, field?.id ?? null);
    return { success: true, tickets };
  } catch (error) {
    return { ...failureResult(error), tickets: [] };
  }
}

/** A JiraError as a result the UI can show; anything else is a bug and is rethrown. */
export function failureResult(error: unknown): { success: false; error: string } {
  if (error instanceof JiraError) return { success: false, error: error.message };
  throw error;
}
