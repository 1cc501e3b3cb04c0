// The HTTP part every fake tracker shares: a loopback server that reads each request, records it and
// its answer (who the credentials belong to, never the credentials), lets a test inject the next
// answers (rate limits, outages), and hands the rest to the fake's own routes.
import { type IncomingMessage, type ServerResponse, createServer } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  path: string;
  query: Record<string, string>;
  body: string;
  contentType: string | undefined;
  /** Whom the credentials belong to, or null; the credentials themselves are never recorded. */
  authenticatedAs: string | null;
}

export interface RecordedResponse {
  method: string;
  path: string;
  status: number;
  contentType: string | null;
  headers: Record<string, string>;
  body: string;
  /** Sent because a test asked for it, not by the emulation. */
  injected: boolean;
}

export interface InjectedAnswer {
  status: number;
  body?: string;
  contentType?: string;
  headers?: Record<string, string>;
}

export interface Exchange {
  req: IncomingMessage;
  method: string;
  url: URL;
  path: string;
  body: string;
  /** Answers: an object or array is sent as JSON, a string as it is (set its content-type), undefined as no body. */
  send(status: number, body?: unknown, headers?: Record<string, string>): void;
}

export interface FakeTrackerServer {
  origin: string;
  port: number;
  received: RecordedRequest[];
  sent: RecordedResponse[];
  /** The next request gets this answer instead of the emulation's. */
  inject(answer: InjectedAnswer): void;
  clearRecords(): void;
  close(): Promise<void>;
}

export interface FakeTrackerRoutes {
  /** Whom the request's credentials belong to, or null. */
  authenticate(req: IncomingMessage, url: URL): string | null;
  /** Headers every answer carries (rate-limit figures...), before the route's own. */
  commonHeaders?(path: string): Record<string, string>;
  handle(exchange: Exchange, user: string | null): void | Promise<void>;
}

export async function startFakeTrackerServer(routes: FakeTrackerRoutes): Promise<FakeTrackerServer> {
  const received: RecordedRequest[] = [];
  const sent: RecordedResponse[] = [];
  const injections: InjectedAnswer[] = [];
  let origin = "";

  function respond(req: IncomingMessage, res: ServerResponse, path: string, status: number, body: unknown, headers: Record<string, string>, injected: boolean): void {
    const text = body === undefined ? "" : typeof body === "string" ? body : JSON.stringify(body);
    const all: Record<string, string> = {
      ...routes.commonHeaders?.(path),
      ...(text && typeof body !== "string" ? { "content-type": "application/json; charset=utf-8" } : {}),
      ...headers,
    };
    sent.push({ method: req.method ?? "", path, status, contentType: all["content-type"] ?? null, headers: all, body: text, injected });
    res.writeHead(status, all).end(text);
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks).toString("utf8");
      const url = new URL(req.url ?? "/", origin);
      const path = url.pathname;
      const user = routes.authenticate(req, url);
      received.push({ method: req.method ?? "", path, query: Object.fromEntries(url.searchParams), body, contentType: req.headers["content-type"], authenticatedAs: user });
      const injected = injections.shift();
      if (injected) {
        respond(req, res, path, injected.status, injected.body ?? "", { ...(injected.contentType ? { "content-type": injected.contentType } : {}), ...injected.headers }, true);
        return;
      }
      const exchange: Exchange = { req, method: req.method ?? "GET", url, path, body, send: (status, answer, headers = {}) => respond(req, res, path, status, answer, headers, false) };
      Promise.resolve(routes.handle(exchange, user)).catch((error: unknown) => exchange.send(500, { message: `fake tracker bug: ${String(error)}` }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const port = (server.address() as AddressInfo).port;
  origin = `http://127.0.0.1:${port}`;
  return {
    origin,
    port,
    received,
    sent,
    inject: (answer) => void injections.push(answer),
    clearRecords: () => {
      received.length = 0;
      sent.length = 0;
      injections.length = 0;
    },
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
