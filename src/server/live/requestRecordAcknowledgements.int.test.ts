// The exactly-once records keep what reconnects need: a client says which answers it holds, and
// their records go; a mutation it never got the answer to keeps its record and is still answered
// once when it is sent again after a reconnect.
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import type { MutationResponseMessage } from "../../shared/protocol";
import { HttpClient, SyncClient, type WebSocketConstructor } from "../../client/sync";

let server: TestServer;
beforeAll(async () => {
  // Acknowledged records go every 2 s in production; sooner here, so the test need not wait.
  server = await startTestServer({ extraFunctions: { counter }, requestRecords: { acknowledgedEveryMs: 50 } });
});
afterAll(() => server?.close());

const recordsOf = async (clientId: string) =>
  (await server.app.services.database.db.selectFrom("mutation_records").select("request_id").where("client_id", "=", clientId).orderBy("request_id").execute()).map((r) => r.request_id);
const counterValue = (name: string) => new HttpClient(server.url).query("counter.get", { name });

function tab(clientId: string): SyncClient {
  return new SyncClient({ url: server.wsUrl, WebSocket: WebSocket as unknown as WebSocketConstructor, clientId, onLongDisconnect: () => {} });
}

describe(`acknowledged exactly-once records on ${testEngine()}`, () => {
  it("are deleted once the sync client has its answers; a client that never says keeps them", async () => {
    const silent = await RawSyncClient.connect(server.wsUrl, { clientId: "silent-client-0001" });
    silent.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "ack" } });
    await silent.next((m) => m.type === "MutationResponse");

    const client = tab("acking-client-0001");
    try {
      expect(await client.mutation("counter.increment", { name: "ack" })).toBe(2);
      expect(await client.mutation("counter.increment", { name: "ack" })).toBe(3);
      expect(await client.mutation("counter.increment", { name: "ack" })).toBe(4);
      await expect.poll(() => recordsOf("acking-client-0001"), { timeout: 10_000 }).toEqual([]);
    } finally {
      client.close();
      await silent.close();
    }
    expect(await recordsOf("silent-client-0001")).toEqual([1]);
  });

  it("keep the record of an unanswered mutation, which a reconnect re-sends and gets answered once", async () => {
    const first = await RawSyncClient.connect(server.wsUrl, { clientId: "resending-client-01" });
    first.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "resent", by: 10 } });
    first.send({ type: "Mutation", requestId: 2, path: "counter.increment", args: { name: "resent", by: 5 } });
    await first.next((m) => m.type === "MutationResponse" && m.requestId === 2);
    // The answer to 2 is lost with the socket: the client holds only the answer to 1.
    await first.close();
    expect(await recordsOf("resending-client-01")).toEqual([1, 2]);

    const second = await RawSyncClient.connect(server.wsUrl, { clientId: "resending-client-01", lowestUnanswered: 2 });
    try {
      await expect.poll(() => recordsOf("resending-client-01"), { timeout: 10_000 }).toEqual([2]);
      second.send({ type: "Mutation", requestId: 2, path: "counter.increment", args: { name: "resent", by: 5 } });
      const answer = await second.next<MutationResponseMessage>((m) => m.type === "MutationResponse" && m.requestId === 2);
      expect(answer).toMatchObject({ success: true, result: 15 });
      expect(await counterValue("resent")).toBe(15);
    } finally {
      await second.close();
    }
  });

  it("answer a mutation in flight when the socket died exactly once, through the sync client, then let its record go", async () => {
    const client = tab("cut-client-000001");
    try {
      expect(await client.mutation("counter.increment", { name: "cut" })).toBe(1);
      // Holds its transaction for 400 ms; the socket dies 100 ms in, before any answer.
      const pending = client.mutation("counter.increment", { name: "cut", by: 2, delayMs: 400 });
      await new Promise((resolve) => setTimeout(resolve, 100));
      server.app.dropConnections();
      expect(await pending).toBe(3);
      expect(await counterValue("cut")).toBe(3);
      await expect.poll(() => recordsOf("cut-client-000001"), { timeout: 10_000 }).toEqual([]);
    } finally {
      client.close();
    }
  }, 20_000);
});
