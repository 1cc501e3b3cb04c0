// What the auth functions need from the server's configuration. Function handlers get no
// config in their context, so the app hands it over once at start-up (registerAuthRoutes does).
// One configuration per process: the last server started wins, which suits tests that run one
// server at a time per worker.
import type { Config } from "../config";
import { createAuthRateLimits, type AuthRateLimits } from "./rateLimit";

export interface AuthEnvironment {
  appSecret: string;
  publicUrl: string;
  github: Config["github"];
  /** Null when switched off (test servers that sign up many users from one address). */
  rateLimits: AuthRateLimits | null;
}

let current: AuthEnvironment | null = null;

export interface AuthOptions {
  /** Default true. */
  rateLimits?: boolean;
}

export function configureAuth(config: Pick<Config, "appSecret" | "publicUrl" | "github">, options: AuthOptions = {}): AuthEnvironment {
  current = {
    appSecret: config.appSecret,
    publicUrl: config.publicUrl,
    github: config.github,
    rateLimits: options.rateLimits === false ? null : createAuthRateLimits(),
  };
  return current;
}

export function authEnvironment(): AuthEnvironment {
  if (!current) throw new Error("Auth is not configured: call registerAuthRoutes (or configureAuth) at start-up.");
  return current;
}
