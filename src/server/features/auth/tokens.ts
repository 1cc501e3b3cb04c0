// Access tokens: HS256 JWTs, 1 hour. Every check also looks the session up (authenticator.ts),
// so sign-out and reuse detection take effect at once and the lifetime only bounds how often
// clients refresh. Refresh tokens: random, stored hashed, 30 days, rotated on every use.
import { hkdfSync } from "node:crypto";
import { jwtVerify, SignJWT } from "jose";

export const ACCESS_TOKEN_TTL_MS = 60 * 60 * 1000;
export const REFRESH_TOKEN_TTL_MS = 30 * 24 * 60 * 60 * 1000;
/** An auth session lives as long as its newest refresh token. */
export const AUTH_SESSION_TTL_MS = REFRESH_TOKEN_TTL_MS;
/**
 * Two tabs sharing stored tokens may refresh with the same token at once. Within this window
 * a second use of a token whose replacement is still unused gets a sibling instead of being
 * taken for theft; any other reuse revokes the session.
 */
export const REFRESH_REUSE_WINDOW_MS = 10_000;

const ISSUER = "planning-poker";
const AUDIENCE = "planning-poker/api";

export interface AccessTokenClaims {
  userId: string;
  sessionId: string;
  /** ms since the epoch */
  expiresAt: number;
}

/**
 * A key of its own for access tokens, so other uses of the app secret never sign one. Derived
 * once per app (ctx.app.auth.accessTokenKey), not per token.
 */
export function deriveAccessTokenKey(appSecret: string): Uint8Array {
  return new Uint8Array(hkdfSync("sha256", appSecret, "", "planning-poker access token v1", 32));
}

export async function signAccessToken(key: Uint8Array, ids: { userId: string; sessionId: string }, now = Date.now()): Promise<string> {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ sid: ids.sessionId })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setSubject(ids.userId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + ACCESS_TOKEN_TTL_MS / 1000)
    .sign(key);
}

/** Null for anything but an untampered, unexpired token of ours. */
export async function verifyAccessToken(key: Uint8Array, token: string, now = Date.now()): Promise<AccessTokenClaims | null> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: ["HS256"],
      issuer: ISSUER,
      audience: AUDIENCE,
      currentDate: new Date(now),
      requiredClaims: ["sub", "exp", "sid"],
    });
    if (typeof payload.sub !== "string" || typeof payload.sid !== "string" || typeof payload.exp !== "number") return null;
    return { userId: payload.sub, sessionId: payload.sid, expiresAt: payload.exp * 1000 };
  } catch {
    return null;
  }
}
