// A mutation's answer waits for its own socket's live queries that the mutation touched, and
// for nothing else: another socket's slow re-run in the same flush does not hold it back, while
// the caller's own slow query does (read your writes).
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { HttpClient } from "../../client/sync";
import type { MutationResponseMessage, ServerMessage } from "../../shared/protocol";
import type { Subscriber } from "./subscriptions";

let server: TestServer;
const clients: RawSyncClient[] = [];
const gates: string[] = [];
beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter } });
});
afterEach(async () => {
  gates.splice(0).forEach(counter.openGate);
  await Promise.all(clients.splice(0).map((c) => c.close()));
});
afterAll(() => server?.close());

async function connect(): Promise<RawSyncClient> {
  const client = await RawSyncClient.connect(server.wsUrl);
  clients.push(client);
  return client;
}

async function watch(client: RawSyncClient, queryId: number, path: string, args: Record<string, unknown>): Promise<unknown> {
  client.send({ type: "ModifyQuerySet", add: [{ queryId, path, args }], remove: [] });
  return client.valueMatching(queryId, () => true);
}

function closeGate(name: string): void {
  counter.closeGate(name);
  gates.push(name);
}

const answer = (client: RawSyncClient, requestId: number) =>
  client.next<MutationResponseMessage>((m: ServerMessage) => m.type === "MutationResponse" && m.requestId === requestId);

describe(`a mutation's answer on ${testEngine()}`, () => {
  it("does not wait for another socket's re-run in the same flush", async () => {
    const watcher = await connect();
    const caller = await connect();
    const totalBefore = (await watch(watcher, 1, "counter.gatedTotal", { gate: "others" })) as number;
    expect(await watch(caller, 1, "counter.get", { name: "own-1" })).toBe(0);
    // The mutation touches both queries; the watcher's re-run is held until the gate opens.
    closeGate("others");
    caller.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "own-1" } });

    expect(await answer(caller, 1)).toMatchObject({ success: true, result: 1 });
    expect(caller.values.get(1)).toBe(1);
    expect(watcher.values.get(1)).toBe(totalBefore);
    counter.openGate("others");
    expect(await watcher.valueMatching(1, (total) => total === totalBefore + 1)).toBe(totalBefore + 1);
  });

  it("waits for the caller's own re-run, however long it takes", async () => {
    const caller = await connect();
    const bystander = await connect();
    const totalBefore = (await watch(caller, 1, "counter.gatedTotal", { gate: "own" })) as number;
    closeGate("own");
    caller.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "own-2" } });
    await expect.poll(() => new HttpClient(server.url).query("counter.get", { name: "own-2" })).toBe(1);
    // A later mutation through another socket is answered meanwhile; the caller's is not.
    bystander.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "bystander" } });
    expect(await answer(bystander, 1)).toMatchObject({ success: true, result: 1 });
    expect(caller.messages.some((m) => m.type === "MutationResponse")).toBe(false);

    counter.openGate("own");
    const response = await answer(caller, 1);
    expect(response).toMatchObject({ success: true, result: 1 });
    // Read your writes: the transition showing the new total came first.
    expect(caller.values.get(1)).toBeGreaterThanOrEqual(totalBefore + 1);
    const shown = caller.messages.findIndex((m) => m.type === "Transition" && m.modifications.some((x) => x.queryId === 1 && x.type === "QueryUpdated" && (x.value as number) > totalBefore));
    expect(shown).toBeGreaterThanOrEqual(0);
    expect(shown).toBeLessThan(caller.messages.indexOf(response));
  });

  it("goes before the other viewers of a projected query are projected (a reveal's owner waits for one viewer, not the room)", async () => {
    const { runtime } = server.app.services;
    const queued = new Map<string, string[]>();
    const viewer = (name: string): Subscriber => {
      queued.set(name, []);
      return { queueModification: (json) => queued.get(name)!.push(json), sendTransition: () => {} };
    };
    const pair = runtime.lookup("counter.pair", "query");
    const args = runtime.executor.parseArgs("counter.pair", pair, { first: "own-3", second: "own-3-part" });
    const subscriptions = ["caller", "second", "third"].map((name) =>
      runtime.subscriptions.subscribe(viewer(name), 1, "counter.pair", pair, args, { auth: { userId: name, authSessionId: `session-${name}` }, clientAddress: null }),
    );
    await Promise.all(subscriptions.map((subscription) => runtime.subscriptions.initialResult(subscription)));
    queued.forEach((list) => (list.length = 0));

    const increment = runtime.lookup("counter.increment", "mutation");
    const { topics } = await runtime.executor.runMutation(increment, runtime.executor.parseArgs("counter.increment", increment, { name: "own-3" }), { auth: null, clientAddress: null });
    // What the viewers hold when the caller's answer may go.
    const whenAnswered = await runtime.subscriptions.ownQueriesSettled([subscriptions[0]!], topics).then(() => [...queued.values()].map((list) => list.length));
    expect(whenAnswered).toEqual([1, 0, 0]);
    await expect.poll(() => [...queued.values()].map((list) => list.length)).toEqual([1, 1, 1]);
    subscriptions.forEach((subscription) => runtime.subscriptions.unsubscribe(subscription));
  });
});
