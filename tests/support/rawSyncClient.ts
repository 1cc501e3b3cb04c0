// A bare protocol client over `ws` for tests that need to see the exact frames on the wire.
import WebSocket from "ws";
import { applyPatch } from "../../src/shared/jsonPatch";
import { PROTOCOL_VERSION, type ClientMessage, type ServerMessage } from "../../src/shared/protocol";

export class RawSyncClient {
  readonly frames: string[] = [];
  readonly messages: ServerMessage[] = [];
  /** Each query's current value, with patches applied as the real client does. */
  readonly values = new Map<number, unknown>();
  private waiters: { predicate: (m: ServerMessage) => boolean; resolve: (m: ServerMessage) => void; reject: (e: Error) => void }[] = [];
  closed: { code: number; reason: string } | null = null;
  /** Messages before this index were already matched by next(); later ones may still be. */
  private scanFrom = 0;

  private constructor(readonly socket: WebSocket) {
    socket.on("message", (data) => {
      const frame = data.toString();
      this.frames.push(frame);
      const message = JSON.parse(frame) as ServerMessage;
      if (message.type === "Transition") {
        for (const m of message.modifications) {
          if (m.type === "QueryUpdated") this.values.set(m.queryId, m.value);
          else if (m.type === "QueryPatched") this.values.set(m.queryId, applyPatch(this.values.get(m.queryId), m.patch));
          else this.values.delete(m.queryId);
        }
      }
      this.messages.push(message);
      this.waiters = this.waiters.filter((w) => {
        if (!w.predicate(message)) return true;
        this.scanFrom = this.messages.length;
        w.resolve(message);
        return false;
      });
    });
    socket.on("close", (code, reason) => {
      this.closed = { code, reason: reason.toString() };
      for (const w of this.waiters) w.reject(new Error(`socket closed (${code}) while waiting`));
      this.waiters = [];
    });
  }

  static async connect(wsUrl: string, options: { clientId?: string; token?: string | null; protocolVersion?: number; lowestUnanswered?: number } = {}): Promise<RawSyncClient> {
    const socket = new WebSocket(wsUrl);
    // Listening before the socket opens: a refusal can arrive with the handshake itself.
    const client = new RawSyncClient(socket);
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    client.send({
      type: "Connect",
      protocolVersion: options.protocolVersion ?? PROTOCOL_VERSION,
      clientId: options.clientId ?? `raw-${Math.random().toString(36).slice(2, 12)}`,
      connectionCount: 0,
      ...(options.lowestUnanswered !== undefined ? { lowestUnanswered: options.lowestUnanswered } : {}),
    });
    if (options.token !== undefined) client.send({ type: "Authenticate", token: options.token });
    return client;
  }

  /** Waits until a transition leaves the query's value satisfying the predicate. */
  async valueMatching<T>(queryId: number, predicate: (value: T) => boolean, timeoutMs = 5000): Promise<T> {
    if (this.values.has(queryId) && predicate(this.values.get(queryId) as T)) return this.values.get(queryId) as T;
    await this.next((m) => m.type === "Transition" && this.values.has(queryId) && predicate(this.values.get(queryId) as T), timeoutMs);
    return this.values.get(queryId) as T;
  }

  send(message: ClientMessage | Record<string, unknown>): void {
    this.socket.send(JSON.stringify(message));
  }

  /**
   * The first message after the last one matched that satisfies the predicate: already
   * received (several frames can arrive in one tick) or still to come.
   */
  next<T extends ServerMessage>(predicate: (m: ServerMessage) => boolean, timeoutMs = 5000): Promise<T> {
    for (let i = this.scanFrom; i < this.messages.length; i++) {
      if (predicate(this.messages[i]!)) {
        this.scanFrom = i + 1;
        return Promise.resolve(this.messages[i] as T);
      }
    }
    return new Promise<T>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error("timed out waiting for a server message")), timeoutMs);
      this.waiters.push({
        predicate,
        resolve: (m) => {
          clearTimeout(timer);
          resolve(m as T);
        },
        reject: (e) => {
          clearTimeout(timer);
          reject(e);
        },
      });
    });
  }

  close(): Promise<void> {
    if (this.closed) return Promise.resolve();
    return new Promise((resolve) => {
      this.socket.once("close", () => resolve());
      this.socket.close();
    });
  }
}
