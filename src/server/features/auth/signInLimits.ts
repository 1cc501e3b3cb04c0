// The limits around one password sign-in: every attempt per address and email, then failures
// per account (by email, existing or not, so a lockout reveals nothing) and per address across
// accounts, each locking out for longer every time (rateLimit.ts). Null limits: RATE_LIMITS=off.
import { signInLockedOut } from "../../../shared/messages";
import { enforceLimit } from "../../limits/rateLimiter";
import { type ActionCtx, FunctionError } from "../../live";

type Ctx = Pick<ActionCtx, "app" | "clientAddress" | "now">;

const address = (ctx: Ctx) => ctx.clientAddress ?? "unknown";

/** Before the password is checked: refuses a limited or locked-out attempt. */
export async function beforeSignIn(ctx: Ctx, email: string): Promise<void> {
  const limits = ctx.app.auth.rateLimits;
  if (!limits) return;
  await enforceLimit(limits.signIn, `${address(ctx)}|${email}`, ctx.now);
  const waitMs = Math.max(await limits.account.remainingMs(email, ctx.now), await limits.address.remainingMs(address(ctx), ctx.now));
  if (waitMs > 0) throw new FunctionError(signInLockedOut(waitMs));
}

export async function signInFailed(ctx: Ctx, email: string): Promise<void> {
  const limits = ctx.app.auth.rateLimits;
  if (!limits) return;
  await Promise.all([limits.account.fail(email, ctx.now), limits.address.fail(address(ctx), ctx.now)]);
}

export async function signInSucceeded(ctx: Ctx, email: string): Promise<void> {
  await ctx.app.auth.rateLimits?.account.succeed(email);
}
