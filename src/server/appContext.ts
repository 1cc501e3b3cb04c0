// What every function handler of this app finds in ctx.app: the parts of the configuration and
// the long-lived helpers that auth and JIRA need. One per running app, so several apps in one
// process (tests, several instances) never share or overwrite each other's settings.
import { createAuthEnvironment, type AuthEnvironment } from "./features/auth/environment";
import type { Config } from "./config";
import { createJiraEnvironment, type JiraEnvironment } from "../plugins/jira/server/environment";
import { createRoomRateLimits, type RoomRateLimits } from "./features/rooms/limits";
import { createAutoRevealClock } from "./features/voting/autoReveal";
import type { LimitStore } from "./limits/limitStore";
import { createMailEnvironment, type MailEnvironment } from "./mail/environment";
import type { AppMetrics } from "./ops/metrics";
import type { AppContext } from "./live";

declare module "./live/functions" {
  interface AppContext {
    auth: AuthEnvironment;
    jira: JiraEnvironment;
    rooms: { rateLimits: RoomRateLimits | null };
    voting: { autoReveals: ReturnType<typeof createAutoRevealClock> };
    /** Where every rate limit counts (memory with SQLite, PostgreSQL when instances share it). */
    limits: LimitStore;
    mail: MailEnvironment;
  }
}

export function createAppContext(config: Config, limits: LimitStore, metrics?: AppMetrics): AppContext {
  return {
    auth: createAuthEnvironment(config, limits),
    jira: createJiraEnvironment(config, limits, metrics ? { onRequest: metrics.jiraRequest.bind(metrics) } : {}),
    rooms: { rateLimits: config.rateLimits ? createRoomRateLimits(limits) : null },
    voting: { autoReveals: createAutoRevealClock() },
    limits,
    mail: createMailEnvironment(config, limits),
  };
}
