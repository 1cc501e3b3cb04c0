// Issue 34: what a change sends every viewer is encoded once per flush, and a socket's transition
// and the answer after it go in one write. Neither may change a byte of what each viewer receives.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import type { ServerMessage, TransitionMessage } from "../../shared/protocol";

let server: TestServer;
let clients: RawSyncClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter }, authenticate: counter.testTokenAuthenticator });
});
afterEach(async () => {
  for (const client of clients) client.socket.resume();
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
});
afterAll(() => server?.close());

async function connect(token: string): Promise<RawSyncClient> {
  const client = await RawSyncClient.connect(server.wsUrl, { token });
  clients.push(client);
  return client;
}

const output = () => ({ ...server.app.services.runtime.output });

/** A transition's frame without its head (the socket's own versions): what viewers may share. */
function bodyOf(frame: string): string {
  const match = /^\{"type":"Transition","startVersion":\d+,"endVersion":\d+,(.*)$/s.exec(frame);
  if (!match) throw new Error(`not a transition: ${frame.slice(0, 80)}`);
  return match[1]!;
}

/** The frames of transitions that came after the first `from` frames. */
const transitionsSince = (client: RawSyncClient, from: number) => client.frames.slice(from).filter((frame) => frame.startsWith('{"type":"Transition"'));

describe(`frames shared by a room's viewers on ${testEngine()}`, () => {
  it("gives every viewer its own versions and the same bytes as the others when it sees the same, its own remainder when not", async () => {
    // Ids of even length may see the sealed copy, odd ones may not.
    const viewers = await Promise.all(["user:ab", "user:cd", "user:efg", "user:hij"].map(connect));
    for (const viewer of viewers) viewer.send({ type: "ModifyQuerySet", add: [{ queryId: 3, path: "counter.sealed", args: { name: "shared" } }], remove: [] });
    for (const viewer of viewers) await viewer.valueMatching(3, (value) => value !== undefined);
    const writer = await connect("user:writer");
    const seen = viewers.map((viewer) => viewer.frames.length);
    const before = output();

    writer.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "shared", by: 5 } });
    for (const viewer of viewers) await viewer.valueMatching(3, (value: { count: number }) => value.count === 5);

    // Each viewer's value is its own projection: the sealed copy only where its id allows.
    expect(viewers.map((viewer) => viewer.values.get(3))).toEqual([
      { count: 5, sealed: 5 },
      { count: 5, sealed: 5 },
      { count: 5, sealed: null },
      { count: 5, sealed: null },
    ]);
    const frames = viewers.map((viewer, i) => transitionsSince(viewer, seen[i]!));
    for (const list of frames) expect(list).toHaveLength(1);
    const bodies = frames.map((list) => bodyOf(list[0]!));
    // The two who may see it share one body, the two who may not share another, and the two differ.
    expect(bodies[0]).toBe(bodies[1]);
    expect(bodies[2]).toBe(bodies[3]);
    expect(bodies[0]).not.toBe(bodies[2]);
    expect(bodies[2]).not.toContain('"sealed"');
    // Each socket's versions follow on from its own last transition.
    viewers.forEach((viewer, i) => {
      const last = viewer.messages.filter((m): m is TransitionMessage => m.type === "Transition");
      const [previous, latest] = last.slice(-2);
      expect(latest!.startVersion).toBe(previous!.endVersion);
      expect(latest!.endVersion).toBe(latest!.startVersion + 1);
      expect(frames[i]![0]).toBe(viewer.frames.at(-1));
    });
    // Four frames from two encoded bodies.
    const after = output();
    expect(after.bodiesEncoded - before.bodiesEncoded).toBe(2);
  });

  it("sends a mutation's own transition and its answer in one write, the transition first", async () => {
    const writer = await connect("user:voter");
    writer.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.get", args: { name: "own-write" } }], remove: [] });
    await writer.valueMatching(1, (value) => value === 0);
    const from = writer.messages.length;
    const before = output();

    writer.send({ type: "Mutation", requestId: 7, path: "counter.increment", args: { name: "own-write" } });
    await writer.next((m: ServerMessage) => m.type === "MutationResponse");

    const [transition, answer] = writer.messages.slice(from);
    expect([transition?.type, answer?.type]).toEqual(["Transition", "MutationResponse"]);
    // Read your writes: the answer names the version that shows its effect.
    expect((answer as { ts: number }).ts).toBe((transition as TransitionMessage).endVersion);
    expect(writer.values.get(1)).toBe(1);
    const after = output();
    expect(after.frames - before.frames).toBe(2);
    expect(after.writes - before.writes).toBe(1);
  });

  it("keeps each socket's frames in order while it reads nothing, and a socket that reads gets its own meanwhile", async () => {
    const stalled = await connect("user:stalled");
    const reading = await connect("user:reading");
    for (const client of [stalled, reading]) {
      client.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.get", args: { name: "slow-one" } }], remove: [] });
      await client.valueMatching(1, (value) => value === 0);
    }
    stalled.socket.pause();
    const writer = await connect("user:writes-often");
    for (let requestId = 1; requestId <= 20; requestId++) {
      writer.send({ type: "Mutation", requestId, path: "counter.increment", args: { name: "slow-one" } });
      await writer.next((m: ServerMessage) => m.type === "MutationResponse" && m.requestId === requestId);
    }
    // The reading socket has every change while the other has not taken one.
    await reading.valueMatching(1, (value) => value === 20);
    expect(stalled.values.get(1)).toBe(0);

    stalled.socket.resume();
    await stalled.valueMatching(1, (value) => value === 20);
    for (const client of [stalled, reading]) {
      const transitions = client.messages.filter((m): m is TransitionMessage => m.type === "Transition");
      transitions.slice(1).forEach((t, i) => expect(t.startVersion).toBe(transitions[i]!.endVersion));
    }
    expect(stalled.closed).toBeNull();
  });
});
