// Rate limits on code lookups, joins and room creation (DESIGN 9): per account and per address
// both, so neither free accounts nor many addresses multiply them, and a failed lookup or join
// (a wrong code) weighs more than a found one, so guessing codes is hopeless. Counted in the
// app's LimitStore (ctx.app.limits), one count for every instance on PostgreSQL.
import type { LimitStore } from "../../limits/limitStore";
import { RateLimiter, enforceLimits } from "../../limits/rateLimiter";
import type { MutationCtx, QueryCtx } from "../../live";

interface PerCaller {
  /** Per signed-in account. */
  account: RateLimiter;
  /** Per IP address, signed in or not. */
  address: RateLimiter;
}

export interface RoomRateLimits {
  /** rooms.getRoomByCode; a live lookup re-runs only when a room with its code appears or goes. */
  lookup: PerCaller;
  /** rooms.joinRoom; the room page auto-joins once per visit. */
  join: PerCaller;
  /** rooms.createRoom. */
  create: PerCaller;
}

/** A failed lookup or join counts as this many attempts. */
export const FAILED_ATTEMPT_COST = 5;

const MINUTE = 60_000;

export function createRoomRateLimits(store: LimitStore): RoomRateLimits {
  const perCaller = (name: string, account: number, address: number, windowMs: number): PerCaller => ({
    account: new RateLimiter(store, `${name}Account`, account, windowMs),
    address: new RateLimiter(store, `${name}Address`, address, windowMs),
  });
  return {
    lookup: perCaller("roomLookup", 60, 120, MINUTE),
    join: perCaller("roomJoin", 30, 60, MINUTE),
    create: perCaller("roomCreate", 20, 60, 10 * MINUTE),
  };
}

type Caller = Pick<QueryCtx | MutationCtx, "auth" | "clientAddress" | "now" | "app">;

export interface Attempt {
  /** The attempt failed (no such room): it weighs FAILED_ATTEMPT_COST in all. */
  failed(): Promise<void>;
}

const NOT_LIMITED: Attempt = Object.freeze({ failed: async () => {} });

/** Counts one attempt for the caller's account and address; refuses past either limit. */
export async function limitCaller(ctx: Caller, which: keyof RoomRateLimits): Promise<Attempt> {
  const limits = ctx.app.rooms.rateLimits?.[which];
  if (!limits) return NOT_LIMITED;
  const checks: [RateLimiter, string][] = [[limits.address, ctx.clientAddress ?? "unknown"]];
  if (ctx.auth) checks.push([limits.account, ctx.auth.userId]);
  await enforceLimits(checks, ctx.now);
  return { failed: async () => void (await Promise.all(checks.map(([limiter, key]) => limiter.charge(key, ctx.now, FAILED_ATTEMPT_COST - 1)))) };
}
