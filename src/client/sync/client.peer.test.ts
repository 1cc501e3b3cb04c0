// The client over a real `ws` socket against a scripted peer (not the server): checks that the
// client's frames and reconnect behaviour hold up outside the in-memory fakes.
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import WebSocket from "ws";
import { PROTOCOL_VERSION } from "../../shared/protocol";
import { SyncClient } from "./client";
import { CONNECTION_LOST_MESSAGE } from "./errors";
import { startScriptedPeer } from "./testing/scriptedPeer";

let peer: Awaited<ReturnType<typeof startScriptedPeer>>;
let client: SyncClient;

beforeEach(async () => {
  peer = await startScriptedPeer();
  // random 0 makes the first reconnect wait half a second.
  client = new SyncClient({ url: peer.url, WebSocket, random: () => 0, clientId: "peer-test", onLongDisconnect: () => {} });
});

afterEach(async () => {
  client.close();
  await peer.close();
});

describe("SyncClient over a real socket", () => {
  it("re-sends an unanswered mutation with the same request id after the socket is cut", async () => {
    const values: unknown[] = [];
    client.watchQuery("counter.get", { name: "a" }, (result) => values.push(result));
    const first = await peer.nextSocket();
    expect(await first.next("Connect")).toEqual({ type: "Connect", protocolVersion: PROTOCOL_VERSION, clientId: "peer-test", connectionCount: 0 });
    const subscription = await first.next("ModifyQuerySet");
    const queryId = subscription.add[0]!.queryId;
    first.send({ type: "Transition", startVersion: 0, endVersion: 1, modifications: [{ type: "QueryUpdated", queryId, value: 0 }] });

    const mutation = client.mutation("counter.increment", { name: "a" }).then((result) => [result, client.getCurrentValue("counter.get", { name: "a" })]);
    const sent = await first.next("Mutation");
    first.terminate();

    const second = await peer.nextSocket();
    expect(await second.next("Connect")).toMatchObject({ connectionCount: 1 });
    const resubscription = await second.next("ModifyQuerySet");
    expect(resubscription.add).toEqual([{ queryId: expect.any(Number), path: "counter.get", args: { name: "a" } }]);
    // The same request id; only its first send says it is one (the server then records it last).
    const { firstSend, ...resent } = sent;
    expect(firstSend).toBe(true);
    expect(await second.next("Mutation")).toEqual(resent);
    const newId = resubscription.add[0]!.queryId;
    second.send({ type: "Transition", startVersion: 0, endVersion: 1, modifications: [{ type: "QueryUpdated", queryId: newId, value: 1 }] });
    second.send({ type: "MutationResponse", requestId: sent.requestId, success: true, result: "done", ts: 1 });
    expect(await mutation).toEqual(["done", 1]);
    expect(values.at(-1)).toEqual({ status: "success", value: 1 });
  });

  it("rejects an action whose socket was cut, and sends later ones on the new socket", async () => {
    const first = await peer.nextSocket();
    const action = client.action("jira.fetch", {});
    await first.next("Action");
    first.terminate();
    await expect(action).rejects.toThrow(CONNECTION_LOST_MESSAGE);
    const second = await peer.nextSocket();
    const later = client.action("jira.fetch", { page: 2 });
    const message = await second.next("Action");
    expect(message.args).toEqual({ page: 2 });
    second.send({ type: "ActionResponse", requestId: message.requestId, success: true, result: [], ts: 0 });
    await expect(later).resolves.toEqual([]);
  });

  it("stops for good when the server says the client is too old", async () => {
    const first = await peer.nextSocket();
    await first.next("Connect");
    first.send({ type: "FatalError", code: "ClientTooOld", errorMessage: "This page is out of date. Please reload it." });
    await expect.poll(() => client.connectionState().fatalError?.code).toBe("ClientTooOld");
    expect(client.connectionState()).toMatchObject({ isConnected: false, isReconnecting: false });
    await expect(client.mutation("x.y", {})).rejects.toThrow("This page is out of date");
  });
});
