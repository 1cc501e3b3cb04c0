// How a request appears in the log. Fastify logs each request's URL at info; some URLs carry a
// secret in their query (GitHub's callback: a one-time code and the flow's state), so those paths
// are logged without it. Other queries stay, for diagnosis.
import type { SerializerFn } from "pino";

/** Paths whose query is never logged. */
const SECRET_QUERY_PATHS: ReadonlySet<string> = new Set(["/api/auth/callback/github"]);

/** `/api/auth/callback/github?code=…&state=…` becomes `/api/auth/callback/github?[query not logged]`. */
export function loggableUrl(url: string): string {
  const queryAt = url.indexOf("?");
  if (queryAt < 0) return url;
  const path = url.slice(0, queryAt);
  return SECRET_QUERY_PATHS.has(path) ? `${path}?[query not logged]` : url;
}

interface LoggedRequest {
  method?: string;
  url?: string;
  host?: string;
  ip?: string;
  socket?: { remotePort?: number };
}

/** Pino's `req` serializer: Fastify's usual fields, with the URL made loggable. */
export const requestSerializer: SerializerFn = (req: LoggedRequest) => ({
  method: req.method,
  url: loggableUrl(req.url ?? ""),
  host: req.host,
  remoteAddress: req.ip,
  remotePort: req.socket?.remotePort,
});
