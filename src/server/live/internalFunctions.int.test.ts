// Internal queries and mutations: exported from a module like the public ones, yet no client
// reaches them, over HTTP or WebSocket; the server runs them through runtime.runInternal.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { callFunction } from "../../../tests/support/functionCalls";
import type { MutationResponseMessage, TransitionMessage } from "../../shared/protocol";

let server: TestServer;
const clients: RawSyncClient[] = [];
beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter }, authenticate: counter.testTokenAuthenticator });
});
afterAll(async () => {
  await Promise.all(clients.map((c) => c.close()));
  await server?.close();
});

const value = async (name: string) => server.app.services.runtime.runInternal(counter.peek, { name });

describe(`internal functions on ${testEngine()}`, () => {
  it("refuses them over HTTP as if they did not exist, and changes nothing", async () => {
    const mutation = await callFunction(server, "mutation", "counter.setExactly", { name: "http", value: 5 }, "user:mallory");
    expect(mutation.http).toBe(404);
    expect(mutation.body).toMatchObject({ status: "error", errorMessage: "Could not find public function for 'counter.setExactly'." });
    const query = await callFunction(server, "query", "counter.peek", { name: "http" });
    expect(query.http).toBe(404);
    expect(await value("http")).toBe(0);
  });

  it("refuses them over WebSocket, as a mutation and as a live query", async () => {
    const client = await RawSyncClient.connect(server.wsUrl, { token: "user:mallory" });
    clients.push(client);
    client.send({ type: "Mutation", requestId: 1, path: "counter.setExactly", args: { name: "ws", value: 7 } });
    const answer = await client.next<MutationResponseMessage>((m) => m.type === "MutationResponse");
    expect(answer).toMatchObject({ success: false, errorMessage: "Could not find public function for 'counter.setExactly'." });
    client.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.peek", args: { name: "ws" } }], remove: [] });
    const transition = await client.next<TransitionMessage>((m) => m.type === "Transition" && m.modifications.some((x) => x.queryId === 1));
    expect(transition.modifications).toEqual([{ type: "QueryFailed", queryId: 1, errorMessage: "Could not find public function for 'counter.peek'.", errorData: null }]);
    expect(await value("ws")).toBe(0);
  });

  it("runs them for the server as the system, with their arguments checked", async () => {
    expect(await server.app.services.runtime.runInternal(counter.setExactly, { name: "system", value: 3 })).toEqual({ caller: null, value: 3 });
    expect(await value("system")).toBe(3);
    await expect(server.app.services.runtime.runInternal(counter.setExactly, { name: "system", value: 1.5 })).rejects.toThrow(/Invalid arguments/);
    expect(await value("system")).toBe(3);
  });

  it("lets an action run them, as its caller", async () => {
    await server.app.services.runtime.runInternal(counter.setExactly, { name: "acted", value: 9 });
    const { body } = await callFunction(server, "action", "counter.resetThroughAction", { name: "acted" }, "user:alice");
    expect(body).toEqual({ status: "success", value: { caller: "alice", value: 0 } });
    expect(await value("acted")).toBe(0);
  });
});
