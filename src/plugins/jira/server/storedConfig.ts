// The room's configuration with its API token opened: server side only, for actions that call
// JIRA. Never returned by a public function.
import type { JiraConfig } from "../shared/jira";
import { MESSAGES } from "../../../shared/messages";
import type { JiraConfigRow } from "./data/jira";
import { type AppContext, FunctionError } from "../../../server/live";

export function sealApiToken(app: AppContext, roomId: string, apiToken: string): string {
  return app.jira.tokens.seal(apiToken, roomId);
}

export function openStoredConfig(app: AppContext, row: JiraConfigRow): JiraConfig {
  let apiToken: string;
  try {
    apiToken = app.jira.tokens.open(row.api_token_encrypted, row.room_id);
  } catch {
    // The server secret changed since the token was saved, or the row was altered.
    throw new FunctionError(MESSAGES.jira.tokenUnreadable);
  }
  return { domain: row.domain, projectKey: row.project_key, email: row.email, apiToken };
}
