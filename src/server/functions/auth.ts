// auth.signIn and auth.signOut (spec 7). The flows live in src/server/auth/; database work goes
// through internal mutations there, since actions never touch the database.
import { z } from "zod";
import { FunctionError } from "../runtime/errors";
import { action } from "../runtime/functions";
import { finishOAuthSignIn, startGithubSignIn } from "../auth/oauthFlow";
import { signInWithPassword, signUpWithPassword } from "../auth/passwordFlow";
import { refreshTokens } from "../auth/refreshFlow";
import { revokeCallerSession } from "../auth/sessionStore";

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
    throw new FunctionError('Choose how to sign in: provider "password" or "github", a code with its verifier, or a refresh token.');
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
