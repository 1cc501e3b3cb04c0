// The browser's side of auth, without React: stored tokens, sign-in and sign-out, the GitHub
// code exchange, and on-demand refresh shared by the sync client, this tab's callers and other tabs.
import { AUTH_MESSAGES } from "../../shared/messages/auth";
import type { AuthTarget } from "../sync/authTarget";
import { FunctionCallError } from "../sync/errors";
import type { AuthTransport, SignInArgs, Tokens } from "./authHttp";
import { isTokenKey, readTokens, readVerifier, writeTokens, writeVerifier } from "./tokenStorage";

export type { AuthTarget };

export interface AuthSnapshot {
  isLoading: boolean;
  isAuthenticated: boolean;
}

export type SignInProvider = "password" | "github";
export type SignInOutcome = { signingIn: true } | { signingIn: false; redirect: string };

export interface AuthSessionOptions {
  transport: AuthTransport;
  target: AuthTarget;
  /** A one-time code GitHub sent back (already taken out of the URL). */
  oauthCode?: string | null;
  /** Failures nobody awaits (the GitHub code exchange), for a toast. */
  onBackgroundError?: (message: string) => void;
  /** Where GitHub should send the browser back to. */
  redirectTo?: string;
}

const REFRESH_LOCK = "pp-auth-refresh";
const REFRESH_RETRY_INITIAL_MS = 1_000;
const REFRESH_RETRY_MAX_MS = 30_000;

export class AuthSession {
  private snapshot: AuthSnapshot = { isLoading: true, isAuthenticated: false };
  private readonly listeners = new Set<() => void>();
  /** The token last handed to the sync client: a different stored one means another tab refreshed. */
  private lastToken: string | null = null;
  private refreshing: Promise<string | null> | null = null;
  private confirmations: Array<(isAuthenticated: boolean) => void> = [];
  private started = false;
  /** True while the sync client has a token fetcher (signed in or confirming). */
  private attached = false;

  constructor(private readonly options: AuthSessionOptions) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AuthSnapshot => this.snapshot;

  /** Begins the session (once) and listens to other tabs; returns the stop function. */
  start(): () => void {
    window.addEventListener("storage", this.onStorage);
    if (!this.started) {
      this.started = true;
      if (this.options.oauthCode) void this.exchangeOAuthCode(this.options.oauthCode);
      else if (readTokens()) this.attach();
      else this.setSnapshot({ isLoading: false, isAuthenticated: false });
    }
    return () => window.removeEventListener("storage", this.onStorage);
  }

  /** Password sign-in or sign-up: resolves once the server accepted the new session. GitHub: redirects. */
  async signIn(provider: SignInProvider, params: Record<string, unknown> = {}): Promise<SignInOutcome> {
    if (provider === "github") {
      const result = await this.options.transport.signIn({ provider, params: { redirectTo: this.options.redirectTo ?? "/", ...params } });
      if (!("redirect" in result)) throw new Error("The server did not return a GitHub address");
      writeVerifier(result.verifier);
      window.location.href = result.redirect;
      return { signingIn: false, redirect: result.redirect };
    }
    const result = await this.options.transport.signIn({ provider, params });
    if (!("tokens" in result) || !result.tokens) throw new Error("The server returned no session");
    await this.useTokens(result.tokens);
    return { signingIn: true };
  }

  /** Forgets the tokens at once, then asks the server to end the session. */
  async signOut(): Promise<void> {
    const tokens = readTokens();
    writeTokens(null);
    this.detach();
    this.setSnapshot({ isLoading: false, isAuthenticated: false });
    if (tokens) await this.options.transport.signOut(tokens.token).catch(() => undefined);
  }

  /** For the sync client: the stored token, or a fresh one when the server refused the last. */
  readonly fetchToken = async ({ forceRefreshToken }: { forceRefreshToken: boolean }): Promise<string | null> => {
    if (!forceRefreshToken) {
      this.lastToken = readTokens()?.token ?? null;
      return this.lastToken;
    }
    // One refresh at a time in this tab; callers share its answer.
    this.refreshing ??= this.refresh().finally(() => {
      this.refreshing = null;
    });
    return this.refreshing;
  };

  get isRefreshing(): boolean {
    return this.refreshing !== null;
  }

  private refresh(): Promise<string | null> {
    return withTabLock(() => this.refreshOnce());
  }

  private async refreshOnce(): Promise<string | null> {
    const stored = readTokens();
    if (!stored) return null;
    // Another tab refreshed while we waited for the lock: its token is ours too.
    if (this.lastToken !== null && stored.token !== this.lastToken) {
      this.lastToken = stored.token;
      return stored.token;
    }
    for (let attempt = 0; ; attempt++) {
      // Leaving while the server rotates the refresh token would lose the new one.
      window.addEventListener("beforeunload", warnBeforeUnload);
      try {
        const result = await this.options.transport.signIn({ refreshToken: stored.refreshToken } satisfies SignInArgs);
        const tokens = "tokens" in result ? result.tokens : null;
        writeTokens(tokens);
        this.lastToken = tokens?.token ?? null;
        return this.lastToken;
      } catch (error) {
        // The server said no (expired, revoked, reused): the session is over.
        if (error instanceof FunctionCallError) {
          writeTokens(null);
          this.lastToken = null;
          return null;
        }
      } finally {
        window.removeEventListener("beforeunload", warnBeforeUnload);
      }
      // Anything else (the network, the server or its database unavailable, a rate limit) is no
      // answer: keep the tokens and ask again, more slowly, until the server decides.
      await sleep(Math.min(REFRESH_RETRY_INITIAL_MS * 2 ** Math.min(attempt, 10), REFRESH_RETRY_MAX_MS));
      // Signed out (here or in another tab) meanwhile: nothing left to refresh.
      if (!readTokens()) return null;
    }
  }

  private async exchangeOAuthCode(code: string): Promise<void> {
    const verifier = readVerifier() ?? undefined;
    writeVerifier(null);
    try {
      const result = await this.options.transport.signIn({ params: { code }, verifier });
      if (!("tokens" in result) || !result.tokens) throw new Error("The server returned no session");
      await this.useTokens(result.tokens);
    } catch {
      this.options.onBackgroundError?.(AUTH_MESSAGES.githubFailed);
      if (readTokens()) this.attach();
      else this.setSnapshot({ isLoading: false, isAuthenticated: false });
    }
  }

  /** Stores new tokens and waits until the server has accepted them. */
  private async useTokens(tokens: Tokens): Promise<void> {
    writeTokens(tokens);
    this.detach();
    const confirmed = new Promise<boolean>((resolve) => this.confirmations.push(resolve));
    this.attach();
    if (!(await confirmed)) throw new Error("The server did not accept the new session");
  }

  private attach(): void {
    this.attached = true;
    this.options.target.setAuth(this.fetchToken, this.onAuthChange);
  }

  private detach(): void {
    if (this.attached) this.options.target.clearAuth();
    this.attached = false;
    this.lastToken = null;
  }

  private readonly onAuthChange = (isAuthenticated: boolean): void => {
    if (!isAuthenticated) this.attached = false;
    this.setSnapshot({ isLoading: false, isAuthenticated });
    const waiting = this.confirmations;
    this.confirmations = [];
    for (const resolve of waiting) resolve(isAuthenticated);
  };

  /** Another tab signed in or out. Its refreshes need nothing here: the next fetch reads storage. */
  private readonly onStorage = (event: StorageEvent): void => {
    if (event.storageArea !== localStorage || !isTokenKey(event.key)) return;
    const tokens = readTokens();
    if (!tokens && (this.attached || this.snapshot.isAuthenticated)) {
      this.detach();
      this.setSnapshot({ isLoading: false, isAuthenticated: false });
    } else if (tokens && !this.attached && !this.snapshot.isLoading) {
      this.attach();
    }
  };

  private setSnapshot(next: AuthSnapshot): void {
    if (next.isLoading === this.snapshot.isLoading && next.isAuthenticated === this.snapshot.isAuthenticated) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}

function warnBeforeUnload(event: BeforeUnloadEvent): string {
  event.preventDefault();
  // Browsers show their own sentence; older ones show this one (spec 8).
  event.returnValue = AUTH_MESSAGES.leavePageWarning;
  return AUTH_MESSAGES.leavePageWarning;
}

/** Runs `fn` while holding a lock shared by every tab of the origin (where the browser has one). */
async function withTabLock<T>(fn: () => Promise<T>): Promise<T> {
  const locks = (navigator as Navigator & { locks?: LockManager }).locks;
  if (!locks?.request) return fn();
  return locks.request(REFRESH_LOCK, fn) as Promise<T>;
}

function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
