// What the auth functions need from the server's configuration, as ctx.app.auth.
import type { Config } from "../../config";
import type { LimitStore } from "../../limits/limitStore";
import { hashPassword, hashPasswordQuickly } from "./passwords";
import { createAuthRateLimits, type AuthRateLimits } from "./rateLimit";
import { deriveAccessTokenKey } from "./tokens";

export interface AuthEnvironment {
  /** Signs and checks access tokens (tokens.ts). */
  accessTokenKey: Uint8Array;
  publicUrl: string;
  github: Config["github"];
  /** Null when switched off (RATE_LIMITS=off); tests may switch them on for a running app. */
  rateLimits: AuthRateLimits | null;
  /** Hashes a new password (argon2id, passwords.ts); one place, so a test can count the work done. */
  hashPassword: (password: string) => Promise<string>;
}

/** Built once per app (appContext.ts); handlers read it as ctx.app.auth. */
/** How new passwords are hashed: production's cost, or (test servers only, see passwords.ts) the smallest. */
export type PasswordHashing = "production" | "quick";

export function createAuthEnvironment(config: Pick<Config, "appSecret" | "publicUrl" | "github" | "rateLimits">, limits: LimitStore, hashing: PasswordHashing = "production"): AuthEnvironment {
  return {
    accessTokenKey: deriveAccessTokenKey(config.appSecret),
    publicUrl: config.publicUrl,
    github: config.github,
    rateLimits: config.rateLimits ? createAuthRateLimits(limits) : null,
    hashPassword: hashing === "quick" ? hashPasswordQuickly : hashPassword,
  };
}
