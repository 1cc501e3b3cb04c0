// Where the features plug into the app: the token check, presence, HTTP routes beyond the
// function endpoints, and background jobs. app.ts calls this once the runtime exists.
import type { FastifyInstance } from "fastify";
import type { AppServices } from "../appServices";
import { createAuthenticator } from "./auth/authenticator";
import { scheduleAuthHousekeeping } from "./auth/housekeeping";
import { registerAuthRoutes } from "./auth/routes";
import type { Authenticator, PresenceHooks } from "../live";
import { scheduleTemporaryRoomSweeps } from "./rooms/sweepTemporaryRooms";
import { scheduleAutoReveals } from "./voting/autoReveal";
import { scheduleAsyncDeadlines } from "./async";
import { scheduleAgreedWrites } from "./trackers";
import { createRoomPresenceHooks } from "./presence/roomPresence";
import { registerSiteRoutes } from "../web/siteRoutes";
import { registerWebRoutes } from "../web/static";

export interface AppHooks {
  authenticate?: Authenticator;
  presence?: PresenceHooks;
  registerRoutes(fastify: FastifyInstance, webDir: string | null): Promise<void>;
  /** Puts the features' periodic work on the app's scheduler (services.jobs), which stops it on close. */
  startJobs(): void;
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
      services.jobs.every(config.presenceHeartbeatMs, "presence refresh", presence.refresh, { immediately: true });
      scheduleTemporaryRoomSweeps(services);
      scheduleAutoReveals(services, services.runtime.app.voting.autoReveals);
      scheduleAsyncDeadlines(services, services.runtime.app.async.clock);
      scheduleAgreedWrites(services);
      scheduleAuthHousekeeping(services);
    },
  };
}
