import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { MESSAGES } from "../../shared/messages";
import { FunctionCallError } from "../sync/errors";
import { HttpRequestError } from "../sync/httpClient";
import type { AuthTransport, SignInArgs, SignInResult } from "./authHttp";
import { AuthSession, type AuthTarget } from "./authSession";
import { ACCESS_TOKEN_KEY, OAUTH_VERIFIER_KEY, readTokens, REFRESH_TOKEN_KEY, writeTokens } from "./tokenStorage";

type FetchToken = Parameters<AuthTarget["setAuth"]>[0];
type OnChange = NonNullable<Parameters<AuthTarget["setAuth"]>[1]>;

/** Stands in for the sync client: remembers the fetcher, lets the test play the server's answer. */
function fakeTarget() {
  const target = {
    fetchToken: null as FetchToken | null,
    onChange: null as OnChange | null,
    setAuth: vi.fn((fetchToken: FetchToken, onChange?: OnChange) => {
      target.fetchToken = fetchToken;
      target.onChange = onChange ?? null;
    }),
    clearAuth: vi.fn(() => {
      target.fetchToken = null;
      target.onChange = null;
    }),
  };
  return target;
}

function fakeTransport(signIn: (args: SignInArgs) => Promise<SignInResult>) {
  return { signIn: vi.fn(signIn), signOut: vi.fn(async () => undefined) } satisfies AuthTransport;
}

const tokens = (n: number) => ({ token: `access-${n}`, refreshToken: `refresh-${n}` });

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

let stops: Array<() => void> = [];
function start(session: AuthSession) {
  stops.push(session.start());
  return session;
}

beforeEach(() => localStorage.clear());
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
  vi.useRealTimers();
});

describe("AuthSession start", () => {
  it("is signed out at once without stored tokens", () => {
    const target = fakeTarget();
    const session = start(new AuthSession({ transport: fakeTransport(async () => ({ tokens: null })), target }));
    expect(session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: false });
    expect(target.setAuth).not.toHaveBeenCalled();
  });

  it("stays loading with stored tokens until the server accepts them", async () => {
    writeTokens(tokens(1));
    const target = fakeTarget();
    const session = start(new AuthSession({ transport: fakeTransport(async () => ({ tokens: null })), target }));
    expect(session.getSnapshot()).toEqual({ isLoading: true, isAuthenticated: false });
    expect(await target.fetchToken!({ forceRefreshToken: false })).toBe("access-1");
    target.onChange!(true);
    expect(session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: true });
  });

  it("starting twice (React StrictMode) attaches once", () => {
    writeTokens(tokens(1));
    const target = fakeTarget();
    const session = new AuthSession({ transport: fakeTransport(async () => ({ tokens: null })), target });
    session.start()();
    start(session);
    expect(target.setAuth).toHaveBeenCalledTimes(1);
  });
});

describe("signIn", () => {
  it("stores the tokens and resolves once the server accepted them", async () => {
    const target = fakeTarget();
    const transport = fakeTransport(async () => ({ tokens: tokens(1) }));
    const session = start(new AuthSession({ transport, target }));
    const params = { flow: "signIn", email: "ada@example.com", password: "secret1" };
    let settled = false;
    const signedIn = session.signIn("password", params).then(() => (settled = true));
    await vi.waitFor(() => expect(target.setAuth).toHaveBeenCalled());
    expect(transport.signIn).toHaveBeenCalledWith({ provider: "password", params });
    expect(readTokens()).toEqual(tokens(1));
    expect(settled).toBe(false);
    target.onChange!(true);
    await signedIn;
    expect(session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: true });
  });

  it("passes the server's refusal on and stores nothing", async () => {
    const target = fakeTarget();
    const transport = fakeTransport(async () => {
      throw new FunctionCallError("Invalid password");
    });
    const session = start(new AuthSession({ transport, target }));
    await expect(session.signIn("password", { flow: "signIn" })).rejects.toMatchObject({ errorMessage: "Invalid password" });
    expect(readTokens()).toBeNull();
    expect(session.getSnapshot().isAuthenticated).toBe(false);
  });

  it("keeps GitHub's verifier and leaves for GitHub", async () => {
    const target = fakeTarget();
    const transport = fakeTransport(async () => ({ redirect: "#github", verifier: "v-123" }));
    const session = start(new AuthSession({ transport, target, redirectTo: "/" }));
    const outcome = await session.signIn("github");
    expect(transport.signIn).toHaveBeenCalledWith({ provider: "github", params: { redirectTo: "/" } });
    expect(outcome).toEqual({ signingIn: false, redirect: "#github" });
    expect(localStorage.getItem(OAUTH_VERIFIER_KEY)).toBe("v-123");
  });

  it("exchanges GitHub's code with the stored verifier, once", async () => {
    localStorage.setItem(OAUTH_VERIFIER_KEY, "v-123");
    const target = fakeTarget();
    const transport = fakeTransport(async () => ({ tokens: tokens(7) }));
    const session = new AuthSession({ transport, target, oauthCode: "code-1" });
    session.start()();
    start(session);
    await vi.waitFor(() => expect(target.setAuth).toHaveBeenCalled());
    expect(transport.signIn).toHaveBeenCalledTimes(1);
    expect(transport.signIn).toHaveBeenCalledWith({ params: { code: "code-1" }, verifier: "v-123" });
    expect(localStorage.getItem(OAUTH_VERIFIER_KEY)).toBeNull();
    target.onChange!(true);
    expect(session.getSnapshot().isAuthenticated).toBe(true);
  });

  it("reports a failed GitHub code exchange and ends signed out", async () => {
    const onBackgroundError = vi.fn();
    const target = fakeTarget();
    const transport = fakeTransport(async () => {
      throw new FunctionCallError("bad code");
    });
    const session = start(new AuthSession({ transport, target, oauthCode: "code-1", onBackgroundError }));
    await vi.waitFor(() => expect(onBackgroundError).toHaveBeenCalledWith(MESSAGES.auth.githubFailed));
    expect(session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: false });
  });
});

describe("refresh", () => {
  async function signedInSession(signIn: (args: SignInArgs) => Promise<SignInResult>) {
    writeTokens(tokens(1));
    const target = fakeTarget();
    const transport = fakeTransport(signIn);
    const session = start(new AuthSession({ transport, target }));
    await target.fetchToken!({ forceRefreshToken: false });
    target.onChange!(true);
    return { session, target, transport };
  }

  it("shares one refresh between concurrent callers and stores the rotated tokens", async () => {
    const answer = deferred<SignInResult>();
    const { target, transport } = await signedInSession(() => answer.promise);
    const first = target.fetchToken!({ forceRefreshToken: true });
    const second = target.fetchToken!({ forceRefreshToken: true });
    answer.resolve({ tokens: tokens(2) });
    expect(await Promise.all([first, second])).toEqual(["access-2", "access-2"]);
    expect(transport.signIn).toHaveBeenCalledTimes(1);
    expect(transport.signIn).toHaveBeenCalledWith({ refreshToken: "refresh-1" });
    expect(readTokens()).toEqual(tokens(2));
  });

  it("uses the token another tab already refreshed instead of spending the refresh token again", async () => {
    const { target, transport } = await signedInSession(async () => ({ tokens: tokens(3) }));
    writeTokens(tokens(2));
    expect(await target.fetchToken!({ forceRefreshToken: true })).toBe("access-2");
    expect(transport.signIn).not.toHaveBeenCalled();
  });

  it("erases the tokens when the server refuses the refresh token", async () => {
    const { target } = await signedInSession(async () => {
      throw new FunctionCallError("Refresh token expired");
    });
    expect(await target.fetchToken!({ forceRefreshToken: true })).toBeNull();
    expect(localStorage.getItem(ACCESS_TOKEN_KEY)).toBeNull();
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBeNull();
  });

  it("keeps the tokens and asks again, however long the network or the server's database is out", async () => {
    vi.useFakeTimers();
    let calls = 0;
    const { target, transport } = await signedInSession(async () => {
      calls++;
      if (calls <= 3) throw new TypeError("Failed to fetch");
      if (calls <= 8) throw new HttpRequestError(MESSAGES.generic.unavailable, 503);
      return { tokens: tokens(2) };
    });
    const result = target.fetchToken!({ forceRefreshToken: true });
    // Bounded: about four minutes of retries at the 30 s cap.
    for (let second = 0; second < 300 && calls <= 8; second++) {
      expect(readTokens()).toEqual(tokens(1));
      await vi.advanceTimersByTimeAsync(1_000);
    }
    expect(await result).toBe("access-2");
    expect(transport.signIn).toHaveBeenCalledTimes(9);
    expect(readTokens()).toEqual(tokens(2));
  });

  it("warns before leaving the page while a refresh is in flight, and only then", async () => {
    const answer = deferred<SignInResult>();
    const { target } = await signedInSession(() => answer.promise);
    const leave = () => {
      const event = new Event("beforeunload", { cancelable: true }) as BeforeUnloadEvent;
      // jsdom's plain Event has the legacy boolean returnValue; browsers' BeforeUnloadEvent takes a string.
      Object.defineProperty(event, "returnValue", { value: "", writable: true });
      window.dispatchEvent(event);
      return event;
    };
    expect(leave().defaultPrevented).toBe(false);
    const refreshed = target.fetchToken!({ forceRefreshToken: true });
    const during = leave();
    expect(during.defaultPrevented).toBe(true);
    expect(during.returnValue).toBe(MESSAGES.auth.leavePageWarning);
    answer.resolve({ tokens: tokens(2) });
    await refreshed;
    expect(leave().defaultPrevented).toBe(false);
  });
});

describe("signOut", () => {
  it("erases the tokens at once and ends the session on the server", async () => {
    writeTokens(tokens(1));
    const target = fakeTarget();
    const transport = fakeTransport(async () => ({ tokens: null }));
    const session = start(new AuthSession({ transport, target }));
    target.onChange!(true);
    await session.signOut();
    expect(readTokens()).toBeNull();
    expect(target.clearAuth).toHaveBeenCalled();
    expect(transport.signOut).toHaveBeenCalledWith("access-1");
    expect(session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: false });
  });
});

describe("other tabs", () => {
  const storageEvent = (key: string) => new StorageEvent("storage", { key, storageArea: localStorage });

  it("signs this tab out when another tab signed out", () => {
    writeTokens(tokens(1));
    const target = fakeTarget();
    const session = start(new AuthSession({ transport: fakeTransport(async () => ({ tokens: null })), target }));
    target.onChange!(true);
    writeTokens(null);
    window.dispatchEvent(storageEvent(ACCESS_TOKEN_KEY));
    expect(session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: false });
    expect(target.clearAuth).toHaveBeenCalled();
  });

  it("signs this tab in when another tab signed in", () => {
    const target = fakeTarget();
    const session = start(new AuthSession({ transport: fakeTransport(async () => ({ tokens: null })), target }));
    writeTokens(tokens(1));
    window.dispatchEvent(storageEvent(REFRESH_TOKEN_KEY));
    expect(target.setAuth).toHaveBeenCalledTimes(1);
    target.onChange!(true);
    expect(session.getSnapshot().isAuthenticated).toBe(true);
  });
});
