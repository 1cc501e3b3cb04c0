// What connections.* needs, as ctx.app.connections: the installed trackers' connectors (from the
// plugin list, by plugin name), the box that seals tokens, the per-person limit on token tests.
import type { Config } from "../../config";
import { type SecretBox, createSecretBox } from "../../crypto/secretBox";
import type { LimitStore } from "../../limits/limitStore";
import { RateLimiter } from "../../limits/rateLimiter";
import type { TrackerConnector } from "./trackers";

export interface ConnectionsEnvironment {
  trackers: ReadonlyMap<string, TrackerConnector>;
  /** Seals and opens tokens; the context is "<connection id>:<user id>". */
  tokens: SecretBox;
  /** connections.connect and connections.test, per person: each is a request or two to a tracker. Null when RATE_LIMITS=off. */
  testLimit: RateLimiter | null;
  config: Config;
}

export function createConnectionsEnvironment(config: Config, limits: LimitStore, trackers: ReadonlyMap<string, TrackerConnector>): ConnectionsEnvironment {
  return {
    trackers,
    tokens: createSecretBox(config.appSecret, "tracker-connection-token"),
    testLimit: config.rateLimits ? new RateLimiter(limits, "trackerConnectionTest", 10, 60_000) : null,
    config,
  };
}

/** The context a connection's token is sealed for: a sealed token copied to another row or person does not open. */
export function tokenContext(connectionId: string, userId: string): string {
  return `${connectionId}:${userId}`;
}
