import type { ActionCtx } from "../../live";
import type { SessionGrant } from "./sessionStore";
import { signAccessToken } from "./tokens";

export interface TokensResult {
  tokens: { token: string; refreshToken: string };
}

export async function issueTokens(ctx: Pick<ActionCtx, "app" | "now">, grant: SessionGrant): Promise<TokensResult> {
  const token = await signAccessToken(ctx.app.auth.accessTokenKey, grant, ctx.now);
  return { tokens: { token, refreshToken: grant.refreshToken } };
}
