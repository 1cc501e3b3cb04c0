// GET /api/site: what the client needs to know about this installation before anyone signs in:
// the operator named on the legal pages, and whether GitHub sign-in is configured.
import type { FastifyInstance } from "fastify";
import type { Config } from "../config";

export interface SiteInfo {
  operator: { name: string; email: string; address: string };
  github: boolean;
}

export function siteInfoFrom(config: Pick<Config, "operator" | "github">): SiteInfo {
  const { name, email, address } = config.operator;
  return { operator: { name, email, address }, github: config.github !== null };
}

export function registerSiteRoutes(fastify: FastifyInstance, config: Pick<Config, "operator" | "github">): void {
  const info = siteInfoFrom(config);
  fastify.get("/api/site", async () => info);
}
