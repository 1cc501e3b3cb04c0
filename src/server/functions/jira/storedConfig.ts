// The room's configuration with its API token opened: server side only, for actions that call
// JIRA. Never returned by a public function.
import type { JiraConfig } from "../../../shared/jira";
import { MESSAGES } from "../../../shared/messages";
import type { JiraConfigRow } from "../../data/jira";
import { FunctionError } from "../../runtime/errors";
import { jiraEnvironment } from "./environment";

export function sealApiToken(roomId: string, apiToken: string): string {
  return jiraEnvironment().tokens.seal(apiToken, roomId);
}

export function openStoredConfig(row: JiraConfigRow): JiraConfig {
  let apiToken: string;
  try {
    apiToken = jiraEnvironment().tokens.open(row.api_token_encrypted, row.room_id);
  } catch {
    // The server secret changed since the token was saved, or the row was altered.
    throw new FunctionError(MESSAGES.jira.tokenUnreadable);
  }
  return { domain: row.domain, projectKey: row.project_key, email: row.email, apiToken };
}
