import { TOKEN_REFETCH_MAX_DELAY_MS, TOKEN_REFRESH_LEEWAY_MS, TOKEN_REFRESH_MAX_RETRIES } from "../../shared/constants";
import type { AuthenticateMessage } from "../../shared/protocol";
import { Timer, type Clock } from "./clock";
import { backoffDelayMs } from "./socketManager";

export type AuthTokenFetcher = (options: { forceRefreshToken: boolean }) => Promise<string | null>;
export type AuthChangeListener = (isAuthenticated: boolean) => void;

/** The `exp` claim of a JWT in ms, or null. No verification: the server does that. */
export function jwtExpiryMs(token: string): number | null {
  const payload = token.split(".")[1];
  if (!payload) return null;
  try {
    const base64 = payload.replace(/-/g, "+").replace(/_/g, "/").padEnd(Math.ceil(payload.length / 4) * 4, "=");
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    const claims = JSON.parse(new TextDecoder().decode(bytes)) as { exp?: unknown };
    return typeof claims.exp === "number" && Number.isFinite(claims.exp) ? claims.exp * 1000 : null;
  } catch {
    return null;
  }
}

/**
 * When to fetch a replacement for `token`: the leeway before it expires, never further ahead
 * than setTimeout can count (the 20-day cap). Null when there is nothing sensible to schedule:
 * no expiry, or already inside the leeway (the server's AuthError will then drive a refresh;
 * refetching at once could loop on a provider that keeps returning short-lived tokens).
 */
export function refreshDelayMs(token: string, now: number): number | null {
  const expiresAt = jwtExpiryMs(token);
  if (expiresAt === null) return null;
  const delay = expiresAt - TOKEN_REFRESH_LEEWAY_MS - now;
  if (delay <= 0) return null;
  return Math.min(delay, TOKEN_REFETCH_MAX_DELAY_MS);
}

export interface AuthManagerOptions {
  clock: Clock;
  /** Sends on the current socket if it is open; false otherwise (the token goes out on connect). */
  send: (message: AuthenticateMessage) => boolean;
  /** While paused, the client holds back queries and requests so they run as the right user. */
  onPauseChange: (paused: boolean) => void;
  /** The server took the token (or there is none to wait for): held-back requests may go. */
  onRequestsReleased?: () => void;
}

/**
 * Keeps the socket's identity current: sends the token on every connect, replaces it before it
 * expires, and on AuthError fetches a forced-fresh one a limited number of times.
 */
export class AuthManager {
  private fetchToken: AuthTokenFetcher | null = null;
  private onChange: AuthChangeListener | undefined;
  private token: string | null = null;
  /** Bumped by every setAuth/clearAuth so answers from an older configuration are ignored. */
  private generation = 0;
  private fetching = false;
  private awaitingConfirmation = false;
  private retries = 0;
  private reported: boolean | null = null;
  private readonly refreshTimer: Timer;
  private readonly unavailableTimer: Timer;
  private unavailableAttempt = 0;

  constructor(private readonly options: AuthManagerOptions) {
    this.refreshTimer = new Timer(options.clock);
    this.unavailableTimer = new Timer(options.clock);
  }

  get isPaused(): boolean {
    return this.fetching;
  }

  /**
   * Mutations and actions wait while the socket's identity is unknown: a token is being fetched,
   * or was sent and the server has not yet taken it. Queries need not (they re-run as the new
   * identity), but a mutation run before the token is checked would run signed out.
   */
  get holdsRequests(): boolean {
    return this.fetching || this.awaitingConfirmation;
  }

  get hasToken(): boolean {
    return this.token !== null;
  }

  setAuth(fetchToken: AuthTokenFetcher, onChange?: AuthChangeListener): void {
    this.reset();
    this.fetchToken = fetchToken;
    this.onChange = onChange;
    this.reported = null;
    void this.fetchAndSend(false, true);
  }

  /** Back to anonymous on the same socket. */
  clearAuth(): void {
    const hadToken = this.token !== null;
    this.reset();
    this.fetchToken = null;
    this.onChange = undefined;
    if (hadToken) this.options.send({ type: "Authenticate", token: null });
  }

  /** A new socket has sent Connect: identify before anything else goes out. */
  onConnect(): void {
    if (this.token === null || this.fetching) return;
    this.sendToken();
  }

  /** The server answered something sent after the token without an AuthError: it took it. */
  onServerReply(): void {
    if (!this.awaitingConfirmation) return;
    this.setAwaitingConfirmation(false);
    this.retries = 0;
    this.unavailableAttempt = 0;
    this.report(true);
  }

  /**
   * The server could not check the token (its database is down): not a refusal. Keep the token,
   * hold requests back so they do not run signed out, and send it again after a backoff.
   */
  onAuthUnavailable(): void {
    if (this.token === null) return;
    this.setFetching(true);
    this.setAwaitingConfirmation(false);
    const generation = this.generation;
    this.unavailableTimer.start(backoffDelayMs(this.unavailableAttempt++, Math.random), () => {
      if (generation !== this.generation) return;
      // The token first: what was held back goes only once the server has taken it.
      this.sendToken();
      this.setFetching(false);
    });
  }

  onAuthError(): void {
    if (!this.fetchToken || this.token === null || this.fetching) return;
    this.setAwaitingConfirmation(false);
    if (this.retries >= TOKEN_REFRESH_MAX_RETRIES) {
      this.giveUp();
      return;
    }
    this.retries++;
    void this.fetchAndSend(true, true);
  }

  close(): void {
    this.reset();
    this.fetchToken = null;
  }

  private async fetchAndSend(forceRefreshToken: boolean, pause: boolean): Promise<void> {
    const fetchToken = this.fetchToken;
    if (!fetchToken) return;
    const generation = this.generation;
    if (pause) this.setFetching(true);
    let token: string | null;
    try {
      token = await fetchToken({ forceRefreshToken });
    } catch {
      token = null;
    }
    if (generation !== this.generation) return;
    if (token) {
      this.token = token;
      this.sendToken();
      this.scheduleRefresh(token);
    } else {
      this.giveUp();
    }
    if (pause) this.setFetching(false);
  }

  private sendToken(): void {
    // A token goes out only while requests are held back (fetching, or held from here on).
    if (this.options.send({ type: "Authenticate", token: this.token })) this.awaitingConfirmation = this.token !== null;
  }

  private scheduleRefresh(token: string): void {
    const delay = refreshDelayMs(token, this.options.clock.now());
    if (delay === null) this.refreshTimer.stop();
    // The old token is still good until it expires, so the refresh holds nothing back.
    else this.refreshTimer.start(delay, () => void this.fetchAndSend(true, false));
  }

  /** The server keeps refusing (or there is no token): stay anonymous until setAuth is called again. */
  private giveUp(): void {
    // Anonymous goes out before reset() unpauses, so held-back messages run as anonymous.
    if (this.token !== null) this.options.send({ type: "Authenticate", token: null });
    this.reset();
    this.fetchToken = null;
    this.report(false);
  }

  private reset(): void {
    this.generation++;
    this.token = null;
    this.setAwaitingConfirmation(false);
    this.retries = 0;
    this.unavailableAttempt = 0;
    this.refreshTimer.stop();
    this.unavailableTimer.stop();
    this.setFetching(false);
  }

  private setAwaitingConfirmation(awaiting: boolean): void {
    if (this.awaitingConfirmation === awaiting) return;
    this.awaitingConfirmation = awaiting;
    if (!awaiting && !this.fetching) this.options.onRequestsReleased?.();
  }

  private setFetching(fetching: boolean): void {
    if (this.fetching === fetching) return;
    this.fetching = fetching;
    this.options.onPauseChange(fetching);
  }

  private report(isAuthenticated: boolean): void {
    if (this.reported === isAuthenticated) return;
    this.reported = isAuthenticated;
    this.onChange?.(isAuthenticated);
  }
}
