// Rate limits on code lookups and joins (DESIGN 9), per signed-in user or else per address, so
// guessing room codes is hopeless. In memory, per instance, like the sign-in limits.
import { SlidingWindowLimiter, enforceLimit } from "../../auth/rateLimit";
import type { MutationCtx, QueryCtx } from "../../runtime/functions";

export const roomRateLimits = {
  /** rooms.getRoomByCode; a live lookup re-runs only when a room with its code appears or goes. */
  lookup: new SlidingWindowLimiter(60, 60_000),
  /** rooms.joinRoom; the room page auto-joins once per visit. */
  join: new SlidingWindowLimiter(30, 60_000),
};

type Caller = Pick<QueryCtx | MutationCtx, "auth" | "clientAddress" | "now">;

let enabled = true;

/** Follows config.rateLimits (RATE_LIMITS=off for tests and benchmarks); set at start-up. */
export function setRoomRateLimitsEnabled(on: boolean): void {
  enabled = on;
}

export function limitCaller(limiter: SlidingWindowLimiter, ctx: Caller): void {
  if (!enabled) return;
  const key = ctx.auth ? `user:${ctx.auth.userId}` : `ip:${ctx.clientAddress ?? "unknown"}`;
  enforceLimit(limiter, key, ctx.now);
}
