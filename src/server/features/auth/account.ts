// The signed-in user's sign-in methods (the account menu): which exist, linking GitHub from a
// signed-in session only (state + PKCE, as sign-in), and unlinking it unless it is the last one.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { finishGithubLink, startGithubSignIn } from "./oauthFlow";
import { getPasswordHash, getUser, listOAuthAccounts, unlinkOAuthAccount } from "../users";
import { action, FunctionError, internalQuery, mutation, query } from "../../live";

export interface SignInMethods {
  email: string;
  emailVerified: boolean;
  password: boolean;
  github: Array<{ accountId: string; login: string | null }>;
  /** Whether this server can link GitHub at all. */
  githubAvailable: boolean;
  /** Whether this server sends mail (else links go to the server log). */
  mailConfigured: boolean;
}

export const signInMethods = query({
  args: z.object({}),
  handler: async (ctx): Promise<SignInMethods | null> => {
    if (!ctx.auth) return null;
    const user = await getUser(ctx.data, ctx.auth.userId);
    if (!user) return null;
    const passwordHash = await getPasswordHash(ctx.data, user.id);
    const linked = await listOAuthAccounts(ctx.data, user.id);
    return {
      email: user.email,
      emailVerified: user.email_verified_at !== null,
      password: passwordHash !== undefined,
      github: linked.filter((a) => a.provider === "github").map(({ accountId, login }) => ({ accountId, login })),
      githubAvailable: ctx.app.auth.github !== null,
      mailConfigured: ctx.app.mail.mailer.configured,
    };
  },
});

/** Whether the caller's address is proven: nothing is linked to an unproven one. */
export const callerEmailVerified = internalQuery({
  args: z.object({}),
  handler: async (ctx): Promise<boolean> => (ctx.auth ? (await getUser(ctx.data, ctx.auth.userId))?.email_verified_at != null : false),
});

/** Starts a GitHub link flow for the caller (address proven): the browser keeps the verifier and goes to GitHub. */
export const startGithubLink = action({
  args: z.object({ redirectTo: z.string().max(1000).optional() }),
  handler: async (ctx, { redirectTo }) => {
    if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
    if (!(await ctx.runQuery(callerEmailVerified, {}))) throw new FunctionError(MESSAGES.auth.verifyBeforeLinking);
    return startGithubSignIn(ctx, redirectTo, ctx.auth.userId);
  },
});

/** Ends a link flow: GitHub's one-time code from the callback plus the verifier this browser kept. */
export const finishGithubLinking = action({
  args: z.object({ code: z.string().min(1).max(200), verifier: z.string().max(200).optional() }),
  handler: (ctx, { code, verifier }) => finishGithubLink(ctx, code, verifier),
});

export const unlinkGithub = mutation({
  args: z.object({ accountId: z.string().min(1).max(100) }),
  handler: async (ctx, { accountId }) => {
    if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
    const userId = ctx.auth.userId;
    const passwordHash = await getPasswordHash(ctx.data, userId);
    const linked = await listOAuthAccounts(ctx.data, userId);
    if (!linked.some((a) => a.provider === "github" && a.accountId === accountId)) throw new FunctionError(MESSAGES.auth.githubNotLinked);
    if (passwordHash === undefined && linked.length === 1) throw new FunctionError(MESSAGES.auth.cannotUnlinkLast);
    await unlinkOAuthAccount(ctx.data, userId, "github", accountId);
    return null;
  },
});
