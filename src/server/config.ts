// Configuration from the environment, checked once at start-up with a clear message per bad value.
import { randomBytes } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { z } from "zod";
import { type HostPattern, parseTrackerHosts } from "./egress/trackerHosts";

const url = (what: string) =>
  z.string().refine((v) => /^https?:\/\/[^\s]+$/.test(v), `${what} must be an http(s) URL`).transform((v) => v.replace(/\/+$/, ""));

/** `true` believes the left-most X-Forwarded-For, which any client writes itself. */
export const TRUST_PROXY_TRUE_REFUSED =
  "TRUST_PROXY=true is refused: it believes whatever X-Forwarded-For a client sends, so one client could pose as any address and escape every per-address limit. " +
  "Set TRUST_PROXY to the number of proxies in front of the server (1 for a single reverse proxy or load balancer) or to their addresses (e.g. 10.0.0.2,10.0.0.3 or 10.0.0.0/24).";

const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default("0.0.0.0"),
  DATA_DIR: z.string().min(1).default("./data"),
  DATABASE_URL: z
    .string()
    .refine((v) => /^postgres(ql)?:\/\//.test(v), "DATABASE_URL must be a postgres:// URL (leave it unset for the embedded SQLite database)")
    .optional(),
  PUBLIC_URL: url("PUBLIC_URL").optional(),
  APP_SECRET: z.string().min(32, "APP_SECRET must be at least 32 characters").optional(),
  GITHUB_CLIENT_ID: z.string().min(1).optional(),
  GITHUB_CLIENT_SECRET: z.string().min(1).optional(),
  GITHUB_OAUTH_URL: url("GITHUB_OAUTH_URL").default("https://github.com"),
  GITHUB_API_URL: url("GITHUB_API_URL").default("https://api.github.com"),
  LINEAR_API_URL: url("LINEAR_API_URL").default("https://api.linear.app/graphql"),
  GITLAB_URL: url("GITLAB_URL").default("https://gitlab.com"),
  AZURE_DEVOPS_URL: url("AZURE_DEVOPS_URL").default("https://dev.azure.com"),
  JIRA_BASE_URL: z
    .string()
    .refine((v) => v.includes("{domain}") && /^https?:\/\//.test(v), "JIRA_BASE_URL must be an http(s) URL containing {domain}")
    .default("https://{domain}.atlassian.net"),
  OPERATOR_NAME: z.string().default("The operator of this site"),
  OPERATOR_EMAIL: z.string().default("{email}"),
  OPERATOR_ADDRESS: z.string().default(""),
  RATE_LIMITS: z.enum(["on", "off"], { message: "RATE_LIMITS must be on or off" }).default("on"),
  TRUST_PROXY: z
    .string()
    .refine((v) => v !== "true", TRUST_PROXY_TRUE_REFUSED)
    .refine((v) => v === "true" || /^(false|\d{1,2}|[0-9a-fA-F.:/, ]+)$/.test(v), "TRUST_PROXY must be false, a hop count (e.g. 1) or a list of proxy addresses")
    .default("false"),
  SMTP_URL: z
    .string()
    .refine((v) => /^smtps?:\/\/[^\s]+$/.test(v), "SMTP_URL must be an smtp:// or smtps:// URL, e.g. smtps://user:password@smtp.example.com:465")
    .optional(),
  MAIL_FROM: z.string().min(3).max(320).optional(),
  TEMP_ROOM_IDLE_MINUTES: z.coerce.number().positive().default(60),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  DATABASE_WAIT_SECONDS: z.coerce.number().min(0, "DATABASE_WAIT_SECONDS must be 0 or more").max(3600, "DATABASE_WAIT_SECONDS must be at most 3600").default(60),
  PRESENCE_HEARTBEAT_SECONDS: z.coerce.number().int().min(1, "PRESENCE_HEARTBEAT_SECONDS must be 1 or more").max(30, "PRESENCE_HEARTBEAT_SECONDS must be at most 30").default(10),
  METRICS_TOKEN: z.string().min(16, "METRICS_TOKEN must be at least 16 characters").optional(),
  TRACKER_HOSTS: z.string().max(4000, "TRACKER_HOSTS must be at most 4000 characters").default(""),
});

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  database: { engine: "sqlite"; path: string } | { engine: "postgres"; url: string };
  publicUrl: string;
  appSecret: string;
  github: { clientId: string; clientSecret: string; oauthUrl: string; apiUrl: string } | null;
  jiraBaseUrl: string;
  /** GitHub's REST root for tracker connections: api.github.com, GitHub Enterprise's https://host/api/v3, or a test server. */
  githubApiUrl: string;
  /** Linear's GraphQL endpoint (api.linear.app, or a test server). */
  linearApiUrl: string;
  /** The GitLab site a connection uses when it names none: gitlab.com, or a self-managed one listed in TRACKER_HOSTS. */
  gitlabUrl: string;
  /** Where an Azure DevOps organization typed by its name alone lives: dev.azure.com, or an Azure DevOps Server. */
  azureDevOpsUrl: string;
  /**
   * TRACKER_HOSTS: the self-hosted tracker sites (Jira Data Center, GitHub Enterprise...) this server
   * may call, as host or host:port patterns. Empty: only the trackers' own public hosts.
   */
  trackerHosts: readonly HostPattern[];
  /** Outgoing mail (password reset, email verification); null writes the links to the log instead. */
  mail: { smtpUrl: string; from: string } | null;
  operator: { name: string; email: string; address: string };
  tempRoomIdleMs: number;
  /** Sign-in, sign-up and room-code rate limits; "off" only for trusted load tests. */
  rateLimits: boolean;
  /**
   * Which X-Forwarded-For hops to believe for the client's address: none (false), the nearest N
   * proxies, or proxies at these addresses. Never all of them (`true` is refused).
   */
  trustProxy: false | number | string;
  logLevel: z.infer<typeof envSchema>["LOG_LEVEL"];
  /** How long start-up waits for an unreachable database before giving up. */
  databaseWaitMs: number;
  /** How often an instance confirms the presence rows of its sockets; rows it misses 3 beats of expire. */
  presenceHeartbeatMs: number;
  /** Bearer token for GET /metrics; null leaves /metrics unserved. */
  metricsToken: string | null;
}

export class ConfigError extends Error {}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join(".")}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${lines.join("\n")}`);
  }
  const e = parsed.data;
  const dataDir = resolve(e.DATA_DIR);
  if (e.DATABASE_URL && !e.APP_SECRET) {
    throw new ConfigError("Invalid configuration:\n  APP_SECRET: required when DATABASE_URL is set (instances must share one secret)");
  }
  if (Boolean(e.GITHUB_CLIENT_ID) !== Boolean(e.GITHUB_CLIENT_SECRET)) {
    throw new ConfigError("Invalid configuration:\n  GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET must be set together");
  }
  let trackerHosts: readonly HostPattern[];
  try {
    trackerHosts = parseTrackerHosts(e.TRACKER_HOSTS);
  } catch (error) {
    throw new ConfigError(`Invalid configuration:\n  TRACKER_HOSTS: ${(error as Error).message}`);
  }
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir,
    database: e.DATABASE_URL ? { engine: "postgres", url: e.DATABASE_URL } : { engine: "sqlite", path: join(dataDir, "planning-poker.sqlite") },
    publicUrl: e.PUBLIC_URL ?? `http://localhost:${e.PORT}`,
    appSecret: e.APP_SECRET ?? loadOrCreateSecret(dataDir),
    github: e.GITHUB_CLIENT_ID
      ? { clientId: e.GITHUB_CLIENT_ID, clientSecret: e.GITHUB_CLIENT_SECRET!, oauthUrl: e.GITHUB_OAUTH_URL, apiUrl: e.GITHUB_API_URL }
      : null,
    jiraBaseUrl: e.JIRA_BASE_URL,
    githubApiUrl: e.GITHUB_API_URL,
    linearApiUrl: e.LINEAR_API_URL,
    gitlabUrl: e.GITLAB_URL,
    azureDevOpsUrl: e.AZURE_DEVOPS_URL,
    trackerHosts,
    mail: e.SMTP_URL ? { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `Planning Poker <no-reply@${new URL(e.PUBLIC_URL ?? "http://localhost").hostname}>` } : null,
    operator: { name: e.OPERATOR_NAME, email: e.OPERATOR_EMAIL, address: e.OPERATOR_ADDRESS },
    tempRoomIdleMs: e.TEMP_ROOM_IDLE_MINUTES * 60_000,
    rateLimits: e.RATE_LIMITS === "on",
    trustProxy: parseTrustProxy(e.TRUST_PROXY),
    logLevel: e.LOG_LEVEL,
    databaseWaitMs: e.DATABASE_WAIT_SECONDS * 1000,
    presenceHeartbeatMs: e.PRESENCE_HEARTBEAT_SECONDS * 1000,
    metricsToken: e.METRICS_TOKEN ?? null,
  };
}

/** Embedded mode needs no set-up: the secret is generated once and kept beside the database. */
function loadOrCreateSecret(dataDir: string): string {
  const file = join(dataDir, "app-secret");
  if (existsSync(file)) return readFileSync(file, "utf8").trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString("base64url");
  writeFileSync(file, secret + "\n", { mode: 0o600 });
  return secret;
}

function parseTrustProxy(value: string): false | number | string {
  if (value === "false" || value === "0") return false;
  if (/^\d+$/.test(value)) return Number(value);
  return value;
}
