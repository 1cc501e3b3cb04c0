// Serves the built client: hashed assets with a long cache, other files revalidated, and
// index.html (with the route's meta tags) for every other GET outside /api. Text files are sent
// as the Brotli or gzip twin the build wrote (scripts/build/precompress.ts) when the browser
// accepts it; the HTML is compressed per answer by compression.ts.
import { readFile, stat } from "node:fs/promises";
import { join, resolve, sep } from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { routeKindOf } from "../../shared/meta";
import { renderIndexHtml } from "./html";
import { LANGUAGE_VARY, servedLanguage } from "./pageLanguage";
import type { AccountLanguage } from "../../shared/languages";

export interface WebRoutesOptions {
  /** The Vite output directory, e.g. `dist/client`. */
  distDir: string;
  publicUrl: string;
}

/** Where the build puts the files whose names carry their content hash. */
export const HASHED_ASSETS_PATH = "/assets/";
const HASHED_ASSET_CACHE = "public, max-age=31536000, immutable";
/**
 * A script or stylesheet needs only nosniff and the resource policy: the policies that govern a
 * document (CSP, framing, HSTS, referrer...) do nothing on it and cost about 1.2 KB per request,
 * some 28 KB on a cold dashboard visit. The HTML that loads these files carries them all.
 */
const ASSET_HEADERS = {
  contentSecurityPolicy: false,
  crossOriginOpenerPolicy: false,
  originAgentCluster: false,
  referrerPolicy: false,
  strictTransportSecurity: false,
  xDnsPrefetchControl: false,
  xDownloadOptions: false,
  xFrameOptions: false,
  xPermittedCrossDomainPolicies: false,
  xXssProtection: false,
} as const;
const REVALIDATE = "no-cache";
/** Every file and page may come in more than one encoding: shared caches must key on it. */
const VARY = "accept-encoding";

export async function registerWebRoutes(fastify: FastifyInstance, options: WebRoutesOptions): Promise<void> {
  const root = resolve(options.distDir);
  const indexFile = join(root, "index.html");
  let cached: { mtimeMs: number; html: string } | null = null;

  /** index.html, re-read when a new build replaces it (hashed asset names change with each build). */
  const loadTemplate = async (): Promise<string | null> => {
    const info = await stat(indexFile).catch(() => null);
    if (!info) return null;
    if (cached?.mtimeMs !== info.mtimeMs) {
      const html = await readFile(indexFile, "utf8").catch(() => null);
      cached = html === null ? null : { mtimeMs: info.mtimeMs, html };
    }
    return cached?.html ?? null;
  };

  const sendApp = async (reply: FastifyReply, path: string, language: AccountLanguage) => {
    const html = await loadTemplate();
    if (html === null) {
      return reply.code(503).type("text/plain; charset=utf-8").send("The web client is not built yet: run `npm run build`.");
    }
    return reply
      .code(routeKindOf(path) === "notFound" ? 404 : 200)
      .header("cache-control", REVALIDATE)
      // The page's language comes from the cookie or Accept-Language: caches keep one per language.
      .header("vary", `${VARY}, ${LANGUAGE_VARY}`)
      .header("content-language", language)
      .type("text/html; charset=utf-8")
      .send(renderIndexHtml(html, path, options.publicUrl, language));
  };

  /** The file under `root` that a URL path names, or null (outside root, missing, a directory, index.html). */
  const fileFor = async (path: string): Promise<string | null> => {
    const file = resolve(root, `.${path}`);
    if (!file.startsWith(root + sep) || file === indexFile) return null;
    const info = await stat(file).catch(() => null);
    return info?.isFile() ? file.slice(root.length + 1) : null;
  };

  // Encapsulated, so this plugin's reply.sendFile cannot clash with another static registration.
  await fastify.register(async (web) => {
    // cacheControl off here too: when a file has no compressed twin, the plugin's fallback send
    // drops sendFile's options and would write its own "public, max-age=0" over ours.
    await web.register(fastifyStatic, { root, serve: false, preCompressed: true, cacheControl: false });

    const serve = async (request: FastifyRequest, reply: FastifyReply) => {
      const path = decodePath(request.url);
      if (path === null) return reply.code(400).type("text/plain; charset=utf-8").send("Bad request path");
      if (path === "/api" || path.startsWith("/api/")) {
        return reply.code(404).send({ status: "error", errorMessage: `No such endpoint: ${request.method} ${path}`, errorData: null });
      }
      const file = await fileFor(path);
      // A missing script or stylesheet is a plain 404: the app's HTML in its place helps nobody.
      if (file === null && path.startsWith(HASHED_ASSETS_PATH)) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
      if (file === null) return sendApp(reply, path, servedLanguage(request.headers));
      const hashed = file.startsWith(`assets${sep}`);
      reply.header("cache-control", hashed ? HASHED_ASSET_CACHE : REVALIDATE).header("vary", VARY);
      return reply.sendFile(file, { cacheControl: false });
    };
    web.get(`${HASHED_ASSETS_PATH}*`, { helmet: ASSET_HEADERS }, serve);
    web.get("/*", serve);
  });
}

/** The URL's path, percent-decoded; null when it does not decode. */
function decodePath(url: string): string | null {
  const path = url.split(/[?#]/, 1)[0] ?? "/";
  try {
    return decodeURIComponent(path);
  } catch {
    return null;
  }
}
