// What the auth functions need from the server's configuration, as ctx.app.auth.
import type { Config } from "../../config";
import type { LimitStore } from "../../limits/limitStore";
import { createAuthRateLimits, type AuthRateLimits } from "./rateLimit";
import { deriveAccessTokenKey } from "./tokens";

export interface AuthEnvironment {
  /** Signs and checks access tokens (tokens.ts). */
  accessTokenKey: Uint8Array;
  publicUrl: string;
  github: Config["github"];
  /** Null when switched off (RATE_LIMITS=off); tests may switch them on for a running app. */
  rateLimits: AuthRateLimits | null;
}

/** Built once per app (appContext.ts); handlers read it as ctx.app.auth. */
export function createAuthEnvironment(config: Pick<Config, "appSecret" | "publicUrl" | "github" | "rateLimits">, limits: LimitStore): AuthEnvironment {
  return {
    accessTokenKey: deriveAccessTokenKey(config.appSecret),
    publicUrl: config.publicUrl,
    github: config.github,
    rateLimits: config.rateLimits ? createAuthRateLimits(limits) : null,
  };
}
