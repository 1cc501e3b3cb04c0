// The auth session (authSession.ts), loaded when there is one to run: a stored session, a GitHub
// code coming back, a sign-in, or another tab signing in. A signed-out visitor's first download
// carries only this: "not signed in", known at once from storage.
import type { AuthSession, AuthSessionOptions, AuthSnapshot, SignInOutcome, SignInProvider } from "./authSession";
import { isTokenKey, readTokens } from "./tokenStorage";

const SIGNED_OUT: AuthSnapshot = { isLoading: false, isAuthenticated: false };

export class LazyAuthSession {
  private session: AuthSession | null = null;
  private loading: Promise<AuthSession> | null = null;
  private snapshot: AuthSnapshot = { isLoading: true, isAuthenticated: false };
  private readonly listeners = new Set<() => void>();

  constructor(private readonly options: AuthSessionOptions) {}

  readonly subscribe = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly getSnapshot = (): AuthSnapshot => this.session?.getSnapshot() ?? this.snapshot;

  /** As AuthSession.start: begins the session when there is one, else says "signed out". */
  start(): () => void {
    if (this.session || this.options.oauthCode || readTokens()) {
      void this.load();
      return () => undefined;
    }
    this.setSnapshot(SIGNED_OUT);
    window.addEventListener("storage", this.onStorage);
    return () => window.removeEventListener("storage", this.onStorage);
  }

  async signIn(provider: SignInProvider, params?: Record<string, unknown>): Promise<SignInOutcome> {
    return (await this.load()).signIn(provider, params);
  }

  async signOut(): Promise<void> {
    // Nothing to end when no session ever started here (another tab may have one: it loads then).
    if (!this.session && !readTokens()) return;
    return (await this.load()).signOut();
  }

  /** Another tab signed in: this one runs the session too. */
  private readonly onStorage = (event: StorageEvent): void => {
    if (event.storageArea === localStorage && isTokenKey(event.key) && readTokens()) void this.load();
  };

  /** Loads and starts the session once; it then answers for this one (and keeps its own tab listener). */
  private load(): Promise<AuthSession> {
    this.loading ??= import("./authSession").then(
      ({ AuthSession }) => {
        const session = new AuthSession(this.options);
        window.removeEventListener("storage", this.onStorage);
        session.subscribe(() => this.notify());
        session.start();
        this.session = session;
        this.notify();
        return session;
      },
      (error: unknown) => {
        this.loading = null;
        // Offline with a stored session: nobody can be confirmed, so show the signed-out pages.
        this.setSnapshot(SIGNED_OUT);
        throw error;
      },
    );
    return this.loading;
  }

  private setSnapshot(next: AuthSnapshot): void {
    if (next.isLoading === this.snapshot.isLoading && next.isAuthenticated === this.snapshot.isAuthenticated) return;
    this.snapshot = next;
    this.notify();
  }

  private notify(): void {
    for (const listener of this.listeners) listener();
  }
}
