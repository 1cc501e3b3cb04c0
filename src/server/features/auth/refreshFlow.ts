import { MESSAGES } from "../../../shared/messages";
import { type ActionCtx, FunctionError } from "../../live";
import { issueTokens, type TokensResult } from "./issueTokens";
import { sha256Base64url } from "./secrets";
import { rotateRefreshToken } from "./sessionStore";

export const SESSION_REVOKED_MESSAGE = MESSAGES.auth.sessionRevoked;

export async function refreshTokens(ctx: ActionCtx, refreshToken: string): Promise<TokensResult> {
  const result = await ctx.runMutation(rotateRefreshToken, { tokenHash: sha256Base64url(refreshToken) });
  if (result.status === "revoked") throw new FunctionError(SESSION_REVOKED_MESSAGE);
  if (result.status !== "rotated") throw new FunctionError(MESSAGES.auth.sessionExpired);
  return issueTokens(ctx, result.grant);
}
