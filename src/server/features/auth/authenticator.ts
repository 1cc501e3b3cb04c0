// The runtime's token check: a valid signature of ours, not expired, and a live session (one
// primary-key lookup), so sign-out and refresh-token theft take effect at once.
import type { Kysely } from "kysely";
import { findSessionForToken } from "./data/authSessions";
import { authSessionTopic } from "../topics";
import type { Database } from "../../db/schema";
import type { Authenticator } from "../../live";
import { verifyAccessToken } from "./tokens";

export interface AuthenticatorDeps {
  db: Kysely<Database>;
  accessTokenKey: Uint8Array;
  /** Tests move the clock; ms since the epoch. */
  now?: () => number;
}

export function createAuthenticator(deps: AuthenticatorDeps): Authenticator {
  const now = deps.now ?? Date.now;
  return async (token) => {
    const at = now();
    const claims = await verifyAccessToken(deps.accessTokenKey, token, at);
    if (!claims) return null;
    const session = await findSessionForToken(deps.db, claims.sessionId);
    if (!session || session.revoked_at !== null || session.expires_at <= at || session.user_id !== claims.userId) return null;
    return {
      identity: { userId: claims.userId, authSessionId: claims.sessionId },
      expiresAt: Math.min(claims.expiresAt, session.expires_at),
      revocationTopic: authSessionTopic(claims.sessionId),
    };
  };
}
