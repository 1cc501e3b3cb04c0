import { authEnvironment } from "./environment";
import type { SessionGrant } from "./sessionStore";
import { signAccessToken } from "./tokens";

export interface TokensResult {
  tokens: { token: string; refreshToken: string };
}

export async function issueTokens(grant: SessionGrant, now: number): Promise<TokensResult> {
  const token = await signAccessToken(authEnvironment().appSecret, grant, now);
  return { tokens: { token, refreshToken: grant.refreshToken } };
}
