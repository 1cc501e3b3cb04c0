// The sync client, loaded when first needed: a signed-out visitor reading the landing page
// downloads neither the client nor opens a socket. Signing in, a stored session or a page that
// reads live data loads it (once); until then hooks that need it suspend.
import type { AuthTarget } from "./authTarget";
import type { SyncClient } from "./client";

export class SyncClientLoader implements AuthTarget {
  private client: SyncClient | null = null;
  private loading: Promise<SyncClient> | null = null;
  private readonly listeners = new Set<() => void>();
  /** Auth calls made before the client arrived, applied in order once it has. */
  private authQueue: Promise<unknown> = Promise.resolve();
  private queued = 0;

  constructor(private readonly create: () => Promise<SyncClient>) {}

  /** A loader around a client that already exists (tests, tools). */
  static of(client: SyncClient): SyncClientLoader {
    const loader = new SyncClientLoader(async () => client);
    loader.client = client;
    loader.loading = Promise.resolve(client);
    return loader;
  }

  /** The client if it has been loaded, else null. */
  readonly current = (): SyncClient | null => this.client;

  /** Loads the client (once); the same promise every time. */
  load(): Promise<SyncClient> {
    this.loading ??= this.create().then(
      (client) => {
        this.client = client;
        for (const listener of this.listeners) listener();
        return client;
      },
      (error: unknown) => {
        // A failed download (offline) may be retried by the next caller.
        this.loading = null;
        throw error;
      },
    );
    return this.loading;
  }

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  setAuth(...args: Parameters<AuthTarget["setAuth"]>): void {
    if (this.client && this.queued === 0) return this.client.setAuth(...args);
    this.enqueue((client) => client.setAuth(...args));
  }

  clearAuth(): void {
    if (this.client && this.queued === 0) return this.client.clearAuth();
    // Nothing was ever handed over: there is nothing to clear.
    if (!this.loading) return;
    this.enqueue((client) => client.clearAuth());
  }

  private enqueue(apply: (client: SyncClient) => void): void {
    this.queued++;
    this.authQueue = this.authQueue
      .then(() => this.load())
      .then(apply)
      .catch((error: unknown) => console.error("The sync client could not be loaded", error))
      .finally(() => this.queued--);
  }
}
