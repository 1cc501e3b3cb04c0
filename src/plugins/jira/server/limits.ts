// Rate limits of the jira.* actions, each a FunctionError with the usual sentence when hit.
import { enforceLimit } from "../../../server/limits/rateLimiter";
import type { ActionCtx } from "../../../server/live";
import type { JiraRateLimits } from "./environment";

export function limitJira(ctx: Pick<ActionCtx, "app" | "now">, which: keyof JiraRateLimits, key: string): Promise<void> {
  return enforceLimit(ctx.app.jira.rateLimits?.[which] ?? null, key, ctx.now);
}
