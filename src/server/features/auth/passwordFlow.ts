// Email + password sign-up and sign-in, run inside the auth.signIn action: rate limit, check
// the form (spec 5), hash or verify with argon2id outside any transaction, then open a session.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { signInSchema, signUpSchema } from "../../../shared/validation";
import { type ActionCtx, FunctionError } from "../../live";
import { issueTokens, type TokensResult } from "./issueTokens";
import { DUMMY_PASSWORD_HASH, verifyPassword } from "./passwords";
import { createPasswordAccount, findPasswordAccount } from "./passwordStore";
import { enforceLimit } from "../../limits/rateLimiter";
import { startSession } from "./sessionStore";
import { beforeSignIn, signInFailed, signInSucceeded } from "./signInLimits";

export interface PasswordParams {
  email?: string;
  password?: string;
  name?: string;
  confirmPassword?: string;
}

export async function signUpWithPassword(ctx: ActionCtx, params: PasswordParams): Promise<TokensResult> {
  // Counted before the form is checked, so probing with bad forms is limited too.
  await enforceLimit(ctx.app.auth.rateLimits?.signUp ?? null, ctx.clientAddress ?? "unknown", ctx.now);
  const form = parseForm(signUpSchema, {
    name: params.name ?? "",
    email: params.email ?? "",
    password: params.password ?? "",
    confirmPassword: params.confirmPassword ?? "",
  });
  const passwordHash = await ctx.app.auth.hashPassword(form.password);
  const grant = await ctx.runMutation(createPasswordAccount, { email: form.email, name: form.name, passwordHash });
  return issueTokens(ctx, grant);
}

export async function signInWithPassword(ctx: ActionCtx, params: PasswordParams): Promise<TokensResult> {
  const { email, password } = parseForm(signInSchema, { email: params.email ?? "", password: params.password ?? "" });
  await beforeSignIn(ctx, email);

  const account = await ctx.runQuery(findPasswordAccount, { email });
  // The same argon2 work whether or not the account (or its password) exists: timing tells nothing.
  const valid = (await verifyPassword(account?.passwordHash ?? DUMMY_PASSWORD_HASH, password)) && Boolean(account?.passwordHash);
  if (!valid) await signInFailed(ctx, email);
  // Must not contain "Invalid password": the client tells the two cases apart by those words.
  if (!account) throw new FunctionError(MESSAGES.auth.serverUnknownAccount);
  if (!account.passwordHash) throw new FunctionError(MESSAGES.auth.serverGithubOnly);
  if (!valid) throw new FunctionError(MESSAGES.auth.serverInvalidPassword);
  await signInSucceeded(ctx, email);

  const grant = await ctx.runMutation(startSession, { userId: account.userId });
  return issueTokens(ctx, grant);
}

/** The shared form rules (spec 5), with the first problem as the error sentence. */
export function parseForm<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  // Any zod schema: the shared ones are zod/mini (src/shared/validation.ts).
  const result = z.safeParse(schema, value);
  if (!result.success) throw new FunctionError(result.error.issues[0]?.message ?? MESSAGES.generic.unexpected);
  return result.data;
}
