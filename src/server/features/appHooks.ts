// Where the features plug into the app: the token check, presence, HTTP routes beyond the
// function endpoints, and background jobs. app.ts calls this once the runtime exists.
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../appServices";
import { createAuthenticator } from "./auth/authenticator";
import { startAuthHousekeeping } from "./auth/housekeeping";
import { registerAuthRoutes } from "./auth/routes";
import type { Authenticator } from "../live/functions";
import { startTemporaryRoomSweeper } from "./rooms/sweepTemporaryRooms";
import { startAutoRevealer } from "./voting/autoReveal";
import { createRoomPresenceHooks } from "./presence/roomPresence";
import type { PresenceHooks } from "../live/presence";
import { registerSiteRoutes } from "../web/siteRoutes";
import { registerWebRoutes } from "../web/static";

export interface AppHooks {
  authenticate?: Authenticator;
  presence?: PresenceHooks;
  registerRoutes(fastify: FastifyInstance, webDir: string | null): Promise<void>;
  /** Starts periodic work; returns how to stop it. */
  startJobs(): () => Promise<void>;
}

export function createAppHooks(services: AppServices): AppHooks {
  const { config } = services;
  const presence = createRoomPresenceHooks(services, config.presenceHeartbeatMs);
  return {
    authenticate: createAuthenticator({ db: services.database.db, accessTokenKey: services.runtime.app.auth.accessTokenKey }),
    presence,
    async registerRoutes(fastify, webDir) {
      registerAuthRoutes(fastify, services);
      registerSiteRoutes(fastify, config);
      if (webDir) await registerWebRoutes(fastify, { distDir: webDir, publicUrl: config.publicUrl });
    },
    startJobs: () => {
      const stops = [
        presence.startRefreshing(),
        startTemporaryRoomSweeper(services),
        startAutoRevealer(services, services.runtime.app.voting.autoReveals),
        startAuthHousekeeping(services.database.db, (error) => console.error("auth housekeeping failed", error)),
      ];
      return async () => void (await Promise.all(stops.map((stop) => stop())));
    },
  };
}
