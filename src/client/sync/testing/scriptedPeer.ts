import { WebSocketServer, type WebSocket } from "ws";
import type { ClientMessage, ServerMessage } from "../../../shared/protocol";

/** One socket as the scripted peer sees it. */
export interface PeerSocket {
  received: ClientMessage[];
  send(message: ServerMessage): void;
  /** Cut without a close handshake, as a network failure would. */
  terminate(): void;
  /** The next client message of this type (already received or still to come). */
  next<T extends ClientMessage["type"]>(type: T): Promise<Extract<ClientMessage, { type: T }>>;
}

/**
 * A WebSocket peer on 127.0.0.1 that the test scripts message by message. It is not the
 * server: it exists to check the client's side of the protocol over a real socket.
 */
export async function startScriptedPeer(): Promise<{ url: string; nextSocket(): Promise<PeerSocket>; close(): Promise<void> }> {
  const server = new WebSocketServer({ host: "127.0.0.1", port: 0 });
  await new Promise<void>((resolve) => server.once("listening", () => resolve()));
  const sockets: PeerSocket[] = [];
  const socketWaiters: ((socket: PeerSocket) => void)[] = [];
  let handed = 0;

  server.on("connection", (ws: WebSocket) => {
    const received: ClientMessage[] = [];
    const waiters: (() => void)[] = [];
    let scanned = new Map<string, number>();
    ws.on("message", (data) => {
      received.push(JSON.parse(data.toString()) as ClientMessage);
      for (const wake of waiters.splice(0)) wake();
    });
    const socket: PeerSocket = {
      received,
      send: (message) => ws.send(JSON.stringify(message)),
      terminate: () => ws.terminate(),
      async next(type) {
        for (;;) {
          const from = scanned.get(type) ?? 0;
          const index = received.findIndex((message, i) => i >= from && message.type === type);
          if (index >= 0) {
            scanned = new Map(scanned).set(type, index + 1);
            return received[index] as never;
          }
          await new Promise<void>((resolve) => waiters.push(resolve));
        }
      },
    };
    sockets.push(socket);
    socketWaiters.shift()?.(socket);
  });

  const address = server.address();
  if (typeof address !== "object" || !address) throw new Error("peer did not bind");
  return {
    url: `ws://127.0.0.1:${address.port}/api/sync`,
    nextSocket() {
      const ready = sockets[handed];
      if (ready) {
        handed++;
        return Promise.resolve(ready);
      }
      return new Promise((resolve) =>
        socketWaiters.push((socket) => {
          handed++;
          resolve(socket);
        }),
      );
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const client of server.clients) client.terminate();
        server.close(() => resolve());
      }),
  };
}
