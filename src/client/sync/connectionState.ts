import type { FatalErrorCode } from "../../shared/protocol";

export interface ConnectionState {
  isConnected: boolean;
  /** Lost after having connected, and trying again. */
  isReconnecting: boolean;
  hasEverConnected: boolean;
  inflightMutations: number;
  inflightActions: number;
  /** Disconnected for longer than LONG_DISCONNECT_REPORT_MS in the current outage. */
  longDisconnect: boolean;
  /** The last FatalError the server sent; cleared by the next successful connection. */
  fatalError: { code: FatalErrorCode; errorMessage: string } | null;
}

/**
 * Hands out the same snapshot object until a field changes, as useSyncExternalStore needs,
 * and tells listeners only about real changes.
 */
export class ConnectionStateCache {
  private snapshot: ConnectionState;
  private readonly listeners = new Set<() => void>();

  constructor(private readonly compute: () => ConnectionState) {
    this.snapshot = compute();
  }

  readonly get = (): ConnectionState => {
    const next = this.compute();
    const keys = Object.keys(next) as (keyof ConnectionState)[];
    if (keys.some((key) => next[key] !== this.snapshot[key])) this.snapshot = next;
    return this.snapshot;
  };

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  /** Call after anything that may have changed the state. */
  refresh(): void {
    const before = this.snapshot;
    if (this.get() === before) return;
    for (const listener of [...this.listeners]) listener();
  }
}
