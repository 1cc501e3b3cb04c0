// Flushes overlap: the next one starts while the last one's transitions are still being written
// over several turns of the loop. However they interleave, no viewer is shown an older value
// after a newer one, and nothing queued for a socket is left unsent.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { applyPatch, type PatchOp } from "../../shared/jsonPatch";
import type { QueryModification } from "../../shared/protocol";
import { SubscriptionManager, type Subscriber, type Subscription } from "./subscriptions";
import { TurnBudget } from "./transport";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter } });
});
afterAll(() => server?.close());

interface Pair {
  first: number;
  second: number;
  viewer: string | null;
}

/** A socket that applies what it is sent, as a client would, and counts what waits to be sent. */
class RecordingViewer implements Subscriber {
  value: Pair | null = null;
  readonly firsts: number[] = [];
  unsent = 0;
  constructor(readonly name: string) {}
  queueModification(json: string): void {
    const modification = JSON.parse(json) as QueryModification;
    if (modification.type === "QueryUpdated") this.value = modification.value as unknown as Pair;
    else if (modification.type === "QueryPatched") this.value = applyPatch(this.value, modification.patch as PatchOp[]);
    this.firsts.push(this.value!.first);
    this.unsent++;
  }
  sendTransition(): void {
    this.unsent = 0;
  }
}

/** Returns the topics it wrote. */
async function increment(name: string): Promise<readonly string[] | null> {
  const { runtime } = server.app.services;
  const def = runtime.lookup("counter.increment", "mutation");
  const { topics } = await runtime.executor.runMutation(def, runtime.executor.parseArgs("counter.increment", def, { name }), { auth: null, clientAddress: null });
  return topics;
}

/** Viewers of counter.pair: one group per `second`, each reading `first`, so one increment touches every group. */
async function watchPairs(manager: SubscriptionManager, first: string, groups: number, perGroup: number): Promise<{ viewer: RecordingViewer; subscription: Subscription }[]> {
  const { runtime } = server.app.services;
  const def = runtime.lookup("counter.pair", "query");
  const viewers: { viewer: RecordingViewer; subscription: Subscription }[] = [];
  for (let g = 0; g < groups; g++) {
    const args = runtime.executor.parseArgs("counter.pair", def, { first, second: `${first}-part-${g}` });
    for (let v = 0; v < perGroup; v++) {
      const viewer = new RecordingViewer(`g${g}v${v}`);
      const auth = { userId: viewer.name, authSessionId: `session-${viewer.name}` };
      const subscription = manager.subscribe(viewer, 1, "counter.pair", def, args, { auth, clientAddress: null });
      await manager.initialResult(subscription);
      viewer.sendTransition();
      viewers.push({ viewer, subscription });
    }
  }
  return viewers;
}

describe(`a flush on ${testEngine()}`, () => {
  it("never shows a viewer an older value after a newer one while flushes overlap, and leaves nothing unsent", async () => {
    const { runtime, bus } = server.app.services;
    // No time in any turn: every socket's write waits for a later turn, so the next change's
    // flush starts while this one is still writing.
    const manager = new SubscriptionManager(runtime.executor, bus, new TurnBudget(0));
    const watching = await watchPairs(manager, "order-b", 3, 3);
    const viewers = watching.map(({ viewer }) => viewer);
    const changes = 12;
    for (let i = 0; i < changes; i++) {
      const topics = await increment("order-b");
      // As if one viewer had made the change: its answer waits, so its view is projected first,
      // while an earlier flush may not have written that view yet.
      void manager.ownQueriesSettled([watching[(i * 4) % watching.length]!.subscription], topics);
      for (let turns = 0; turns < i % 4; turns++) await new Promise((resolve) => setImmediate(resolve));
    }
    await expect.poll(() => viewers.every((viewer) => viewer.value?.first === changes && viewer.unsent === 0)).toBe(true);
    for (const viewer of viewers) {
      expect(viewer.firsts).toEqual([...viewer.firsts].sort((a, b) => a - b));
      expect(viewer.value).toEqual({ first: changes, second: 0, viewer: viewer.name });
    }
    manager.close();
  });
});
