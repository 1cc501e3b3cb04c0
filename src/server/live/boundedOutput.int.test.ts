// Bounded output (issue 30): a socket holds one copy of a live query, no answer or frame passes
// its cap, and a client that does not read what it is sent is closed and told why.
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { startTestServer, type TestServer } from "../../../tests/support/testServer";
import { MAX_OUTBOUND_BUFFER_BYTES, MAX_OUTBOUND_FRAME_BYTES, MAX_QUERY_RESULT_CHARS, MAX_SUBSCRIPTIONS_PER_SOCKET } from "../../shared/constants";
import { MESSAGES } from "../../shared/messages";
import type { FatalErrorMessage, TransitionMessage } from "../../shared/protocol";

let server: TestServer;
let clients: RawSyncClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter }, authenticate: counter.testTokenAuthenticator });
});
afterEach(async () => {
  for (const client of clients) client.socket.resume();
  await Promise.all(clients.map((c) => c.close()));
  clients = [];
  await expect.poll(() => server.app.sessionCount(), { timeout: 40_000 }).toBe(0);
});
afterAll(async () => {
  await server?.close();
});

async function connect(token?: string): Promise<RawSyncClient> {
  const client = await RawSyncClient.connect(server.wsUrl, token ? { token } : {});
  clients.push(client);
  return client;
}

/** Every answer a socket got (value or failure), by query id. */
function answers(client: RawSyncClient): Map<number, { type: string; errorMessage?: string }> {
  const byId = new Map<number, { type: string; errorMessage?: string }>();
  for (const message of client.messages) if (message.type === "Transition") for (const m of message.modifications) byId.set(m.queryId, m);
  return byId;
}

describe("one socket, one copy of a live query", () => {
  it("refuses the same query with the same arguments a second time on one socket, 255 times in one message, and keeps the first", async () => {
    const subscriptions = server.app.services.runtime.subscriptions;
    const client = await connect("user:duplicates");
    const before = subscriptions.instanceCount();
    // The extra argument is dropped when parsed: every one of these is counter.get { name: "dup" }.
    const add = Array.from({ length: MAX_SUBSCRIPTIONS_PER_SOCKET }, (_, i) => ({ queryId: i + 1, path: "counter.get", args: { name: "dup", ignored: i } }));
    client.send({ type: "ModifyQuerySet", add, remove: [] });
    await expect.poll(() => answers(client).size).toBe(MAX_SUBSCRIPTIONS_PER_SOCKET);
    const all = answers(client);
    expect(all.get(1)).toMatchObject({ type: "QueryUpdated", value: 0 });
    for (let queryId = 2; queryId <= MAX_SUBSCRIPTIONS_PER_SOCKET; queryId++) {
      expect(all.get(queryId)).toEqual({ type: "QueryFailed", queryId, errorMessage: MESSAGES.limits.duplicateQuery, errorData: null, errorCode: "limits.duplicateQuery" });
    }
    expect(subscriptions.instanceCount()).toBe(before + 1);
    expect(client.closed).toBeNull();

    // The first keeps working: a change reaches it once.
    const writer = await connect("user:writer");
    writer.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "dup" } });
    expect(await client.valueMatching(1, (v) => v === 1)).toBe(1);
  });

  it("lets another socket of the same account hold the same query (two tabs)", async () => {
    const first = await connect("user:two-tabs");
    const second = await connect("user:two-tabs");
    for (const client of [first, second]) client.send({ type: "ModifyQuerySet", add: [{ queryId: 7, path: "counter.get", args: { name: "tabs" } }], remove: [] });
    expect(await first.valueMatching(7, (v) => v === 0)).toBe(0);
    expect(await second.valueMatching(7, (v) => v === 0)).toBe(0);
  });
});

describe("caps on what a socket is sent", () => {
  it("sends a failure with a sentence instead of an answer longer than the cap, and keeps the socket", async () => {
    const client = await connect();
    client.send({
      type: "ModifyQuerySet",
      add: [
        { queryId: 1, path: "counter.padding", args: { size: MAX_QUERY_RESULT_CHARS + 1 } },
        { queryId: 2, path: "counter.padding", args: { size: 10 } },
      ],
      remove: [],
    });
    await expect.poll(() => answers(client).size).toBe(2);
    expect(answers(client).get(1)).toEqual({ type: "QueryFailed", queryId: 1, errorMessage: MESSAGES.limits.queryResultTooLarge, errorData: null, errorCode: "limits.queryResultTooLarge" });
    expect(client.values.get(2)).toBe("x".repeat(10));
    expect(client.closed).toBeNull();
  });

  it("closes a socket whose next frame would pass the cap, and says why", async () => {
    const client = await connect();
    const each = MAX_QUERY_RESULT_CHARS - 100;
    const count = Math.ceil(MAX_OUTBOUND_FRAME_BYTES / each) + 1;
    const add = Array.from({ length: count }, (_, i) => ({ queryId: i + 1, path: "counter.padding", args: { size: each, tag: String(i) } }));
    client.send({ type: "ModifyQuerySet", add, remove: [] });
    expect(await client.next<FatalErrorMessage>((m) => m.type === "FatalError", 20_000)).toEqual({
      type: "FatalError",
      code: "FrameTooLarge",
      errorMessage: MESSAGES.limits.frameTooLarge,
      errorCode: "limits.frameTooLarge",
    });
    await expect.poll(() => client.closed?.code).toBe(4000);
    // Nothing of the oversized transition went out.
    expect(client.messages.some((m) => m.type === "Transition" && (m as TransitionMessage).modifications.length > 0)).toBe(false);
  });

  it("closes a socket that leaves more than the cap unread, with a close reason that says why", async () => {
    const subscriptions = server.app.services.runtime.subscriptions;
    const before = subscriptions.instanceCount();
    const client = await connect();
    client.send({ type: "ModifyQuerySet", add: [{ queryId: 1000, path: "counter.get", args: { name: "slow-reader" } }], remove: [] });
    await expect.poll(() => subscriptions.instanceCount()).toBe(before + 1);
    client.socket.pause();
    // Each message's answers fit in a frame; together they are far more than the kernel's buffers and the cap.
    const each = MAX_QUERY_RESULT_CHARS / 2;
    const messages = Math.ceil((4 * MAX_OUTBOUND_BUFFER_BYTES) / (3 * each));
    for (let m = 0; m < messages; m++) {
      const add = [0, 1, 2].map((i) => ({ queryId: m * 3 + i + 1, path: "counter.padding", args: { size: each, tag: `${m}-${i}` } }));
      client.send({ type: "ModifyQuerySet", add, remove: [] });
    }
    // Closed on the server: its live queries are gone while it still has not read a thing.
    await expect.poll(() => subscriptions.instanceCount(), { timeout: 20_000 }).toBe(before);
    client.socket.resume();
    await expect.poll(() => client.closed, { timeout: 20_000 }).toEqual({ code: 4000, reason: MESSAGES.limits.slowReader });
    expect(MESSAGES.limits.slowReader).toBe("SlowReader: more than 8 MB sent to this connection was left unread");
  });
});
