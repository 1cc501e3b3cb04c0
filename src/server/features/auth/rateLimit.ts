// Sign-in and sign-up limits (DESIGN 9). Counted in the app's LimitStore: in memory with SQLite,
// in PostgreSQL when instances share it, so a second instance does not double them.
import { MESSAGES } from "../../../shared/messages";
import type { LimitStore } from "../../limits/limitStore";
import { Lockout } from "../../limits/lockout";
import { RateLimiter } from "../../limits/rateLimiter";

export const TOO_MANY_ATTEMPTS_MESSAGE = MESSAGES.auth.tooManyAttempts;

const MINUTE = 60_000;

export interface AuthRateLimits {
  /** Every sign-in attempt per IP address and email. */
  signIn: RateLimiter;
  /** Failed sign-ins per account (by email, existing or not) from any address. */
  account: Lockout;
  /** Failed sign-ins per IP address across all accounts: one address trying many accounts. */
  address: Lockout;
  /** Per IP address: generous enough for a whole team signing up from one office network. */
  signUp: RateLimiter;
}

export function createAuthRateLimits(store: LimitStore): AuthRateLimits {
  return {
    signIn: new RateLimiter(store, "signIn", 10, 5 * MINUTE),
    account: new Lockout(store, "signInAccount", { failures: 10, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE, maxLockMs: 60 * MINUTE, memoryMs: 24 * 60 * MINUTE }),
    address: new Lockout(store, "signInAddress", { failures: 30, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE, maxLockMs: 60 * MINUTE, memoryMs: 24 * 60 * MINUTE }),
    signUp: new RateLimiter(store, "signUp", 20, 10 * MINUTE),
  };
}
