import {
  LONG_DISCONNECT_REPORT_MS,
  RECONNECT_BACKOFF_INITIAL_MS,
  RECONNECT_BACKOFF_MAX_MS,
  SERVER_INACTIVITY_THRESHOLD_MS,
  SERVER_PING_INTERVAL_MS,
} from "../../shared/constants";
import type { ClientMessage, FatalErrorMessage, ServerMessage } from "../../shared/protocol";
import { Timer, type Clock } from "./clock";

/** The part of a WebSocket we use: the browser's and the `ws` package's both fit. */
export interface WebSocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  // `any` because browsers and `ws` type their event objects differently; we only read `data`.
  onopen: ((event: any) => void) | null;
  onmessage: ((event: any) => void) | null;
  onclose: ((event: any) => void) | null;
  onerror: ((event: any) => void) | null;
}
export type WebSocketConstructor = new (url: string) => WebSocketLike;

const OPEN = 1;
/** A socket that stayed up this long counts as a success: the next outage starts backoff afresh. */
export const STABLE_CONNECTION_MS = SERVER_PING_INTERVAL_MS;

/**
 * Delay before reconnect attempt `attempt` (0-based): 1 s doubling to the 16 s cap, with ±50 %
 * jitter so a server restart is not met by every tab at once. Never above the cap.
 */
export function backoffDelayMs(attempt: number, random: () => number): number {
  const base = Math.min(RECONNECT_BACKOFF_INITIAL_MS * 2 ** Math.min(attempt, 30), RECONNECT_BACKOFF_MAX_MS);
  return Math.min(RECONNECT_BACKOFF_MAX_MS, Math.round(base * (0.5 + random())));
}

/**
 * The socket URL: `/api/sync` on the page's own origin by default, ws: or wss: to match the
 * page's http: or https:. Accepts http(s) URLs and paths too.
 */
export function resolveSyncUrl(url = "/api/sync"): string {
  const location = (globalThis as { location?: { href: string } }).location;
  if (!/^[a-z]+:/i.test(url) && !location) throw new Error("No page location: pass an absolute sync URL (ws://host/api/sync).");
  const resolved = new URL(url, location?.href);
  if (resolved.protocol === "http:") resolved.protocol = "ws:";
  if (resolved.protocol === "https:") resolved.protocol = "wss:";
  return resolved.toString();
}

export interface SocketManagerOptions {
  url: string;
  WebSocket: WebSocketConstructor;
  clock: Clock;
  random: () => number;
  /** The socket is open: send the handshake. */
  onOpen: () => void;
  onMessage: (message: ServerMessage) => void;
  /** The open socket is gone; a reconnect is scheduled unless the manager was stopped. */
  onLost: () => void;
  /** The server said FatalError; `willReconnect` is false only for ClientTooOld. */
  onFatalError: (message: FatalErrorMessage, willReconnect: boolean) => void;
  /** Disconnected for LONG_DISCONNECT_REPORT_MS: called once per outage. */
  onLongDisconnect: (durationMs: number) => void;
  onStateChange: () => void;
}

type Phase = "idle" | "connecting" | "open" | "waiting" | "stopped";

/** One WebSocket at a time: connects, notices death, reconnects with backoff, reports outages. */
export class SocketManager {
  private socket: WebSocketLike | null = null;
  private phase: Phase = "idle";
  private attempt = 0;
  private openedAt = 0;
  private outageStartedAt: number | null = null;
  private outageReported = false;
  private everConnected = false;
  private readonly reconnectTimer: Timer;
  private readonly inactivityTimer: Timer;
  private readonly longDisconnectTimer: Timer;

  constructor(private readonly options: SocketManagerOptions) {
    this.reconnectTimer = new Timer(options.clock);
    this.inactivityTimer = new Timer(options.clock);
    this.longDisconnectTimer = new Timer(options.clock);
  }

  start(): void {
    if (this.phase !== "idle") return;
    this.beginOutage();
    this.connect();
  }

  /** Sends when open; otherwise returns false and the caller keeps the message as state. */
  send(message: ClientMessage): boolean {
    if (this.phase !== "open" || !this.socket || this.socket.readyState !== OPEN) return false;
    this.socket.send(JSON.stringify(message));
    return true;
  }

  /** Drop this socket and reconnect with backoff (protocol errors, dead sockets). */
  restart(): void {
    if (this.socket) this.lose(this.socket);
  }

  /** Stop for good: no reconnects, no reports. */
  stop(): void {
    if (this.phase === "stopped") return;
    const wasOpen = this.phase === "open";
    this.phase = "stopped";
    this.reconnectTimer.stop();
    this.inactivityTimer.stop();
    this.longDisconnectTimer.stop();
    this.discardSocket();
    if (wasOpen) this.options.onLost();
    this.options.onStateChange();
  }

  get isOpen(): boolean {
    return this.phase === "open";
  }
  get isStopped(): boolean {
    return this.phase === "stopped";
  }
  get hasEverConnected(): boolean {
    return this.everConnected;
  }
  get isLongDisconnect(): boolean {
    return this.outageReported && this.phase !== "open";
  }

  private connect(): void {
    this.phase = "connecting";
    const socket = new this.options.WebSocket(this.options.url);
    this.socket = socket;
    // A connect that hangs is as dead as a silent open socket.
    this.armInactivity(socket);
    socket.onopen = () => this.handleOpen(socket);
    socket.onmessage = (event: { data: unknown }) => this.handleMessage(socket, event.data);
    socket.onclose = () => this.lose(socket);
    socket.onerror = () => this.lose(socket);
    this.options.onStateChange();
  }

  private handleOpen(socket: WebSocketLike): void {
    if (socket !== this.socket) return;
    this.phase = "open";
    this.openedAt = this.options.clock.now();
    this.everConnected = true;
    this.outageStartedAt = null;
    this.outageReported = false;
    this.longDisconnectTimer.stop();
    this.armInactivity(socket);
    this.options.onOpen();
    this.options.onStateChange();
  }

  private handleMessage(socket: WebSocketLike, data: unknown): void {
    if (socket !== this.socket) return;
    this.armInactivity(socket);
    let message: ServerMessage;
    try {
      message = JSON.parse(typeof data === "string" ? data : String(data)) as ServerMessage;
    } catch {
      this.lose(socket);
      return;
    }
    if (message.type === "FatalError") {
      const willReconnect = message.code !== "ClientTooOld";
      this.options.onFatalError(message, willReconnect);
      if (willReconnect) this.lose(socket);
      else this.stop();
      return;
    }
    this.options.onMessage(message);
  }

  private armInactivity(socket: WebSocketLike): void {
    this.inactivityTimer.start(SERVER_INACTIVITY_THRESHOLD_MS, () => this.lose(socket));
  }

  /** The socket is dead (closed, errored, silent or misbehaving): forget it and plan the next one. */
  private lose(socket: WebSocketLike): void {
    if (socket !== this.socket || this.phase === "stopped") return;
    const wasOpen = this.phase === "open";
    this.inactivityTimer.stop();
    // Don't wait for a close handshake: a dead network may never deliver it.
    this.discardSocket();
    if (wasOpen && this.options.clock.now() - this.openedAt >= STABLE_CONNECTION_MS) this.attempt = 0;
    this.phase = "waiting";
    if (wasOpen) {
      this.beginOutage();
      this.options.onLost();
    }
    this.reconnectTimer.start(backoffDelayMs(this.attempt++, this.options.random), () => this.connect());
    this.options.onStateChange();
  }

  private discardSocket(): void {
    const socket = this.socket;
    this.socket = null;
    if (!socket) return;
    socket.onopen = socket.onmessage = socket.onclose = null;
    // Keep swallowing errors: closing a still-connecting `ws` socket emits one.
    socket.onerror = () => {};
    try {
      socket.close();
    } catch {
      // Already closed.
    }
  }

  private beginOutage(): void {
    this.outageStartedAt = this.options.clock.now();
    this.outageReported = false;
    this.longDisconnectTimer.start(LONG_DISCONNECT_REPORT_MS, () => {
      if (this.outageStartedAt === null || this.outageReported) return;
      this.outageReported = true;
      this.options.onLongDisconnect(this.options.clock.now() - this.outageStartedAt);
      this.options.onStateChange();
    });
  }
}
