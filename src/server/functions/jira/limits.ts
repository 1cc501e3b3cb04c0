// Rate limits of the jira.* actions, each a FunctionError with the usual sentence when hit.
import { enforceLimit } from "../../auth/rateLimit";
import { type JiraRateLimits, jiraEnvironment } from "./environment";

export function limitJira(which: keyof JiraRateLimits, key: string, now: number): void {
  enforceLimit(jiraEnvironment().rateLimits?.[which] ?? null, key, now);
}
