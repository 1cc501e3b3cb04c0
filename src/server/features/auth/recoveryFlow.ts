// "Forgot password?", the reset itself and email verification, run inside auth actions. Links
// travel in the URL fragment (#token=), which browsers never send to a server or in a Referer.
import { MESSAGES } from "../../../shared/messages";
import { emailSchema, resetPasswordSchema } from "../../../shared/validation";
import { type ActionCtx, FunctionError } from "../../live";
import { isResetTokenUsable, issuePasswordResetToken, issueVerificationToken, redeemEmailVerification, redeemPasswordReset, rejectEmailVerification } from "./emailTokenStore";
import { parseForm } from "./passwordFlow";
import { enforceLimit, enforceLimits } from "../../limits/rateLimiter";
import { sha256Base64url } from "./secrets";
import { mailText } from "../../mail/messages";

const address = (ctx: ActionCtx) => ctx.clientAddress ?? "unknown";

export interface MailOutcome {
  /** False: nothing was mailed, the link is in the server log (the UI says mail is not set up). */
  mailConfigured: boolean;
}

/**
 * The same answer whether or not the address has an account, so the form reveals nobody: and in
 * the same time, since the token is issued and mailed after the answer (nothing awaited depends
 * on the account).
 */
export async function requestPasswordReset(ctx: ActionCtx, rawEmail: string): Promise<MailOutcome> {
  await enforceLimit(ctx.app.auth.rateLimits?.resetRequest, address(ctx), ctx.now);
  const email = parseForm(emailSchema, rawEmail);
  const { mailer, perRecipient } = ctx.app.mail;
  await enforceLimit(perRecipient, `reset|${email}`, ctx.now);
  void issueAndMailReset(ctx, email).catch((error: unknown) => console.error("sending the password reset mail failed", error instanceof Error ? error.message : error));
  return { mailConfigured: mailer.configured };
}

async function issueAndMailReset(ctx: ActionCtx, email: string): Promise<void> {
  const issued = await ctx.runMutation(issuePasswordResetToken, { email });
  if (!issued) return;
  const link = `${ctx.app.auth.publicUrl}/reset-password#token=${issued.token}`;
  await ctx.app.mail.mailer.send({
    to: issued.email,
    subject: mailText(issued.language, "reset.subject"),
    text: mailText(issued.language, "reset.body", { link }),
  });
}

/**
 * Tells the owner, by mail to the address just proven, that GitHub sign-ins linked before the
 * proof were removed (the owner may be in another browser than the one that proved it).
 */
async function tellLinksRemoved(ctx: ActionCtx, email: string, language: string | null, removedLinks: number): Promise<void> {
  if (removedLinks === 0) return;
  try {
    await ctx.app.mail.mailer.send({
      to: email,
      subject: mailText(language, "linksRemoved.subject"),
      text: mailText(language, "linksRemoved.body", { count: removedLinks }),
    });
  } catch (error) {
    console.error("sending the removed-links notice failed", error instanceof Error ? error.message : error);
  }
}

/** Limited per address, and the token is looked up before the new password is hashed: a bogus link costs no hash. */
export async function resetPassword(ctx: ActionCtx, args: { token: string; password: string; confirmPassword: string }): Promise<null> {
  await enforceLimit(ctx.app.auth.rateLimits?.reset, address(ctx), ctx.now);
  const form = parseForm(resetPasswordSchema, { password: args.password, confirmPassword: args.confirmPassword });
  const tokenHash = sha256Base64url(args.token);
  if (!(await ctx.runQuery(isResetTokenUsable, { tokenHash }))) throw new FunctionError(MESSAGES.auth.resetLinkInvalid);
  const passwordHash = await ctx.app.auth.hashPassword(form.password);
  const done = await ctx.runMutation(redeemPasswordReset, { tokenHash, passwordHash });
  if (!done.ok) throw new FunctionError(MESSAGES.auth.resetLinkInvalid);
  await tellLinksRemoved(ctx, done.email, done.language, done.removedLinks);
  return null;
}

export async function requestEmailVerification(ctx: ActionCtx): Promise<MailOutcome> {
  if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
  const { mailer, perRecipient } = ctx.app.mail;
  await enforceLimit(ctx.app.auth.rateLimits?.verification, address(ctx), ctx.now);
  const issued = await ctx.runMutation(issueVerificationToken, {});
  if (issued) {
    // Keyed on the recipient the mail goes to, like a reset's, so both count against one inbox.
    await enforceLimits([[perRecipient, `verify|${issued.email}`]], ctx.now);
    const link = `${ctx.app.auth.publicUrl}/verify-email#token=${issued.token}`;
    try {
      await mailer.send({
        to: issued.email,
        subject: mailText(issued.language, "verify.subject"),
        text: mailText(issued.language, "verify.body", { link }),
      });
    } catch (error) {
      console.error("sending the verification mail failed", error instanceof Error ? error.message : error);
      throw new FunctionError(MESSAGES.auth.mailFailed);
    }
  }
  return { mailConfigured: mailer.configured };
}

/** "Yes, this is my account" on the verification page. */
export async function verifyEmail(ctx: ActionCtx, token: string): Promise<null> {
  await enforceLimit(ctx.app.auth.rateLimits?.verification, address(ctx), ctx.now);
  const outcome = await ctx.runMutation(redeemEmailVerification, { tokenHash: sha256Base64url(token) });
  if (!outcome.ok) throw new FunctionError(MESSAGES.auth.verifyLinkInvalid);
  await tellLinksRemoved(ctx, outcome.email, outcome.language, outcome.removedLinks);
  return null;
}

/** "This wasn't me" on the verification page: the account that asked loses its claim on the address. */
export async function rejectVerification(ctx: ActionCtx, token: string): Promise<null> {
  await enforceLimit(ctx.app.auth.rateLimits?.verification, address(ctx), ctx.now);
  if (!(await ctx.runMutation(rejectEmailVerification, { tokenHash: sha256Base64url(token) }))) throw new FunctionError(MESSAGES.auth.verifyLinkInvalid);
  return null;
}
