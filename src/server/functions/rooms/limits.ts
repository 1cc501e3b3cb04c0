// Rate limits on code lookups and joins (DESIGN 9), per signed-in user or else per address, so
// guessing room codes is hopeless. In memory, per app (ctx.app.rooms), like the sign-in limits.
import { SlidingWindowLimiter, enforceLimit } from "../../auth/rateLimit";
import type { MutationCtx, QueryCtx } from "../../runtime/functions";

export interface RoomRateLimits {
  /** rooms.getRoomByCode; a live lookup re-runs only when a room with its code appears or goes. */
  lookup: SlidingWindowLimiter;
  /** rooms.joinRoom; the room page auto-joins once per visit. */
  join: SlidingWindowLimiter;
}

/** Null when RATE_LIMITS=off (tests and benchmarks). */
export function createRoomRateLimits(on: boolean): RoomRateLimits | null {
  return on ? { lookup: new SlidingWindowLimiter(60, 60_000), join: new SlidingWindowLimiter(30, 60_000) } : null;
}

type Caller = Pick<QueryCtx | MutationCtx, "auth" | "clientAddress" | "now" | "app">;

export function limitCaller(ctx: Caller, which: keyof RoomRateLimits): void {
  const limiter = ctx.app.rooms.rateLimits?.[which];
  if (!limiter) return;
  const key = ctx.auth ? `user:${ctx.auth.userId}` : `ip:${ctx.clientAddress ?? "unknown"}`;
  enforceLimit(limiter, key, ctx.now);
}
