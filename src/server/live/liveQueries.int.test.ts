import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { startTestServer, type TestServer } from "../../../tests/support/testServer";
import { MESSAGES } from "../../shared/messages";
import type { MutationResponseMessage, ServerMessage, TransitionMessage } from "../../shared/protocol";

let server: TestServer;
const clients: RawSyncClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter }, authenticate: counter.testTokenAuthenticator });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server?.close();
});

async function connect(token?: string) {
  const client = await RawSyncClient.connect(server.wsUrl, token ? { token } : {});
  clients.push(client);
  return client;
}

const isTransition = (m: ServerMessage): m is TransitionMessage => m.type === "Transition";
const valueOf = (m: ServerMessage, queryId: number) =>
  isTransition(m) ? m.modifications.find((x) => x.queryId === queryId && x.type === "QueryUpdated") : undefined;

async function subscribe(client: RawSyncClient, queryId: number, name: string) {
  const initial = client.next<TransitionMessage>((m) => valueOf(m, queryId) !== undefined);
  client.send({ type: "ModifyQuerySet", add: [{ queryId, path: "counter.get", args: { name } }], remove: [] });
  return initial;
}

describe("live queries over WebSocket", () => {
  it("sends a mutation by one client to both subscribers, and answers the caller after its own update", async () => {
    const alice = await connect();
    const bob = await connect();
    expect(valueOf(await subscribe(alice, 1, "shared"), 1)).toMatchObject({ value: 0 });
    expect(valueOf(await subscribe(bob, 7, "shared"), 7)).toMatchObject({ value: 0 });

    const bobSees = bob.next((m) => (valueOf(m, 7) as { value?: number } | undefined)?.value === 1);
    alice.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "shared" } });
    const response = await alice.next<MutationResponseMessage>((m) => m.type === "MutationResponse");
    await bobSees;

    expect(response).toMatchObject({ success: true, result: 1 });
    // Read your writes: the transition with the new value came before the answer, and the
    // answer's ts names a version the client already has.
    const index = alice.messages.indexOf(response);
    const update = alice.messages.findIndex((m) => (valueOf(m, 1) as { value?: number } | undefined)?.value === 1);
    expect(update).toBeGreaterThanOrEqual(0);
    expect(update).toBeLessThan(index);
    expect(response.ts).toBeGreaterThanOrEqual((alice.messages[update] as TransitionMessage).endVersion);
  });

  it("numbers transitions consecutively from zero on each socket", async () => {
    const client = await connect();
    await subscribe(client, 1, "versions");
    client.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "versions" } });
    await client.next((m) => m.type === "MutationResponse");
    const transitions = client.messages.filter(isTransition);
    expect(transitions[0]!.startVersion).toBe(0);
    transitions.forEach((t, i) => {
      expect(t.startVersion).toBe(i);
      expect(t.endVersion).toBe(i + 1);
    });
  });

  it("merges identical subscriptions into one query instance (one per socket: a second on the same socket is refused)", async () => {
    const before = server.app.services.runtime.subscriptions.instanceCount();
    const a = await connect();
    const b = await connect();
    await subscribe(a, 1, "merged");
    await subscribe(b, 1, "merged");
    b.send({ type: "ModifyQuerySet", add: [{ queryId: 2, path: "counter.get", args: { name: "merged" } }], remove: [] });
    const refused = await b.next<TransitionMessage>((m) => m.type === "Transition" && m.modifications.some((x) => x.queryId === 2));
    expect(refused.modifications).toEqual([{ type: "QueryFailed", queryId: 2, errorMessage: MESSAGES.limits.duplicateQuery, errorData: null, errorCode: "limits.duplicateQuery" }]);
    expect(server.app.services.runtime.subscriptions.instanceCount()).toBe(before + 1);
    b.send({ type: "ModifyQuerySet", add: [], remove: [1, 2] });
    a.send({ type: "ModifyQuerySet", add: [], remove: [1] });
    await expect.poll(() => server.app.services.runtime.subscriptions.instanceCount()).toBe(before);
  });

  it("leaves no query instance behind when a socket closes while its subscriptions load", async () => {
    const before = server.app.services.runtime.subscriptions.instanceCount();
    const sockets = await Promise.all(Array.from({ length: 5 }, () => RawSyncClient.connect(server.wsUrl)));
    sockets.forEach((socket, i) => {
      socket.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.get", args: { name: `closing-${i}` } }], remove: [] });
      socket.socket.terminate();
    });
    await expect.poll(() => server.app.services.runtime.subscriptions.instanceCount()).toBe(before);
  });

  it("sends nothing to a subscriber whose result did not change", async () => {
    const watcher = await connect();
    const writer = await connect();
    await subscribe(watcher, 1, "quiet");
    const framesBefore = watcher.frames.length;
    writer.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "noisy" } });
    await writer.next((m) => m.type === "MutationResponse");
    // A mutation that writes the same topic but leaves the result as it was is not sent either.
    writer.send({ type: "Mutation", requestId: 2, path: "counter.increment", args: { name: "quiet", by: 0 } });
    await writer.next((m) => m.type === "MutationResponse" && m.requestId === 2);
    // Prove the watcher is live, then check it received only that one change.
    writer.send({ type: "Mutation", requestId: 3, path: "counter.increment", args: { name: "quiet" } });
    await watcher.next((m) => (valueOf(m, 1) as { value?: number } | undefined)?.value === 1);
    expect(watcher.frames.length).toBe(framesBefore + 1);
  });

  it("coalesces a burst of changes into fewer re-runs than mutations", async () => {
    const watcher = await connect();
    const writer = await connect();
    await subscribe(watcher, 1, "burst");
    const last = watcher.next((m) => (valueOf(m, 1) as { value?: number } | undefined)?.value === 50, 10_000);
    for (let i = 1; i <= 50; i++) writer.send({ type: "Mutation", requestId: i, path: "counter.increment", args: { name: "burst" } });
    await last;
    const updates = watcher.messages.filter((m) => valueOf(m, 1) !== undefined).length;
    expect(updates).toBeLessThanOrEqual(51);
    expect(updates).toBeGreaterThan(1);
  });

  it("reports a failing subscription as QueryFailed without closing the socket", async () => {
    const client = await connect();
    client.send({ type: "ModifyQuerySet", add: [{ queryId: 3, path: "counter.missing", args: {} }, { queryId: 4, path: "counter.get", args: { name: 5 } }], remove: [] });
    const transition = await client.next<TransitionMessage>(isTransition);
    expect(transition.modifications).toEqual([
      { type: "QueryFailed", queryId: 3, errorMessage: "Could not find public function for 'counter.missing'.", errorData: null },
      expect.objectContaining({ type: "QueryFailed", queryId: 4, errorMessage: expect.stringMatching(/^Invalid arguments for counter\.get: name/) }),
    ]);
    await subscribe(client, 5, "after-failure");
  });

  it("re-runs queries for the new user when a socket authenticates, without resubscribing", async () => {
    const client = await connect();
    client.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.whoami", args: {} }], remove: [] });
    await client.next((m) => isTransition(m) && m.modifications.some((x) => x.type === "QueryUpdated" && x.value === null));
    client.send({ type: "Authenticate", token: "user:alice" });
    await client.next((m) => isTransition(m) && m.modifications.some((x) => x.type === "QueryUpdated" && x.value === "alice"));
    client.send({ type: "Authenticate", token: "forged" });
    const error = await client.next((m) => m.type === "AuthError");
    expect(error).toMatchObject({ errorMessage: "Your session has expired. Please sign in again." });
    await client.next((m) => isTransition(m) && m.modifications.some((x) => x.type === "QueryUpdated" && x.value === null));
  });

  it("answers an old client with ClientTooOld and a newer one with ServerTooOld", async () => {
    const old = await RawSyncClient.connect(server.wsUrl, { protocolVersion: 0 });
    expect(await old.next((m) => m.type === "FatalError")).toMatchObject({ code: "ClientTooOld", errorMessage: "This page is out of date. Please reload it." });
    const future = await RawSyncClient.connect(server.wsUrl, { protocolVersion: 99 });
    expect(await future.next((m) => m.type === "FatalError")).toMatchObject({ code: "ServerTooOld" });
  });

  it("closes a socket that sends garbage, and keeps serving others", async () => {
    const bad = await connect();
    bad.socket.send("{not json");
    expect(await bad.next((m) => m.type === "FatalError")).toMatchObject({ code: "BadMessage" });
    const good = await connect();
    await subscribe(good, 1, "after-garbage");
  });

  it("refuses frames larger than the limit and too many subscriptions", async () => {
    const big = await connect();
    big.socket.send(JSON.stringify({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "x".repeat(70 * 1024) } }));
    await expect.poll(() => big.closed?.code).toBe(1009);

    const greedy = await connect();
    const add = Array.from({ length: 300 }, (_, i) => ({ queryId: i, path: "counter.get", args: { name: `n${i}` } }));
    greedy.send({ type: "ModifyQuerySet", add, remove: [] });
    expect(await greedy.next((m) => m.type === "FatalError")).toMatchObject({ code: "TooManySubscriptions" });
  });
});

describe("projected queries", () => {
  type Pair = { first: number; second: number; viewer: string | null };

  it("read a part again only once its topic moves, and give each viewer their own projection", async () => {
    const alice = await connect("user:alice-pair");
    const bob = await connect("user:bob-pair");
    const args = { first: "pair-first", second: "pair-second" };
    for (const client of [alice, bob]) client.send({ type: "ModifyQuerySet", add: [{ queryId: 3, path: "counter.pair", args }], remove: [] });
    expect(await alice.valueMatching<Pair>(3, () => true)).toEqual({ first: 0, second: 0, viewer: "alice-pair" });
    expect(await bob.valueMatching<Pair>(3, () => true)).toEqual({ first: 0, second: 0, viewer: "bob-pair" });

    // A row changed with no topic announced: the part keeps what it read while only `first` moves.
    await server.app.services.database.db.withTables<{ test_counters: { name: string; value: number } }>().insertInto("test_counters").values({ name: args.second, value: 50 }).execute();
    alice.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: args.first } });
    expect(await alice.valueMatching<Pair>(3, (v) => v.first === 1)).toEqual({ first: 1, second: 0, viewer: "alice-pair" });
    expect(await bob.valueMatching<Pair>(3, (v) => v.first === 1)).toEqual({ first: 1, second: 0, viewer: "bob-pair" });

    // Its own topic moves: the part is read again.
    alice.send({ type: "Mutation", requestId: 2, path: "counter.increment", args: { name: args.second } });
    expect(await bob.valueMatching<Pair>(3, (v) => v.second !== 0)).toEqual({ first: 1, second: 51, viewer: "bob-pair" });
  });
});
