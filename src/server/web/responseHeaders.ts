// Headers on every answer that helmet does not set: API answers are personal or live, so no
// cache may keep one; and no page of ours needs the browser's powerful features.
import type { FastifyInstance } from "fastify";
import { HASHED_ASSETS_PATH } from "./static";

/** Features the app never uses; the clipboard (Share Room) is left alone. */
const PERMISSIONS_POLICY = [
  "accelerometer=()",
  "browsing-topics=()",
  "camera=()",
  "display-capture=()",
  "geolocation=()",
  "gyroscope=()",
  "hid=()",
  "magnetometer=()",
  "microphone=()",
  "midi=()",
  "payment=()",
  "serial=()",
  "usb=()",
].join(", ");

export function registerResponseHeaders(fastify: FastifyInstance): void {
  fastify.addHook("onSend", async (request, reply, payload) => {
    // A policy for documents: a hashed script or stylesheet has no use for it (see static.ts).
    if (!request.url.startsWith(HASHED_ASSETS_PATH)) reply.header("Permissions-Policy", PERMISSIONS_POLICY);
    // Last word, after the route: no API answer is ever cacheable, whatever a route set.
    if (request.url.startsWith("/api/")) reply.header("Cache-Control", "no-store");
    return payload;
  });
}
