// The auth session loads only when there is one: a signed-out visitor is "signed out" at once,
// from storage, without the session's code; a stored session, a sign-in or another tab's sign-in
// loads it, and then it answers.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { AuthTarget } from "./authSession";
import { LazyAuthSession } from "./lazyAuthSession";
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY, writeTokens } from "./tokenStorage";

const loads = vi.hoisted(() => ({ count: 0 }));
// Counts the sessions made from the loaded module (the module itself is the real one).
vi.mock("./authSession", async (importOriginal) => {
  const original = await importOriginal<typeof import("./authSession")>();
  class CountedAuthSession extends original.AuthSession {
    constructor(...args: ConstructorParameters<typeof original.AuthSession>) {
      super(...args);
      loads.count++;
    }
  }
  return { ...original, AuthSession: CountedAuthSession };
});

function fakeTarget(): AuthTarget & { onChange: ((isAuthenticated: boolean) => void) | null } {
  const target = {
    onChange: null as ((isAuthenticated: boolean) => void) | null,
    setAuth: vi.fn((_fetchToken: unknown, onChange?: (isAuthenticated: boolean) => void) => {
      target.onChange = onChange ?? null;
    }),
    clearAuth: vi.fn(),
  };
  return target;
}
const transport = () => ({ signIn: vi.fn(async () => ({ tokens: { token: "access-2", refreshToken: "refresh-2" } })), signOut: vi.fn(async () => undefined) });

let stops: Array<() => void> = [];
beforeEach(() => {
  localStorage.clear();
  loads.count = 0;
});
afterEach(() => {
  for (const stop of stops) stop();
  stops = [];
});

/** Until the session's code has loaded and a session was made. */
const settle = () => vi.waitFor(() => expect(loads.count).toBeGreaterThan(0));

describe("LazyAuthSession", () => {
  it("a visitor without a stored session is signed out at once, and no session is made (its code stays unloaded)", async () => {
    const session = new LazyAuthSession({ transport: transport(), target: fakeTarget() });
    const listener = vi.fn();
    session.subscribe(listener);
    stops.push(session.start());
    expect(session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: false });
    expect(listener).toHaveBeenCalled();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(loads.count).toBe(0);
  });

  it("a stored session loads the session, which confirms it with the server", async () => {
    writeTokens({ token: "access-1", refreshToken: "refresh-1" });
    const target = fakeTarget();
    const session = new LazyAuthSession({ transport: transport(), target });
    stops.push(session.start());
    expect(session.getSnapshot().isLoading).toBe(true);
    await settle();
    await vi.waitFor(() => expect(target.setAuth).toHaveBeenCalled());
    target.onChange?.(true);
    expect(session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: true });
  });

  it("signing in loads the session and signs in through it", async () => {
    const target = fakeTarget();
    const login = transport();
    const session = new LazyAuthSession({ transport: login, target });
    stops.push(session.start());
    const signingIn = session.signIn("password", { email: "a@example.com" });
    await vi.waitFor(() => expect(target.setAuth).toHaveBeenCalled());
    target.onChange?.(true);
    await expect(signingIn).resolves.toEqual({ signingIn: true });
    expect(login.signIn).toHaveBeenCalledTimes(1);
    expect(session.getSnapshot()).toEqual({ isLoading: false, isAuthenticated: true });
  });

  it("another tab signing in loads the session here too", async () => {
    const target = fakeTarget();
    const session = new LazyAuthSession({ transport: transport(), target });
    stops.push(session.start());
    expect(loads.count).toBe(0);
    writeTokens({ token: "access-3", refreshToken: "refresh-3" });
    window.dispatchEvent(new StorageEvent("storage", { key: ACCESS_TOKEN_KEY, storageArea: localStorage }));
    await settle();
    await vi.waitFor(() => expect(target.setAuth).toHaveBeenCalled());
    expect(localStorage.getItem(REFRESH_TOKEN_KEY)).toBe("refresh-3");
  });
});
