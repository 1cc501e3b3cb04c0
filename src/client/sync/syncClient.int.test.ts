// The sync client against the real server: read your writes, live fan-out, and exactly-once
// mutations across a connection the server cuts mid-flight.
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { startTestServer, type TestServer } from "../../../tests/support/testServer";
import { HttpClient, SyncClient, type WebSocketConstructor } from "./index";

let server: TestServer;
const clients: SyncClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter } });
});
afterAll(async () => {
  clients.forEach((c) => c.close());
  await server?.close();
});

function client(): SyncClient {
  const c = new SyncClient({ url: server.wsUrl, WebSocket: WebSocket as unknown as WebSocketConstructor, onLongDisconnect: () => {} });
  clients.push(c);
  return c;
}

function watch(c: SyncClient, name: string) {
  const seen: number[] = [];
  c.watchQuery("counter.get", { name }, (result) => {
    if (result?.status === "success") seen.push(result.value as number);
  });
  return seen;
}

describe("sync client against the real server", () => {
  it("delivers one client's mutation to both subscribers; the caller's await returns with its own view updated", async () => {
    const alice = client();
    const bob = client();
    const aliceSeen = watch(alice, "rw");
    const bobSeen = watch(bob, "rw");
    await expect.poll(() => aliceSeen.length && bobSeen.length).toBeGreaterThan(0);

    const result = await alice.mutation("counter.increment", { name: "rw", by: 5 });
    expect(result).toBe(5);
    // Read your writes: no waiting, the subscription already shows it.
    expect(alice.getCurrentValue("counter.get", { name: "rw" })).toBe(5);
    await expect.poll(() => bob.getCurrentValue("counter.get", { name: "rw" })).toBe(5);
    expect(bobSeen.at(-1)).toBe(5);
  });

  it("learns the server's clock on connecting: a browser 90 s behind adds about 90 s", async () => {
    const slow = new SyncClient({ url: server.wsUrl, WebSocket: WebSocket as unknown as WebSocketConstructor, onLongDisconnect: () => {}, now: () => Date.now() - 90_000 });
    clients.push(slow);
    await expect.poll(() => slow.serverClockOffset()).not.toBeNull();
    const { offsetMs, roundTripMs } = slow.serverClockOffset()!;
    // The estimate is off by at most half the round trip (one process, one clock here).
    expect(Math.abs(offsetMs - 90_000)).toBeLessThanOrEqual(roundTripMs / 2 + 1);
  });

    it("rejects a function error with its readable message", async () => {
    const c = client();
    await expect(c.mutation("counter.refuse", { name: "no" })).rejects.toThrow('The counter "no" refuses to change.');
  });

  it("applies a mutation exactly once when the server cuts the socket while it runs", async () => {
    const c = client();
    const seen = watch(c, "once");
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    let disconnects = 0;
    c.subscribeToConnectionState(() => {
      if (c.connectionState().isReconnecting) disconnects++;
    });

    // The mutation holds its transaction for 400 ms; the socket dies 100 ms in, before any answer.
    const pending = c.mutation("counter.increment", { name: "once", delayMs: 400 });
    await new Promise((r) => setTimeout(r, 100));
    server.app.dropConnections();

    const result = await pending;
    expect(disconnects).toBeGreaterThan(0);
    expect(result).toBe(1);
    expect(c.getCurrentValue("counter.get", { name: "once" })).toBe(1);
    expect(await new HttpClient(server.url).query("counter.get", { name: "once" })).toBe(1);
    expect(c.connectionState()).toMatchObject({ isConnected: true, inflightMutations: 0 });
  }, 20_000);

  it("resubscribes after a reconnect and keeps receiving changes", async () => {
    const c = client();
    const seen = watch(c, "resub");
    await expect.poll(() => seen.length).toBeGreaterThan(0);
    server.app.dropConnections();
    await expect.poll(() => c.connectionState().isReconnecting, { timeout: 5000 }).toBe(true);
    await expect.poll(() => c.connectionState().isConnected, { timeout: 10_000 }).toBe(true);
    await new HttpClient(server.url).mutation("counter.increment", { name: "resub", by: 7 });
    await expect.poll(() => c.getCurrentValue("counter.get", { name: "resub" }), { timeout: 5000 }).toBe(7);
  }, 20_000);
});

describe("patches", () => {
  it("sends a changed field of a larger result as a small patch, which the client applies", async () => {
    const http = new HttpClient(server.url);
    for (let i = 0; i < 20; i++) await http.mutation("counter.increment", { name: `board-${String(i).padStart(2, "0")}` });
    const c = client();
    const values: unknown[] = [];
    c.watchQuery("counter.board", { prefix: "board-" }, (r) => r?.status === "success" && values.push(r.value));
    await expect.poll(() => values.length).toBe(1);
    const frames: string[] = [];
    const raw = await import("../../../tests/support/rawSyncClient");
    const watcher = await raw.RawSyncClient.connect(server.wsUrl);
    watcher.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.board", args: { prefix: "board-" } }], remove: [] });
    await watcher.next((m) => m.type === "Transition");

    await c.mutation("counter.increment", { name: "board-07", by: 10 });
    const board = c.getCurrentValue("counter.board", { prefix: "board-" }) as { items: { name: string; value: number }[] };
    expect(board.items[7]).toEqual({ name: "board-07", value: 11 });
    expect(board.items.filter((item) => item.value !== 1)).toHaveLength(1);

    const patched = await watcher.next((m) => m.type === "Transition");
    frames.push(...watcher.frames);
    expect(patched).toMatchObject({ modifications: [{ type: "QueryPatched", queryId: 1, patch: [{ op: "set", path: ["items", 7, "value"], value: 11 }] }] });
    expect(frames.at(-1)!.length).toBeLessThan(200);
    await watcher.close();
  });
});
