// When a socket's identity must be checked again: at its token's expiry, when its sign-in
// session is revoked (a topic), or shortly after a check the database could not answer.

export type TopicWatcher = (topic: string, callback: () => void) => () => void;

export class TokenWatch {
  private timer: NodeJS.Timeout | null = null;
  private unwatch: (() => void) | null = null;

  constructor(
    private readonly watchTopic: TopicWatcher,
    private readonly recheck: () => void,
  ) {}

  /** Watches a new token (replacing the last): its expiry and its revocation topic, either may be null. */
  watch(expiresAt: number | null, revocationTopic: string | null): void {
    this.stop();
    if (expiresAt !== null) this.recheckIn(expiresAt - Date.now());
    if (revocationTopic) this.unwatch = this.watchTopic(revocationTopic, this.recheck);
  }

  /** Checks again after `ms` (a check the database could not answer). */
  recheckIn(ms: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(this.recheck, Math.max(0, Math.min(ms, 2 ** 31 - 1)));
    this.timer.unref();
  }

  stop(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.unwatch?.();
    this.unwatch = null;
  }
}
