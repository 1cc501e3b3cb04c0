import { afterEach, describe, expect, it, vi } from "vitest";
import {
  LONG_DISCONNECT_REPORT_MS,
  RECONNECT_BACKOFF_INITIAL_MS,
  RECONNECT_BACKOFF_MAX_MS,
  SERVER_INACTIVITY_THRESHOLD_MS,
} from "../../shared/constants";
import { backoffDelayMs, resolveSyncUrl, SocketManager, STABLE_CONNECTION_MS, type SocketManagerOptions } from "./socketManager";
import { FakeClock } from "./testing/fakeClock";
import { fakeWebSocketFactory } from "./testing/fakeWebSocket";

function setup(overrides: Partial<SocketManagerOptions> = {}) {
  const clock = new FakeClock();
  const fake = fakeWebSocketFactory();
  const events = { opened: 0, lost: 0, messages: [] as unknown[], fatal: [] as [string, boolean][], reports: [] as number[] };
  const manager = new SocketManager({
    url: "ws://test/api/sync",
    WebSocket: fake.WebSocket,
    clock,
    random: () => 0.5,
    onOpen: () => events.opened++,
    onMessage: (message) => events.messages.push(message),
    onLost: () => events.lost++,
    onFatalError: (message, willReconnect) => events.fatal.push([message.code, willReconnect]),
    onLongDisconnect: (durationMs) => events.reports.push(durationMs),
    onStateChange: () => {},
    ...overrides,
  });
  manager.start();
  return { clock, fake, events, manager };
}

describe("backoffDelayMs", () => {
  it("doubles from 1 s to the 16 s cap without jitter's midpoint", () => {
    const delays = [0, 1, 2, 3, 4, 5, 9, 100].map((attempt) => backoffDelayMs(attempt, () => 0.5));
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000, 16_000]);
    expect(delays[0]).toBe(RECONNECT_BACKOFF_INITIAL_MS);
  });

  it("jitters by ±50 % and never exceeds the cap", () => {
    for (let attempt = 0; attempt < 8; attempt++) {
      const base = Math.min(RECONNECT_BACKOFF_INITIAL_MS * 2 ** attempt, RECONNECT_BACKOFF_MAX_MS);
      for (const r of [0, 0.1, 0.37, 0.5, 0.8, 0.9999]) {
        const delay = backoffDelayMs(attempt, () => r);
        expect(delay).toBeGreaterThanOrEqual(base / 2);
        expect(delay).toBeLessThanOrEqual(Math.min(base * 1.5, RECONNECT_BACKOFF_MAX_MS));
      }
    }
    expect(backoffDelayMs(10, () => 0.9999)).toBe(RECONNECT_BACKOFF_MAX_MS);
    expect(backoffDelayMs(0, () => 0)).toBe(500);
  });
});

describe("SocketManager", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("retries failed connects with the backoff sequence", () => {
    const { clock, fake } = setup();
    for (const [i, delay] of [1_000, 2_000, 4_000, 8_000, 16_000, 16_000, 16_000].entries()) {
      fake.last().fail();
      clock.advance(delay - 1);
      expect(fake.sockets).toHaveLength(i + 1);
      clock.advance(1);
      expect(fake.sockets).toHaveLength(i + 2);
    }
  });

  it("starts backoff afresh after a connection that stayed up, not after a brief one", () => {
    const { clock, fake, events } = setup();
    fake.last().fail();
    clock.advance(1_000);
    fake.last().fail();
    clock.advance(2_000);
    // Brief connection: the next delay keeps doubling.
    fake.last().open();
    clock.advance(STABLE_CONNECTION_MS - 1);
    fake.last().drop();
    clock.advance(3_999);
    expect(fake.sockets).toHaveLength(3);
    clock.advance(1);
    expect(fake.sockets).toHaveLength(4);
    // Stable connection: back to 1 s.
    fake.last().open();
    fake.last().receive({ type: "Ping" });
    clock.advance(STABLE_CONNECTION_MS);
    fake.last().drop();
    clock.advance(999);
    expect(fake.sockets).toHaveLength(4);
    clock.advance(1);
    expect(fake.sockets).toHaveLength(5);
    expect(events.lost).toBe(2);
  });

  it("treats 30 s without any server message as a dead socket", () => {
    const { clock, fake, events } = setup();
    const first = fake.last();
    first.open();
    clock.advance(SERVER_INACTIVITY_THRESHOLD_MS - 1_000);
    first.receive({ type: "Ping" });
    clock.advance(SERVER_INACTIVITY_THRESHOLD_MS - 1);
    expect(first.closedByClient).toBe(false);
    clock.advance(1);
    expect(first.closedByClient).toBe(true);
    expect(events.lost).toBe(1);
    clock.advance(1_000);
    expect(fake.sockets).toHaveLength(2);
  });

  it("gives up on a connect attempt that hangs for the same threshold", () => {
    const { clock, fake } = setup();
    clock.advance(SERVER_INACTIVITY_THRESHOLD_MS);
    expect(fake.sockets[0]!.closedByClient).toBe(true);
    clock.advance(1_000);
    expect(fake.sockets).toHaveLength(2);
  });

  it("reports a disconnect longer than 60 s once per outage", () => {
    const { clock, fake, events, manager } = setup();
    fake.last().open();
    clock.advance(5_000);
    fake.last().drop();
    clock.advance(LONG_DISCONNECT_REPORT_MS - 1);
    expect(events.reports).toEqual([]);
    expect(manager.isLongDisconnect).toBe(false);
    clock.advance(1);
    expect(events.reports).toEqual([LONG_DISCONNECT_REPORT_MS]);
    expect(manager.isLongDisconnect).toBe(true);
    // Still down much later: no second report for the same outage.
    clock.advance(5 * LONG_DISCONNECT_REPORT_MS);
    expect(events.reports).toHaveLength(1);
    fake.last().open();
    expect(manager.isLongDisconnect).toBe(false);
    // A new outage reports again.
    fake.last().drop();
    clock.advance(LONG_DISCONNECT_REPORT_MS);
    expect(events.reports).toHaveLength(2);
  });

  it("counts a server that never answers from the start as an outage", () => {
    const { clock, events } = setup();
    clock.advance(LONG_DISCONNECT_REPORT_MS);
    expect(events.reports).toEqual([LONG_DISCONNECT_REPORT_MS]);
  });

  it("a short blip is not reported", () => {
    const { clock, fake, events } = setup();
    fake.last().open();
    fake.last().drop();
    clock.advance(1_000);
    fake.last().open();
    for (let i = 0; i < 12; i++) {
      clock.advance(10_000);
      fake.last().receive({ type: "Ping" });
    }
    expect(events.reports).toEqual([]);
  });

  it("stops for good on ClientTooOld and reconnects on other fatal errors", () => {
    const { clock, fake, events, manager } = setup();
    fake.last().open();
    fake.last().receive({ type: "FatalError", code: "RateLimited", errorMessage: "slow down" });
    expect(events.fatal).toEqual([["RateLimited", true]]);
    clock.advance(1_000);
    expect(fake.sockets).toHaveLength(2);
    fake.last().open();
    fake.last().receive({ type: "FatalError", code: "ClientTooOld", errorMessage: "reload" });
    expect(events.fatal[1]).toEqual(["ClientTooOld", false]);
    expect(manager.isStopped).toBe(true);
    clock.advance(10 * RECONNECT_BACKOFF_MAX_MS);
    expect(fake.sockets).toHaveLength(2);
    expect(events.messages).toEqual([]);
  });

  it("stop() closes the socket and never reconnects", () => {
    const { clock, fake, manager } = setup();
    fake.last().open();
    manager.stop();
    expect(fake.last().closedByClient).toBe(true);
    clock.advance(10 * RECONNECT_BACKOFF_MAX_MS);
    expect(fake.sockets).toHaveLength(1);
    expect(manager.send({ type: "Authenticate", token: null })).toBe(false);
  });

  it("drops a socket that sends something other than JSON", () => {
    const { clock, fake, events } = setup();
    fake.last().open();
    fake.last().receive("not json");
    expect(events.lost).toBe(1);
    clock.advance(1_000);
    expect(fake.sockets).toHaveLength(2);
  });

  it("derives the URL from the page's origin, and accepts http(s) URLs and paths", () => {
    vi.stubGlobal("location", { href: "https://poker.example:8443/room/ABC" });
    expect(resolveSyncUrl()).toBe("wss://poker.example:8443/api/sync");
    vi.stubGlobal("location", { href: "http://localhost:3000/" });
    expect(resolveSyncUrl()).toBe("ws://localhost:3000/api/sync");
    expect(resolveSyncUrl("/custom/sync")).toBe("ws://localhost:3000/custom/sync");
    vi.unstubAllGlobals();
    expect(resolveSyncUrl("http://127.0.0.1:4000/api/sync")).toBe("ws://127.0.0.1:4000/api/sync");
    expect(resolveSyncUrl("wss://h/api/sync")).toBe("wss://h/api/sync");
    expect(() => resolveSyncUrl()).toThrow("No page location");
  });
});
