// GET /api/sync upgrades to the sync WebSocket. Keeps the live sessions, pings them so
// clients can tell a dead socket from a quiet one, and closes them politely on shutdown.
import websocket from "@fastify/websocket";
import type { FastifyInstance } from "fastify";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Socket } from "node:net";
import type { WebSocket } from "ws";
import { MAX_OUTBOUND_BUFFER_BYTES, MAX_OUTBOUND_FRAME_BYTES, MAX_WS_FRAME_BYTES, SERVER_PING_INTERVAL_MS } from "../../shared/constants";
import { MESSAGES } from "../../shared/messages";
import type { Runtime } from "./runtime";
import { CLOSE_FATAL, SyncSession } from "./syncSession";
import { type ConnectionLimits, type OutputLimits, writeTextFrames } from "./transport";

export interface SyncEndpoint {
  sessionCount(): number;
  /** Cuts every socket without a goodbye, as a network failure would (tests, operations). */
  dropAll(): void;
  /** Stops accepting, waits (bounded) for in-flight work, then closes every socket with "restarting". */
  shutdown(timeoutMs: number): Promise<void>;
}

const PING_SLICE_MS = 1_000;
const OUTPUT_LIMITS: OutputLimits = Object.freeze({ maxFrameBytes: MAX_OUTBOUND_FRAME_BYTES, maxBufferedBytes: MAX_OUTBOUND_BUFFER_BYTES });

interface Live {
  socket: WebSocket;
  answeredPing: boolean;
}

/** `limits` caps open sockets per address and per account; null (RATE_LIMITS=off) lifts the caps. */
export async function registerSyncEndpoint(app: FastifyInstance, runtime: Runtime, limits: ConnectionLimits | null = null): Promise<SyncEndpoint> {
  const sessions = new Map<SyncSession, Live>();
  let accepting = true;

  await app.register(websocket, { options: { maxPayload: MAX_WS_FRAME_BYTES, perMessageDeflate: false } });

  app.get("/api/sync", { websocket: true }, (socket, request) => {
    if (!accepting) return socket.close(1012, "Server restarting; reconnect");
    const address = request.ip;
    if (limits && !limits.perAddress.claim(address)) {
      socket.send(JSON.stringify({ type: "FatalError", code: "TooManyConnections", errorMessage: MESSAGES.limits.tooManyConnectionsFromAddress, errorCode: "limits.tooManyConnectionsFromAddress" }));
      return socket.close(CLOSE_FATAL, "TooManyConnections");
    }
    const tcp = request.raw.socket;
    const session = new SyncSession(
      runtime,
      {
        send: (...messages) => {
          if (socket.readyState !== socket.OPEN) return;
          const outcome = writeTextFrames(tcp, messages, OUTPUT_LIMITS, runtime.output);
          // Bounded output (issue 30): nothing more is queued for a socket that cannot take it;
          // the close frame goes after what it has not read yet, saying why.
          if (outcome === "written") return;
          socket.close(CLOSE_FATAL, outcome === "frame" ? "FrameTooLarge" : MESSAGES.limits.slowReader);
          // Its live queries go now, not once the peer reads the close frame (or ws gives up on it).
          queueMicrotask(() => session.dispose());
        },
        close: (code, reason) => socket.close(code, reason),
        pause: () => socket.pause(),
        resume: () => socket.resume(),
      },
      address,
      limits,
    );
    releaseUpgradeRequest(socket, request.raw);
    const live: Live = { socket, answeredPing: true };
    sessions.set(session, live);
    socket.on("pong", () => (live.answeredPing = true));
    socket.on("message", (data, isBinary) => session.receive(isBinary ? "" : data.toString()));
    socket.on("close", () => {
      sessions.delete(session);
      session.dispose();
      limits?.perAddress.release(address);
    });
    socket.on("error", () => socket.terminate());
  });

  // Each socket is looked at once per SERVER_PING_INTERVAL_MS, a slice of them every second so
  // thousands of sockets never get their pings in one burst. A socket we sent nothing to lately
  // gets an application-level Ping (browsers hide protocol pings from scripts); one that sent us
  // nothing lately gets a protocol ping, whose missing pong shows a peer vanished without closing.
  const slices = Math.max(1, Math.round(SERVER_PING_INTERVAL_MS / PING_SLICE_MS));
  let slice = 0;
  const timer = setInterval(() => {
    const now = Date.now();
    let index = 0;
    for (const [session, live] of sessions) {
      if (index++ % slices !== slice) continue;
      if (!live.answeredPing) {
        live.socket.terminate();
        continue;
      }
      if (now - session.lastReceivedAt >= SERVER_PING_INTERVAL_MS) {
        live.answeredPing = false;
        live.socket.ping();
      }
      if (now - session.lastSentAt >= SERVER_PING_INTERVAL_MS - PING_SLICE_MS) session.ping();
    }
    slice = (slice + 1) % slices;
  }, PING_SLICE_MS);
  timer.unref();

  return {
    sessionCount: () => sessions.size,
    dropAll() {
      for (const live of sessions.values()) live.socket.terminate();
    },
    async shutdown(timeoutMs) {
      accepting = false;
      clearInterval(timer);
      const deadline = Date.now() + timeoutMs;
      while (Date.now() < deadline && [...sessions.keys()].some((s) => s.inFlight() > 0)) {
        await new Promise((r) => setTimeout(r, 20));
      }
      for (const session of sessions.keys()) session.shutdown();
      sessions.clear();
    },
  };
}

/**
 * @fastify/websocket keeps the upgrade's request and reply reachable through the reply's error
 * listener for the socket's life (about 3 KB per idle connection); our own listener, added next,
 * terminates the socket instead.
 */
function releaseUpgradeRequest(socket: WebSocket, raw: IncomingMessage): void {
  const tcp = raw.socket as Socket & { _httpMessage?: ServerResponse | null };
  tcp._httpMessage?.detachSocket(tcp);
  socket.removeAllListeners("error");
}
