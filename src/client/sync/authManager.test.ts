import { describe, expect, it, vi } from "vitest";
import { TOKEN_REFETCH_MAX_DELAY_MS, TOKEN_REFRESH_LEEWAY_MS, TOKEN_REFRESH_MAX_RETRIES } from "../../shared/constants";
import type { AuthenticateMessage } from "../../shared/protocol";
import { AuthManager, jwtExpiryMs, refreshDelayMs, type AuthTokenFetcher } from "./authManager";
import { FakeClock } from "./testing/fakeClock";
import { fakeJwt } from "./testing/fakeJwt";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(connected = true) {
  const clock = new FakeClock();
  const sent: (string | null)[] = [];
  const pauses: boolean[] = [];
  const auth = new AuthManager({
    clock,
    send: (message: AuthenticateMessage) => {
      if (connected) sent.push(message.token);
      return connected;
    },
    onPauseChange: (paused) => pauses.push(paused),
  });
  return { clock, sent, pauses, auth };
}

describe("JWT expiry", () => {
  it("decodes exp from a base64url payload", () => {
    // "é" and "?>" make the base64url alphabet's - and _ appear.
    const token = fakeJwt({ exp: 1_700_000_000, name: "é?>?>" });
    expect(token.split(".")[1]).toMatch(/[-_]/);
    expect(jwtExpiryMs(token)).toBe(1_700_000_000_000);
    expect(jwtExpiryMs("opaque-token")).toBeNull();
    expect(jwtExpiryMs(fakeJwt({ sub: "u" }))).toBeNull();
    expect(jwtExpiryMs("a.!!!.c")).toBeNull();
  });

  it("refetches the leeway before expiry, at most 20 days ahead", () => {
    const now = 1_000_000;
    expect(refreshDelayMs(fakeJwt({ exp: (now + 60_000) / 1000 }), now)).toBe(60_000 - TOKEN_REFRESH_LEEWAY_MS);
    const farFuture = fakeJwt({ exp: (now + 30 * 24 * 3600_000) / 1000 });
    expect(refreshDelayMs(farFuture, now)).toBe(TOKEN_REFETCH_MAX_DELAY_MS);
    expect(refreshDelayMs(fakeJwt({ exp: (now + TOKEN_REFRESH_LEEWAY_MS) / 1000 }), now)).toBeNull();
    expect(refreshDelayMs("opaque", now)).toBeNull();
  });
});

describe("AuthManager", () => {
  it("sends the token, holding other traffic back until it is out, and reports once the server replies", async () => {
    const { auth, sent, pauses } = setup();
    const onChange = vi.fn();
    const fetchToken = vi.fn<AuthTokenFetcher>(async () => "t1");
    auth.setAuth(fetchToken, onChange);
    expect(auth.isPaused).toBe(true);
    await flush();
    expect(fetchToken).toHaveBeenCalledWith({ forceRefreshToken: false });
    expect(sent).toEqual(["t1"]);
    expect(pauses).toEqual([true, false]);
    expect(onChange).not.toHaveBeenCalled();
    auth.onServerReply();
    auth.onServerReply();
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it("sends the token on each new socket", async () => {
    const { auth, sent } = setup();
    auth.setAuth(async () => "t1");
    await flush();
    auth.onConnect();
    expect(sent).toEqual(["t1", "t1"]);
  });

  it(`retries AuthError with a forced-fresh token at most ${TOKEN_REFRESH_MAX_RETRIES} times, then gives up`, async () => {
    const { auth, sent } = setup();
    const onChange = vi.fn();
    let n = 0;
    const fetchToken = vi.fn<AuthTokenFetcher>(async () => `t${n++}`);
    auth.setAuth(fetchToken, onChange);
    await flush();
    for (let i = 0; i < TOKEN_REFRESH_MAX_RETRIES; i++) {
      auth.onAuthError();
      expect(auth.isPaused).toBe(true);
      await flush();
    }
    expect(fetchToken.mock.calls.map(([options]) => options.forceRefreshToken)).toEqual([false, true, true]);
    expect(onChange).not.toHaveBeenCalled();
    auth.onAuthError();
    await flush();
    expect(fetchToken).toHaveBeenCalledTimes(1 + TOKEN_REFRESH_MAX_RETRIES);
    expect(onChange.mock.calls).toEqual([[false]]);
    expect(sent).toEqual(["t0", "t1", "t2", null]);
    expect(auth.hasToken).toBe(false);
    // Given up: later AuthErrors and connects do nothing until setAuth is called again.
    auth.onAuthError();
    auth.onConnect();
    expect(sent).toHaveLength(4);
  });

  it("a confirmed token earns a fresh set of retries", async () => {
    const { auth } = setup();
    const onChange = vi.fn();
    const fetchToken = vi.fn<AuthTokenFetcher>(async () => "t");
    auth.setAuth(fetchToken, onChange);
    await flush();
    for (let round = 0; round < 3; round++) {
      auth.onAuthError();
      await flush();
      auth.onServerReply();
    }
    expect(fetchToken).toHaveBeenCalledTimes(4);
    expect(onChange.mock.calls).toEqual([[true]]);
  });

  it("gives up at once when there is no token", async () => {
    const { auth, sent } = setup();
    const onChange = vi.fn();
    auth.setAuth(async () => null, onChange);
    await flush();
    expect(onChange.mock.calls).toEqual([[false]]);
    expect(sent).toEqual([]);
    expect(auth.isPaused).toBe(false);
  });

  it("treats a failing token fetch as no token", async () => {
    const { auth } = setup();
    const onChange = vi.fn();
    auth.setAuth(() => Promise.reject(new Error("offline")), onChange);
    await flush();
    expect(onChange.mock.calls).toEqual([[false]]);
  });

  it("refetches before expiry and sends the new token on the same socket, holding nothing back", async () => {
    const { auth, sent, clock, pauses } = setup();
    const lifetime = 3600_000;
    const tokens = [fakeJwt({ exp: lifetime / 1000 }), fakeJwt({ exp: (2 * lifetime) / 1000 })];
    const fetchToken = vi.fn<AuthTokenFetcher>(async () => tokens.shift() ?? null);
    auth.setAuth(fetchToken);
    await flush();
    auth.onServerReply();
    clock.advance(lifetime - TOKEN_REFRESH_LEEWAY_MS - 1);
    expect(fetchToken).toHaveBeenCalledTimes(1);
    clock.advance(1);
    expect(fetchToken).toHaveBeenLastCalledWith({ forceRefreshToken: true });
    expect(auth.isPaused).toBe(false);
    await flush();
    expect(sent).toHaveLength(2);
    expect(pauses).toEqual([true, false]);
    // The second token schedules the next refresh in turn.
    expect(clock.pendingDelays()).toEqual([lifetime]);
  });

  it("never schedules further ahead than 20 days", async () => {
    const { auth, clock } = setup();
    auth.setAuth(async () => fakeJwt({ exp: (365 * 24 * 3600_000) / 1000 }));
    await flush();
    expect(clock.pendingDelays()).toEqual([TOKEN_REFETCH_MAX_DELAY_MS]);
  });

  it("clearAuth goes anonymous and ignores a fetch still in progress", async () => {
    const { auth, sent } = setup();
    auth.setAuth(async () => "t1");
    await flush();
    let release: (token: string) => void = () => {};
    auth.setAuth(() => new Promise((resolve) => (release = resolve)));
    auth.clearAuth();
    expect(auth.isPaused).toBe(false);
    release("late");
    await flush();
    expect(sent).toEqual(["t1"]);
    auth.clearAuth();
    expect(sent).toEqual(["t1"]);
  });

  it("holds the token until a socket is open and confirms only what was sent", async () => {
    const { auth, sent } = setup(false);
    const onChange = vi.fn();
    auth.setAuth(async () => "t1", onChange);
    await flush();
    auth.onServerReply();
    expect(onChange).not.toHaveBeenCalled();
    expect(sent).toEqual([]);
  });
});
