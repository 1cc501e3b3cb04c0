// auth.signIn and auth.signOut (spec 7), password reset and email verification. The flows live in src/server/auth/; database work goes
// through internal mutations there, since actions never touch the database.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { action, FunctionError } from "../../live";
import { finishOAuthSignIn, startGithubSignIn } from "./oauthFlow";
import { signInWithPassword, signUpWithPassword } from "./passwordFlow";
import {
  rejectVerification,
  requestEmailVerification as requestVerification,
  requestPasswordReset as requestReset,
  resetPassword as reset,
  verifyEmail as verify,
} from "./recoveryFlow";
import { refreshTokens } from "./refreshFlow";
import { revokeCallerSession } from "./sessionStore";

// Limits are generous on purpose: the flows check lengths with the spec's messages.
const signInArgs = z.object({
  provider: z.enum(["password", "github"]).optional(),
  params: z
    .object({
      flow: z.enum(["signIn", "signUp"]).optional(),
      email: z.string().max(400).optional(),
      password: z.string().max(400).optional(),
      confirmPassword: z.string().max(400).optional(),
      name: z.string().max(400).optional(),
      redirectTo: z.string().max(1000).optional(),
      code: z.string().max(200).optional(),
    })
    .optional(),
  verifier: z.string().max(200).optional(),
  refreshToken: z.string().max(200).optional(),
});

export type SignInResult = { tokens: { token: string; refreshToken: string } } | { redirect: string; verifier: string };

export const signIn = action({
  args: signInArgs,
  handler: async (ctx, args): Promise<SignInResult> => {
    const params = args.params ?? {};
    if (args.refreshToken !== undefined) return refreshTokens(ctx, args.refreshToken);
    if (params.code !== undefined) return finishOAuthSignIn(ctx, params.code, args.verifier);
    if (args.provider === "github") return startGithubSignIn(ctx, params.redirectTo);
    if (args.provider === "password") return params.flow === "signUp" ? signUpWithPassword(ctx, params) : signInWithPassword(ctx, params);
    throw new FunctionError(MESSAGES.auth.signInArgsMissing);
  },
});

/** Ends the caller's auth session; its refresh token stops working and its sockets go signed-out. */
export const signOut = action({
  args: z.object({}),
  handler: async (ctx) => {
    if (ctx.auth) await ctx.runMutation(revokeCallerSession, {});
    return null;
  },
});

const token = z.string().min(1).max(200);

/** "Forgot password?": mails a reset link if an account has this email; the same answer either way. */
export const requestPasswordReset = action({
  args: z.object({ email: z.string().max(400) }),
  handler: (ctx, { email }) => requestReset(ctx, email),
});

/**
 * Sets a new password from a mailed link (once, within 30 minutes), signs the account out
 * everywhere and removes the GitHub sign-ins nobody proved with the address.
 */
export const resetPassword = action({
  args: z.object({ token, password: z.string().max(400), confirmPassword: z.string().max(400) }),
  handler: (ctx, args) => reset(ctx, args),
});

/** Mails the signed-in user a link that proves their address. */
export const requestEmailVerification = action({
  args: z.object({}),
  handler: (ctx) => requestVerification(ctx),
});

/** "Yes, this is my account": redeems a verification link; works signed in or out (the link may open in another browser). */
export const verifyEmail = action({
  args: z.object({ token }),
  handler: (ctx, args) => verify(ctx, args.token),
});

/** "This wasn't me": the link's unproven account gives up the address; nothing is verified. */
export const rejectEmailVerification = action({
  args: z.object({ token }),
  handler: (ctx, args) => rejectVerification(ctx, args.token),
});
