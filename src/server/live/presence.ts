// Who is here right now. A live subscription to a query with a presenceKey holds that key
// online; a key goes offline only after a grace period without any holder, so a network
// blip (close, reconnect, resubscribe) does not flip anyone offline.

export interface PresenceHooks {
  onPresenceChange(key: string, online: boolean): void | Promise<void>;
  /**
   * A graceful stop hands the keys this instance held over to the grace period (their holders
   * reconnect to another instance meanwhile). Without it, every key goes offline at once.
   */
  onDrain?(graceMs: number): Promise<void>;
}

export class PresenceTracker {
  private readonly holders = new Map<string, number>();
  private readonly pendingOffline = new Map<string, NodeJS.Timeout>();
  private readonly online = new Set<string>();

  constructor(
    private hooks: PresenceHooks | null,
    readonly graceMs: number,
  ) {}

  setHooks(hooks: PresenceHooks): void {
    this.hooks = hooks;
  }

  hold(key: string): void {
    this.holders.set(key, (this.holders.get(key) ?? 0) + 1);
    const timer = this.pendingOffline.get(key);
    if (timer) {
      clearTimeout(timer);
      this.pendingOffline.delete(key);
    }
    if (!this.online.has(key)) {
      this.online.add(key);
      this.notify(key, true);
    }
  }

  release(key: string): void {
    const count = (this.holders.get(key) ?? 0) - 1;
    if (count > 0) {
      this.holders.set(key, count);
      return;
    }
    this.holders.delete(key);
    if (this.pendingOffline.has(key)) return;
    const timer = setTimeout(() => {
      this.pendingOffline.delete(key);
      if (this.holders.has(key)) return;
      this.online.delete(key);
      this.notify(key, false);
    }, this.graceMs);
    timer.unref();
    this.pendingOffline.set(key, timer);
  }

  /** Every key this instance holds online now (grace periods included): the truth its hooks re-assert. */
  onlineKeys(): string[] {
    return [...this.online];
  }

  /** On shutdown: the hooks hand everyone this instance held over to the grace period, or mark them offline now. */
  async releaseAll(): Promise<void> {
    for (const timer of this.pendingOffline.values()) clearTimeout(timer);
    this.pendingOffline.clear();
    const keys = [...this.online];
    this.online.clear();
    this.holders.clear();
    if (this.hooks?.onDrain) await this.hooks.onDrain(this.graceMs);
    else await Promise.all(keys.map((key) => this.hooks?.onPresenceChange(key, false)));
  }

  private notify(key: string, online: boolean): void {
    if (!this.hooks) return;
    Promise.resolve(this.hooks.onPresenceChange(key, online)).catch((err: Error) => console.error("presence hook failed", err.message));
  }
}
