// What one client can make a server hold (DESIGN 9): live-query arguments, sockets per address and
// per account, and the HTTP endpoints' request rates. This server runs with RATE_LIMITS=on.
import { setFlagsFromString } from "node:v8";
import { runInNewContext } from "node:vm";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { startTestServer, type TestServer } from "../../../tests/support/testServer";
import { MAX_QUERY_ARGS_BYTES, MAX_SOCKETS_PER_ACCOUNT, MAX_SOCKETS_PER_ADDRESS, MAX_SUBSCRIPTIONS_PER_SOCKET } from "../../shared/constants";
import { MESSAGES } from "../../shared/messages";
import type { FatalErrorMessage } from "../../shared/protocol";

let server: TestServer;
let clients: RawSyncClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter }, authenticate: counter.testTokenAuthenticator, env: { RATE_LIMITS: "on" } });
});
afterEach(async () => {
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
  // Each test starts with every place free: the server has seen every close.
  await expect.poll(() => server.app.sessionCount()).toBe(0);
});
afterAll(async () => {
  await server?.close();
});

async function connect(token?: string): Promise<RawSyncClient> {
  const client = await RawSyncClient.connect(server.wsUrl, token ? { token } : {});
  clients.push(client);
  return client;
}

/** The server's heap after a full collection: what it still holds, not what it passed through. */
setFlagsFromString("--expose-gc");
const gc = runInNewContext("gc") as () => void;
function heapHeld(): number {
  gc();
  gc();
  return process.memoryUsage().heapUsed;
}

/** Every query a socket got an answer for (a value or a failure), by id. */
function answers(client: RawSyncClient): Map<number, { type: string; errorMessage?: string }> {
  const byId = new Map<number, { type: string; errorMessage?: string }>();
  for (const message of client.messages) {
    if (message.type !== "Transition") continue;
    for (const m of message.modifications) byId.set(m.queryId, m);
  }
  return byId;
}

/** MAX_SUBSCRIPTIONS_PER_SOCKET live queries, four to a frame, each with `padding` characters the query ignores. */
function subscribeAll(client: RawSyncClient, padding: number): void {
  const perFrame = 4;
  for (let first = 0; first < MAX_SUBSCRIPTIONS_PER_SOCKET; first += perFrame) {
    const add = Array.from({ length: perFrame }, (_, i) => ({
      queryId: first + i,
      path: "counter.get",
      args: { name: `hoard-${first + i}`, padding: "x".repeat(padding) },
    }));
    client.send({ type: "ModifyQuerySet", add, remove: [] });
  }
}

const MB = 1024 * 1024;

describe("live-query arguments", () => {
  it("3 sockets with 256 subscriptions of oversized arguments each hold under 1 MB: the arguments are refused", async () => {
    // Warm up once, so code compiled and caches filled on first use do not count below.
    const warm = await connect("user:warm");
    subscribeAll(warm, 15 * 1024);
    await expect.poll(() => answers(warm).size, { timeout: 20_000 }).toBe(MAX_SUBSCRIPTIONS_PER_SOCKET);
    await warm.close();

    const before = heapHeld();
    const hoarders = await Promise.all([1, 2, 3].map((i) => connect(`user:hoarder-${i}`)));
    // 256 × 15 KB: close to 4 MB of arguments a socket would keep if they were held.
    for (const hoarder of hoarders) subscribeAll(hoarder, 15 * 1024);
    for (const hoarder of hoarders) await expect.poll(() => answers(hoarder).size, { timeout: 20_000 }).toBe(MAX_SUBSCRIPTIONS_PER_SOCKET);
    const heldPerSocket = (heapHeld() - before) / hoarders.length;

    expect(heldPerSocket).toBeLessThan(1 * MB);
    for (const hoarder of hoarders) {
      expect(hoarder.closed).toBeNull();
      for (const answer of answers(hoarder).values()) {
        expect(answer).toMatchObject({ type: "QueryFailed", errorMessage: MESSAGES.limits.queryArgsTooLarge });
      }
    }
    // The bound that makes this hold for any arguments: subscriptions per socket times their size.
    expect(MAX_SUBSCRIPTIONS_PER_SOCKET * MAX_QUERY_ARGS_BYTES).toBeLessThan(1 * MB);
  });

  it("keeps only the parsed arguments: a subscription with ignored extras shares the plain one's live query", async () => {
    const subscriptions = server.app.services.runtime.subscriptions;
    const plain = await connect("user:two-tabs");
    const padded = await connect("user:two-tabs");
    plain.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.get", args: { name: "shared-args" } }], remove: [] });
    await plain.valueMatching(1, (v) => v !== undefined);
    const instancesBefore = subscriptions.instanceCount();
    padded.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.get", args: { name: "shared-args", padding: "x".repeat(MAX_QUERY_ARGS_BYTES / 2) } }], remove: [] });
    expect(await padded.valueMatching(1, (v) => v !== undefined)).toBe(0);
    expect(subscriptions.instanceCount()).toBe(instancesBefore);
  });
});

describe("sockets", () => {
  it("caps open sockets per address, and frees a place when one closes", async () => {
    const open: RawSyncClient[] = [];
    for (let i = 0; i < MAX_SOCKETS_PER_ADDRESS; i++) open.push(await connect());
    const refused = await connect();
    expect(await refused.next<FatalErrorMessage>((m) => m.type === "FatalError")).toMatchObject({
      code: "TooManyConnections",
      errorMessage: MESSAGES.limits.tooManyConnectionsFromAddress,
    });
    await expect.poll(() => refused.closed?.code).toBe(4000);

    await open[0]!.close();
    await expect.poll(() => server.app.sessionCount()).toBe(MAX_SOCKETS_PER_ADDRESS - 1);
    const next = await connect();
    next.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.get", args: { name: "after-cap" } }], remove: [] });
    expect(await next.valueMatching(1, (v) => v !== undefined)).toBe(0);
  });

  it("caps open sockets per account, whatever the address, and keeps other accounts serving", async () => {
    for (let i = 0; i < MAX_SOCKETS_PER_ACCOUNT; i++) {
      const socket = await connect("user:many-tabs");
      await socket.next((m) => m.type === "Transition");
    }
    const refused = await connect("user:many-tabs");
    expect(await refused.next<FatalErrorMessage>((m) => m.type === "FatalError")).toMatchObject({
      code: "TooManyConnections",
      errorMessage: MESSAGES.limits.tooManyConnectionsForAccount,
    });
    const other = await connect("user:one-tab");
    other.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.whoami", args: {} }], remove: [] });
    expect(await other.valueMatching(1, (v) => v === "one-tab")).toBe("one-tab");
  });
});

describe("HTTP endpoints", () => {
  const post = (path: string, body: unknown) =>
    fetch(`${server.url}${path}`, { method: "POST", headers: { "Content-Type": "application/json" }, body: JSON.stringify(body) });

  it("rate limits function calls per address with a clear 429", async () => {
    const limit = 600;
    for (let sent = 0; sent < limit; sent += 20) {
      const statuses = await Promise.all(Array.from({ length: 20 }, () => post("/api/query", { path: "counter.get", args: { name: "http" } }).then((r) => r.status)));
      expect(statuses.every((s) => s === 200)).toBe(true);
    }
    const refused = await post("/api/mutation", { path: "counter.increment", args: { name: "http" } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({ status: "error", errorMessage: MESSAGES.limits.tooManyRequests, errorData: null, errorCode: "limits.tooManyRequests" });
    // Refused, so nothing changed; sockets are limited by their own rules and still answer.
    const watcher = await connect();
    watcher.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.get", args: { name: "http" } }], remove: [] });
    expect(await watcher.valueMatching(1, (v) => v !== undefined)).toBe(0);
  });

  it("rate limits debug events per address", async () => {
    for (let i = 0; i < 20; i++) expect((await post("/api/debug_event", { event: "long_disconnect", durationMs: 1 })).status).toBe(200);
    const refused = await post("/api/debug_event", { event: "long_disconnect", durationMs: 1 });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ errorMessage: MESSAGES.limits.tooManyRequests });
  });
});
