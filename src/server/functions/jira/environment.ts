// What the jira.* functions need from the server's configuration: where JIRA lives (tests point
// JIRA_BASE_URL at a fake) and the key that seals API tokens. Handlers get no config in their
// context, so wireProduct hands it over once at start-up, as auth/environment.ts does for auth.
// One configuration per process: the last server started wins.
import { SlidingWindowLimiter } from "../../auth/rateLimit";
import type { Config } from "../../config";
import { type SecretBox, createSecretBox } from "../../crypto/secretBox";
import type { JiraClientSettings } from "../../integrations/jira";

export interface JiraRateLimits {
  /** jira.testJiraConnection, per user: each test is a few requests to someone's JIRA. */
  testConnection: SlidingWindowLimiter;
  /** jira.fetchAndCacheTickets, per room: a fetch reads up to 20 pages. */
  fetchTickets: SlidingWindowLimiter;
  /** jira.updateStoryPoints, per user. */
  updateStoryPoints: SlidingWindowLimiter;
}

export interface JiraEnvironment {
  client: JiraClientSettings;
  /** Seals and opens API tokens; the context is the room id. */
  tokens: SecretBox;
  /** Null when RATE_LIMITS=off. */
  rateLimits: JiraRateLimits | null;
}

let current: JiraEnvironment | null = null;

export function configureJiraEnvironment(
  config: Pick<Config, "jiraBaseUrl" | "appSecret" | "rateLimits">,
  client: Omit<JiraClientSettings, "baseUrlTemplate"> = {},
): JiraEnvironment {
  current = {
    client: { ...client, baseUrlTemplate: config.jiraBaseUrl },
    tokens: createSecretBox(config.appSecret, "jira-api-token"),
    rateLimits: config.rateLimits
      ? {
          testConnection: new SlidingWindowLimiter(10, 60_000),
          fetchTickets: new SlidingWindowLimiter(6, 60_000),
          updateStoryPoints: new SlidingWindowLimiter(30, 60_000),
        }
      : null,
  };
  return current;
}

export function jiraEnvironment(): JiraEnvironment {
  if (!current) throw new Error("JIRA is not configured: wireProduct calls configureJiraEnvironment at start-up.");
  return current;
}
