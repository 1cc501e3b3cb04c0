import type { ClientMessage, ServerMessage } from "../../../shared/protocol";
import type { WebSocketConstructor, WebSocketLike } from "../socketManager";

/** An in-memory socket the test plays the server for: open it, feed it frames, close it. */
export class FakeSocket implements WebSocketLike {
  readyState = 0;
  readonly sent: ClientMessage[] = [];
  closedByClient = false;
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: unknown }) => void) | null = null;
  onclose: ((event: unknown) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: string): void {
    if (this.readyState !== 1) throw new Error("send on a socket that is not open");
    this.sent.push(JSON.parse(data) as ClientMessage);
  }

  close(): void {
    this.closedByClient = true;
    this.readyState = 3;
  }

  // -- the server's side --
  open(): void {
    this.readyState = 1;
    this.onopen?.({});
  }

  receive(message: ServerMessage | string): void {
    this.onmessage?.({ data: typeof message === "string" ? message : JSON.stringify(message) });
  }

  drop(): void {
    this.readyState = 3;
    this.onclose?.({});
  }

  fail(): void {
    this.onerror?.({});
  }

  sentOfType<T extends ClientMessage["type"]>(type: T): Extract<ClientMessage, { type: T }>[] {
    return this.sent.filter((message): message is Extract<ClientMessage, { type: T }> => message.type === type);
  }
}

/** A WebSocket constructor that records every socket it makes. */
export function fakeWebSocketFactory(): { WebSocket: WebSocketConstructor; sockets: FakeSocket[]; last(): FakeSocket } {
  const sockets: FakeSocket[] = [];
  class Constructor extends FakeSocket {
    constructor(url: string) {
      super(url);
      sockets.push(this);
    }
  }
  return {
    WebSocket: Constructor,
    sockets,
    last() {
      const socket = sockets[sockets.length - 1];
      if (!socket) throw new Error("no socket was created");
      return socket;
    },
  };
}
