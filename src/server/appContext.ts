// What every function handler of this app finds in ctx.app: the parts of the configuration and
// the long-lived helpers that auth and JIRA need. One per running app, so several apps in one
// process (tests, several instances) never share or overwrite each other's settings.
import { createAuthEnvironment, type AuthEnvironment } from "./auth/environment";
import type { Config } from "./config";
import { createJiraEnvironment, type JiraEnvironment } from "./functions/jira/environment";
import { createRoomRateLimits, type RoomRateLimits } from "./functions/rooms/limits";
import type { AppMetrics } from "./ops/metrics";
import type { AppContext } from "./runtime/functions";

declare module "./runtime/functions" {
  interface AppContext {
    auth: AuthEnvironment;
    jira: JiraEnvironment;
    rooms: { rateLimits: RoomRateLimits | null };
  }
}

export function createAppContext(config: Config, metrics?: AppMetrics): AppContext {
  const jiraClient = metrics ? { onRequest: metrics.jiraRequest.bind(metrics) } : {};
  return { auth: createAuthEnvironment(config), jira: createJiraEnvironment(config, jiraClient), rooms: { rateLimits: createRoomRateLimits(config.rateLimits) } };
}
