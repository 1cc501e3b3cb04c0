// A socket's message rate: over the rate, the socket is not read until its window ends, rather
// than refused (a tab re-sending hundreds of offline mutations would be refused again after every
// reconnect). TCP holds the rest back meanwhile.
import { MAX_WS_MESSAGES_PER_SECOND } from "../../shared/constants";

const WINDOW_MS = 5_000;

export interface Pausable {
  pause(): void;
  resume(): void;
}

export class MessagePacing {
  private windowStart = Date.now();
  private count = 0;
  private pausedUntil: NodeJS.Timeout | null = null;

  constructor(
    private readonly socket: Pausable,
    /** Told each time a socket is paused (metrics). */
    private readonly onPaused: () => void,
  ) {}

  /** Counts one message; past the rate, stops reading the socket until the window ends. */
  admit(): void {
    const now = Date.now();
    if (now - this.windowStart >= WINDOW_MS) {
      this.windowStart = now;
      this.count = 0;
    }
    if (++this.count <= MAX_WS_MESSAGES_PER_SECOND * (WINDOW_MS / 1000) || this.pausedUntil) return;
    this.onPaused();
    this.socket.pause();
    this.pausedUntil = setTimeout(() => {
      this.pausedUntil = null;
      this.socket.resume();
    }, Math.max(0, this.windowStart + WINDOW_MS - now));
  }

  /** The socket is gone: a paused one would never read the peer's close frame. */
  stop(): void {
    if (!this.pausedUntil) return;
    clearTimeout(this.pausedUntil);
    this.pausedUntil = null;
    this.socket.resume();
  }
}
