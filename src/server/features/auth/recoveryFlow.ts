// "Forgot password?", the reset itself and email verification, run inside auth actions. Links
// travel in the URL fragment (#token=), which browsers never send to a server or in a Referer.
import { MESSAGES } from "../../../shared/messages";
import { emailSchema, resetPasswordSchema } from "../../../shared/validation";
import { type ActionCtx, FunctionError } from "../../live";
import { issuePasswordResetToken, issueVerificationToken, redeemEmailVerification, redeemPasswordReset } from "./emailTokenStore";
import { parseForm } from "./passwordFlow";
import { enforceLimit } from "../../limits/rateLimiter";
import { hashPassword } from "./passwords";
import { sha256Base64url } from "./secrets";

export interface MailOutcome {
  /** False: nothing was mailed, the link is in the server log (the UI says mail is not set up). */
  mailConfigured: boolean;
}

/** The same answer whether or not the address has an account, so the form reveals nobody. */
export async function requestPasswordReset(ctx: ActionCtx, rawEmail: string): Promise<MailOutcome> {
  const email = parseForm(emailSchema, rawEmail);
  const { mailer, perRecipient } = ctx.app.mail;
  await enforceLimit(perRecipient, `reset|${email}`, ctx.now);
  const issued = await ctx.runMutation(issuePasswordResetToken, { email });
  if (issued) {
    const link = `${ctx.app.auth.publicUrl}/reset-password#token=${issued.token}`;
    // Not awaited: how long SMTP takes must not tell whether the account exists.
    void mailer
      .send({
        to: issued.email,
        subject: "Reset your Planning Poker password",
        text: `Someone (hopefully you) asked to reset the password of your Planning Poker account.\n\nChoose a new password here:\n${link}\n\nThe link works once, within 30 minutes. Choosing a new password signs your account out everywhere.\nIf you did not ask, ignore this message: your password stays as it is.\n`,
      })
      .catch((error: unknown) => console.error("sending the password reset mail failed", error instanceof Error ? error.message : error));
  }
  return { mailConfigured: mailer.configured };
}

export async function resetPassword(ctx: ActionCtx, args: { token: string; password: string; confirmPassword: string }): Promise<null> {
  const form = parseForm(resetPasswordSchema, { password: args.password, confirmPassword: args.confirmPassword });
  const passwordHash = await hashPassword(form.password);
  const done = await ctx.runMutation(redeemPasswordReset, { tokenHash: sha256Base64url(args.token), passwordHash });
  if (!done) throw new FunctionError(MESSAGES.auth.resetLinkInvalid);
  return null;
}

export async function requestEmailVerification(ctx: ActionCtx): Promise<MailOutcome> {
  if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
  const { mailer, perRecipient } = ctx.app.mail;
  await enforceLimit(perRecipient, `verify|${ctx.auth.userId}`, ctx.now);
  const issued = await ctx.runMutation(issueVerificationToken, {});
  if (issued) {
    const link = `${ctx.app.auth.publicUrl}/verify-email#token=${issued.token}`;
    try {
      await mailer.send({
        to: issued.email,
        subject: "Confirm your email address for Planning Poker",
        text: `Please confirm that this address belongs to your Planning Poker account:\n${link}\n\nThe link works once, within 24 hours. If you did not ask for it, ignore this message.\n`,
      });
    } catch (error) {
      console.error("sending the verification mail failed", error instanceof Error ? error.message : error);
      throw new FunctionError(MESSAGES.auth.mailFailed);
    }
  }
  return { mailConfigured: mailer.configured };
}

export async function verifyEmail(ctx: ActionCtx, token: string): Promise<null> {
  if (!(await ctx.runMutation(redeemEmailVerification, { tokenHash: sha256Base64url(token) }))) throw new FunctionError(MESSAGES.auth.verifyLinkInvalid);
  return null;
}
