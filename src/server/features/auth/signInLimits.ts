// The limits around one password sign-in: every attempt per address and email, then failures
// per account (by email, existing or not, so a lockout reveals nothing) and per address across
// accounts, each locking out for longer every time (rateLimit.ts). Null limits: RATE_LIMITS=off.
// Anyone who knows an address can lock its account out by failing on purpose; so an account's
// lockout does not apply to a client address that signed in to that account successfully before
// (within KNOWN_ADDRESS_MS): the owner at their usual desk still gets in. The lockout per address,
// and the limits on every attempt, still apply there.
import { signInLockedOut } from "../../../shared/messages";
import { enforceLimits } from "../../limits/rateLimiter";
import { type ActionCtx, FunctionError } from "../../live";

type Ctx = Pick<ActionCtx, "app" | "clientAddress" | "now">;

const address = (ctx: Ctx) => ctx.clientAddress ?? "unknown";

/** How long a successful sign-in from an address exempts that address from the account's lockout. */
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60_000;
const knownKey = (ctx: Ctx, email: string) => `signInKnownAddress:${email}|${address(ctx)}`;

/** Before the password is checked: refuses a limited or locked-out attempt. */
export async function beforeSignIn(ctx: Ctx, email: string): Promise<void> {
  const limits = ctx.app.auth.rateLimits;
  if (!limits) return;
  await enforceLimits(
    [
      [limits.signIn, `${address(ctx)}|${email}`],
      [limits.signInAddress, address(ctx)],
    ],
    ctx.now,
  );
  const known = (await ctx.app.limits.get(knownKey(ctx, email), ctx.now)) !== null;
  const accountWaitMs = known ? 0 : await limits.account.remainingMs(email, ctx.now);
  const waitMs = Math.max(accountWaitMs, await limits.address.remainingMs(address(ctx), ctx.now));
  if (waitMs > 0) throw new FunctionError(signInLockedOut(waitMs));
}

export async function signInFailed(ctx: Ctx, email: string): Promise<void> {
  const limits = ctx.app.auth.rateLimits;
  if (!limits) return;
  await Promise.all([limits.account.fail(email, ctx.now), limits.address.fail(address(ctx), ctx.now)]);
}

export async function signInSucceeded(ctx: Ctx, email: string): Promise<void> {
  const limits = ctx.app.auth.rateLimits;
  if (!limits) return;
  await limits.account.succeed(email);
  // Remembered (held, so no flood forgets it) for the lockout exemption above.
  await ctx.app.limits.add(knownKey(ctx, email), 1, KNOWN_ADDRESS_MS, ctx.now, { held: true });
}
