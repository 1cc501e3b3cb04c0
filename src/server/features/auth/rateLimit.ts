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
  /** Every password sign-in attempt per IP address, whatever the email. */
  signInAddress: RateLimiter;
  /** GitHub sign-in and link starts per IP address: each writes a row. */
  githubStart: RateLimiter;
  /** "Forgot password?" requests per IP address (the mail itself is limited per recipient too). */
  resetRequest: RateLimiter;
  /** Attempts to redeem a reset link per IP address, counted before the token is looked up. */
  reset: RateLimiter;
  /** Verification mails asked for, and verification links redeemed or refused, per IP address. */
  verification: RateLimiter;
}

export function createAuthRateLimits(store: LimitStore): AuthRateLimits {
  return {
    signIn: new RateLimiter(store, "signIn", 10, 5 * MINUTE),
    account: new Lockout(store, "signInAccount", { failures: 10, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE, maxLockMs: 60 * MINUTE, memoryMs: 24 * 60 * MINUTE }),
    address: new Lockout(store, "signInAddress", { failures: 30, windowMs: 15 * MINUTE, lockMs: 5 * MINUTE, maxLockMs: 60 * MINUTE, memoryMs: 24 * 60 * MINUTE }),
    signUp: new RateLimiter(store, "signUp", 20, 10 * MINUTE),
    signInAddress: new RateLimiter(store, "signInAddress", 100, 10 * MINUTE),
    githubStart: new RateLimiter(store, "githubStart", 60, 10 * MINUTE),
    resetRequest: new RateLimiter(store, "resetRequest", 20, 10 * MINUTE),
    reset: new RateLimiter(store, "reset", 20, 10 * MINUTE),
    verification: new RateLimiter(store, "verification", 30, 10 * MINUTE),
  };
}
