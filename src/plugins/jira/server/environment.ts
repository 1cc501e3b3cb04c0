// What the jira.* functions need from the server's configuration, as ctx.app.jira: where JIRA
// lives (tests point JIRA_BASE_URL at a fake), the key that seals API tokens, the rate limits.
import type { Config } from "../../../server/config";
import { type SecretBox, createSecretBox } from "../../../server/crypto/secretBox";
import type { JiraClientSettings } from "./rest";
import type { LimitStore } from "../../../server/limits/limitStore";
import { RateLimiter } from "../../../server/limits/rateLimiter";

export interface JiraRateLimits {
  /** jira.testJiraConnection, per user: each test is a few requests to someone's JIRA. */
  testConnection: RateLimiter;
  /** jira.fetchAndCacheTickets, per room: a fetch reads up to 20 pages. */
  fetchTickets: RateLimiter;
  /** jira.updateStoryPoints, per user. */
  updateStoryPoints: RateLimiter;
}

/** What jira.fetchAndCacheTickets answers (here, as the fetches in flight hold it). */
export interface FetchTicketsResult {
  ticketCount: number;
  lastFetched: number;
}

export interface JiraEnvironment {
  client: JiraClientSettings;
  /** Seals and opens API tokens; the context is the room id. */
  tokens: SecretBox;
  /** Null when RATE_LIMITS=off. */
  rateLimits: JiraRateLimits | null;
  /** Room id -> the ticket fetch running for it: a second ask while one runs shares its answer. */
  fetchesInFlight: Map<string, Promise<FetchTicketsResult>>;
}

/** Built once per app (appContext.ts). */
export function createJiraEnvironment(
  config: Pick<Config, "jiraBaseUrl" | "appSecret" | "rateLimits">,
  limits: LimitStore,
  client: Omit<JiraClientSettings, "baseUrlTemplate"> = {},
): JiraEnvironment {
  return {
    client: { ...client, baseUrlTemplate: config.jiraBaseUrl },
    tokens: createSecretBox(config.appSecret, "jira-api-token"),
    rateLimits: config.rateLimits
      ? {
          testConnection: new RateLimiter(limits, "jiraTestConnection", 10, 60_000),
          fetchTickets: new RateLimiter(limits, "jiraFetchTickets", 6, 60_000),
          updateStoryPoints: new RateLimiter(limits, "jiraUpdateStoryPoints", 30, 60_000),
        }
      : null,
    fetchesInFlight: new Map(),
  };
}
