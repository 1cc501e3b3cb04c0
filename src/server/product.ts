// Where the product plugs into the runtime: the token check, presence, HTTP routes beyond the
// function endpoints, and background jobs. app.ts calls this once the runtime exists.
import type { FastifyInstance } from "fastify";
import type { AppServices } from "./app";
import type { Authenticator } from "./runtime/functions";
import type { PresenceHooks } from "./runtime/presence";
import { registerSiteRoutes } from "./web/siteRoutes";
import { registerWebRoutes } from "./web/static";

export interface ProductWiring {
  authenticate?: Authenticator;
  presence?: PresenceHooks;
  registerRoutes(fastify: FastifyInstance, webDir: string | null): Promise<void>;
  /** Starts periodic work; returns how to stop it. */
  startJobs(): () => Promise<void>;
}

export function wireProduct(services: AppServices): ProductWiring {
  const { config } = services;
  return {
    async registerRoutes(fastify, webDir) {
      registerSiteRoutes(fastify, config);
      if (webDir) await registerWebRoutes(fastify, { distDir: webDir, publicUrl: config.publicUrl });
    },
    startJobs: () => async () => {},
  };
}
