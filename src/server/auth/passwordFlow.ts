// Email + password sign-up and sign-in, run inside the auth.signIn action: rate limit, check
// the form (spec 5), hash or verify with argon2id outside any transaction, then open a session.
import { MESSAGES } from "../../shared/messages";
import { normaliseEmail } from "../data/users";
import { FunctionError } from "../runtime/errors";
import type { ActionCtx } from "../runtime/functions";
import { authEnvironment } from "./environment";
import { issueTokens, type TokensResult } from "./issueTokens";
import { hashPassword, verifyPassword } from "./passwords";
import { createPasswordAccount, findPasswordAccount } from "./passwordStore";
import { enforceLimit } from "./rateLimit";
import { startSession } from "./sessionStore";

export interface PasswordParams {
  email?: string;
  password?: string;
  name?: string;
  confirmPassword?: string;
}

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const v = MESSAGES.validation;

export async function signUpWithPassword(ctx: ActionCtx, params: PasswordParams): Promise<TokensResult> {
  enforceLimit(authEnvironment().rateLimits?.signUp ?? null, ctx.clientAddress ?? "unknown", ctx.now);
  const name = (params.name ?? "").trim();
  if (name.length < 2) throw new FunctionError(v.nameTooShort);
  if (name.length > 50) throw new FunctionError(v.nameTooLong);
  const email = checkEmail(params.email);
  const password = params.password ?? "";
  if (password.length === 0) throw new FunctionError(v.passwordRequired);
  if (password.length < 6) throw new FunctionError(v.passwordTooShort);
  if (password.length > 200) throw new FunctionError(v.passwordTooLong);
  // The form always sends it; API callers that leave it out have nothing to mistype.
  if (params.confirmPassword !== undefined && params.confirmPassword !== password) throw new FunctionError(v.passwordsDoNotMatch);

  const passwordHash = await hashPassword(password);
  const grant = await ctx.runMutation(createPasswordAccount, { email, name, passwordHash });
  return issueTokens(grant, ctx.now);
}

export async function signInWithPassword(ctx: ActionCtx, params: PasswordParams): Promise<TokensResult> {
  const email = checkEmail(params.email);
  enforceLimit(authEnvironment().rateLimits?.signIn ?? null, `${ctx.clientAddress ?? "unknown"}|${email}`, ctx.now);
  const password = params.password ?? "";
  if (password.length === 0) throw new FunctionError(v.passwordRequired);

  const account = await ctx.runQuery(findPasswordAccount, { email });
  // Must not contain "Invalid password": the client tells the two cases apart by those words.
  if (!account) throw new FunctionError(MESSAGES.auth.serverUnknownAccount);
  if (!account.passwordHash) throw new FunctionError("This account signs in with GitHub. Please use Continue with GitHub.");
  if (!(await verifyPassword(account.passwordHash, password))) throw new FunctionError(MESSAGES.auth.serverInvalidPassword);

  const grant = await ctx.runMutation(startSession, { userId: account.userId });
  return issueTokens(grant, ctx.now);
}

function checkEmail(raw: string | undefined): string {
  const email = normaliseEmail(raw ?? "");
  if (email.length === 0) throw new FunctionError(v.emailRequired);
  if (email.length > 254) throw new FunctionError(v.emailTooLong);
  if (!EMAIL_PATTERN.test(email)) throw new FunctionError(v.emailInvalid);
  return email;
}
