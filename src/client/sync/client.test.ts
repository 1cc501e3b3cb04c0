import { describe, expect, it, vi } from "vitest";
import { LONG_DISCONNECT_REPORT_MS } from "../../shared/constants";
import { PROTOCOL_VERSION, type ServerMessage } from "../../shared/protocol";
import type { FunctionReference } from "../../shared/functionReference";
import { ACKNOWLEDGE_DELAY_MS, SyncClient, type SyncClientOptions } from "./client";
import { CONNECTION_LOST_MESSAGE, FunctionCallError } from "./errors";
import { FakeClock } from "./testing/fakeClock";
import { fakeWebSocketFactory } from "./testing/fakeWebSocket";

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup(options: Partial<SyncClientOptions> = {}) {
  const clock = new FakeClock();
  const fake = fakeWebSocketFactory();
  const client = new SyncClient({
    url: "ws://poker.test/api/sync",
    WebSocket: fake.WebSocket,
    clock,
    random: () => 0.5,
    clientId: "client-1",
    sessionId: "session-1",
    onLongDisconnect: () => {},
    ...options,
  });
  return { clock, fake, client };
}

const update = (startVersion: number, queryId: number, value: unknown): ServerMessage => ({
  type: "Transition",
  startVersion,
  endVersion: startVersion + 1,
  modifications: [{ type: "QueryUpdated", queryId, value: value as never }],
});

async function settled(promise: Promise<unknown>): Promise<boolean> {
  let done = false;
  promise.then(
    () => (done = true),
    () => (done = true),
  );
  await flush();
  return done;
}

describe("SyncClient handshake", () => {
  it("sends Connect, Authenticate, one ModifyQuerySet, then waiting mutations once the server has taken the token, in that order", async () => {
    const { fake, client } = setup();
    client.watchQuery("rooms.get", { id: "r1" }, () => {});
    client.watchQuery("users.current", {}, () => {});
    void client.mutation("votes.cast", { card: "5" });
    client.setAuth(async () => "token-1");
    await flush();
    fake.last().open();
    expect(fake.last().sent).toEqual([
      { type: "Connect", protocolVersion: PROTOCOL_VERSION, clientId: "client-1", sessionId: "session-1", connectionCount: 0 },
      { type: "Authenticate", token: "token-1" },
      {
        type: "ModifyQuerySet",
        add: [
          { queryId: 1, path: "rooms.get", args: { id: "r1" } },
          { queryId: 2, path: "users.current", args: {} },
        ],
        remove: [],
      },
    ]);
    // The transition that follows the token says it was taken: the mutation runs signed in.
    fake.last().receive({ type: "Transition", startVersion: 0, endVersion: 1, modifications: [] });
    expect(fake.last().sent.slice(3)).toEqual([{ type: "Mutation", requestId: 1, path: "votes.cast", args: { card: "5" }, firstSend: true }]);
  });

  it("holds queries and mutations back while the first token is being fetched", async () => {
    const { fake, client } = setup();
    let release: (token: string) => void = () => {};
    client.setAuth(() => new Promise((resolve) => (release = resolve)));
    fake.last().open();
    client.watchQuery("users.current", {}, () => {});
    void client.mutation("rooms.create", {});
    expect(fake.last().sent.map((m) => m.type)).toEqual(["Connect"]);
    release("late-token");
    await flush();
    expect(fake.last().sent.map((m) => m.type)).toEqual(["Connect", "Authenticate", "ModifyQuerySet"]);
    fake.last().receive({ type: "Transition", startVersion: 0, endVersion: 1, modifications: [] });
    expect(fake.last().sent.map((m) => m.type)).toEqual(["Connect", "Authenticate", "ModifyQuerySet", "Mutation"]);
  });

  it("after the server could not check the token (its database down), sends held mutations only once the token is sent again and taken", async () => {
    const { clock, fake, client } = setup();
    client.setAuth(async () => "token-1");
    await flush();
    fake.last().open();
    const mutation = client.mutation("votes.cast", { card: "5" });
    expect(fake.last().sent.map((m) => m.type)).toEqual(["Connect", "Authenticate"]);
    fake.last().receive({ type: "AuthError", errorMessage: "The server is temporarily unavailable.", code: "Unavailable" });
    fake.last().receive({ type: "Transition", startVersion: 0, endVersion: 1, modifications: [] });
    expect(fake.last().sent.map((m) => m.type)).toEqual(["Connect", "Authenticate"]);
    // The retry: the token goes again first, and the mutation waits until the server takes it.
    // The first retry comes within 1.5 s (1 s, jittered): the socket is still the same.
    clock.advance(1_500);
    expect(fake.last().sent.map((m) => m.type)).toEqual(["Connect", "Authenticate", "Authenticate"]);
    fake.last().receive({ type: "Transition", startVersion: 1, endVersion: 2, modifications: [] });
    expect(fake.last().sent.map((m) => m.type)).toEqual(["Connect", "Authenticate", "Authenticate", "Mutation"]);
    fake.last().receive({ type: "MutationResponse", requestId: 1, success: true, result: "voted", ts: 2 });
    expect(await mutation).toBe("voted");
  });

  it("reports onChange(true) once the server has answered after the token", async () => {
    const { fake, client } = setup();
    const onChange = vi.fn();
    fake.last().open();
    client.setAuth(async () => "t", onChange);
    await flush();
    expect(onChange).not.toHaveBeenCalled();
    fake.last().receive({ type: "Ping" });
    expect(onChange.mock.calls).toEqual([[true]]);
  });
});

describe("SyncClient server clock", () => {
  it("estimates the server's clock from the answer to Connect, and again on every new socket", () => {
    const { clock, fake, client } = setup();
    expect(client.serverClockOffset()).toBeNull();
    clock.advance(5_000);
    fake.last().open();
    clock.advance(100);
    // The server's clock read 60 s ahead of ours half way through the 100 ms round trip.
    fake.last().receive({ type: "Connected", serverTime: 5_050 + 60_000 });
    expect(client.serverClockOffset()).toEqual({ offsetMs: 60_000, roundTripMs: 100 });

    fake.last().drop();
    clock.advance(1_000);
    fake.last().open();
    clock.advance(20);
    // Meanwhile this computer's clock was set back 2 s: the new socket measures afresh.
    fake.last().receive({ type: "Connected", serverTime: clock.now() - 10 + 62_000 });
    expect(client.serverClockOffset()).toEqual({ offsetMs: 62_000, roundTripMs: 20 });
  });

  it("ignores a Connected that answers no Connect of this socket", () => {
    const { clock, fake, client } = setup();
    fake.last().open();
    fake.last().receive({ type: "Connected", serverTime: 1_000 });
    clock.advance(50);
    fake.last().receive({ type: "Connected", serverTime: 9_999_999 });
    expect(client.serverClockOffset()).toEqual({ offsetMs: 1_000, roundTripMs: 0 });
  });
});

describe("SyncClient queries", () => {
  it("shares one server query between identical watches and unsubscribes with the last", async () => {
    const { fake, client } = setup();
    fake.last().open();
    const first = vi.fn();
    const second = vi.fn();
    const stopFirst = client.watchQuery("q", { a: 1, b: 2 }, first);
    const stopSecond = client.watchQuery("q", { b: 2, a: 1 }, second);
    await flush();
    expect(fake.last().sentOfType("ModifyQuerySet")).toHaveLength(1);
    fake.last().receive(update(0, 1, "v"));
    expect(first).toHaveBeenCalledWith({ status: "success", value: "v" });
    expect(second).toHaveBeenCalledTimes(1);
    expect(client.getCurrentValue("q", { a: 1, b: 2 })).toBe("v");
    stopFirst();
    stopFirst();
    await flush();
    expect(fake.last().sentOfType("ModifyQuerySet")).toHaveLength(1);
    stopSecond();
    await flush();
    expect(fake.last().sentOfType("ModifyQuerySet")[1]).toEqual({ type: "ModifyQuerySet", add: [], remove: [1] });
  });

  it("sends the query set changes of one tick as one ModifyQuerySet", async () => {
    const { fake, client } = setup();
    fake.last().open();
    const stop = client.watchQuery("a", {}, () => {});
    client.watchQuery("b", {}, () => {});
    await flush();
    stop();
    client.watchQuery("c", {}, () => {});
    await flush();
    expect(fake.last().sentOfType("ModifyQuerySet").map((m) => [m.add.map((q) => q.path), m.remove])).toEqual([
      [["a", "b"], []],
      [["c"], [1]],
    ]);
  });

  it("throws a failed query's error from getCurrentValue", () => {
    const { fake, client } = setup();
    fake.last().open();
    client.watchQuery("q", {}, () => {});
    fake.last().receive({
      type: "Transition",
      startVersion: 0,
      endVersion: 1,
      modifications: [{ type: "QueryFailed", queryId: 1, errorMessage: "Room not found", errorData: null }],
    });
    expect(() => client.getCurrentValue("q", {})).toThrow(FunctionCallError);
  });

  it("drops the socket on a version gap and resubscribes on a new one from version 0", () => {
    const { fake, clock, client } = setup();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    fake.last().open();
    client.watchQuery("q", {}, () => {});
    fake.last().receive(update(0, 1, "a"));
    fake.last().receive(update(5, 1, "b"));
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
    expect(fake.last().closedByClient).toBe(true);
    expect(client.getCurrentValue("q", {})).toBe("a");
    clock.advance(1_000);
    fake.last().open();
    expect(fake.last().sent[0]).toMatchObject({ type: "Connect", connectionCount: 1 });
    expect(fake.last().sentOfType("ModifyQuerySet")).toEqual([{ type: "ModifyQuerySet", add: [{ queryId: 1, path: "q", args: {} }], remove: [] }]);
    fake.last().receive(update(0, 1, "c"));
    expect(client.getCurrentValue("q", {})).toBe("c");
  });
});

describe("SyncClient mutations and actions", () => {
  it("resolves a mutation after the transition that shows it (read your writes)", async () => {
    const { fake, client } = setup();
    fake.last().open();
    client.watchQuery("count", {}, () => {});
    fake.last().receive(update(0, 1, 0));
    const promise = client.mutation("inc", {}).then((result) => [result, client.getCurrentValue("count", {})]);
    fake.last().receive({ type: "MutationResponse", requestId: 1, success: true, result: "ok", ts: 2 });
    expect(await settled(promise)).toBe(false);
    expect(client.connectionState().inflightMutations).toBe(1);
    fake.last().receive(update(1, 1, 1));
    expect(await promise).toEqual(["ok", 1]);
    expect(client.connectionState().inflightMutations).toBe(0);
  });

  it("re-sends unanswered mutations with the same request id after a reconnect; fails in-flight actions", async () => {
    const { fake, clock, client } = setup();
    fake.last().open();
    const mutation = client.mutation("votes.cast", { card: "8" });
    const action = client.action("jira.fetch", {});
    expect(client.connectionState()).toMatchObject({ inflightMutations: 1, inflightActions: 1 });
    fake.last().drop();
    await expect(action).rejects.toThrow(CONNECTION_LOST_MESSAGE);
    expect(client.connectionState()).toMatchObject({ isConnected: false, isReconnecting: true, inflightMutations: 1, inflightActions: 0 });
    clock.advance(1_000);
    fake.last().open();
    expect(fake.last().sentOfType("Mutation")).toEqual([{ type: "Mutation", requestId: 1, path: "votes.cast", args: { card: "8" } }]);
    fake.last().receive({ type: "MutationResponse", requestId: 1, success: true, result: null, ts: 0 });
    await expect(mutation).resolves.toBeNull();
  });

  it("tells the server which answers it holds: once for a burst of answers, and again on every new socket", async () => {
    const { fake, clock, client } = setup();
    fake.last().open();
    void client.mutation("a", {});
    void client.mutation("b", {});
    void client.mutation("c", {});
    fake.last().receive({ type: "MutationResponse", requestId: 1, success: true, result: null, ts: 0 });
    fake.last().receive({ type: "MutationResponse", requestId: 2, success: true, result: null, ts: 0 });
    expect(fake.last().sentOfType("Acknowledge")).toEqual([]);
    clock.advance(ACKNOWLEDGE_DELAY_MS);
    // Request 3 has no answer yet: its record must stay.
    expect(fake.last().sentOfType("Acknowledge")).toEqual([{ type: "Acknowledge", lowestUnanswered: 3 }]);
    fake.last().drop();
    clock.advance(1_000);
    fake.last().open();
    expect(fake.last().sent[0]).toMatchObject({ type: "Connect", connectionCount: 1, lowestUnanswered: 3 });
    expect(fake.last().sentOfType("Mutation").map((m) => m.requestId)).toEqual([3]);
    fake.last().receive({ type: "MutationResponse", requestId: 3, success: true, result: null, ts: 0 });
    clock.advance(ACKNOWLEDGE_DELAY_MS);
    expect(fake.last().sentOfType("Acknowledge")).toEqual([{ type: "Acknowledge", lowestUnanswered: 4 }]);
    clock.advance(ACKNOWLEDGE_DELAY_MS * 5);
    expect(fake.last().sentOfType("Acknowledge")).toHaveLength(1);
  });

  it("an answer whose transition was lost with the socket waits for the new socket's results", async () => {
    const { fake, clock, client } = setup();
    fake.last().open();
    client.watchQuery("count", {}, () => {});
    fake.last().receive(update(0, 1, 0));
    const promise = client.mutation("inc", {}).then(() => client.getCurrentValue("count", {}));
    fake.last().receive({ type: "MutationResponse", requestId: 1, success: true, result: null, ts: 2 });
    fake.last().drop();
    clock.advance(1_000);
    fake.last().open();
    // Answered already: not re-sent.
    expect(fake.last().sentOfType("Mutation")).toEqual([]);
    expect(await settled(promise)).toBe(false);
    fake.last().receive(update(0, 1, 1));
    expect(await promise).toBe(1);
  });

  it("rejects a failed mutation with the server's message and data", async () => {
    const { fake, client } = setup();
    fake.last().open();
    const promise = client.mutation("votes.cast", {});
    fake.last().receive({ type: "MutationResponse", requestId: 1, success: false, errorMessage: "Voting is closed", errorData: { x: 1 }, ts: 0 });
    await expect(promise).rejects.toMatchObject({ errorMessage: "Voting is closed", data: { x: 1 } });
  });
});

describe("SyncClient connection state", () => {
  it("tracks connected, reconnecting and long disconnects, notifying only on change", () => {
    const reports: unknown[] = [];
    const { fake, clock, client } = setup({ onLongDisconnect: (report) => reports.push(report) });
    const listener = vi.fn();
    client.subscribeToConnectionState(listener);
    const initial = client.connectionState();
    expect(initial).toMatchObject({ isConnected: false, isReconnecting: false, hasEverConnected: false });
    expect(client.connectionState()).toBe(initial);
    fake.last().open();
    expect(client.connectionState()).toMatchObject({ isConnected: true, hasEverConnected: true, longDisconnect: false });
    const calls = listener.mock.calls.length;
    fake.last().receive({ type: "Ping" });
    expect(listener.mock.calls.length).toBe(calls);
    fake.last().drop();
    clock.advance(LONG_DISCONNECT_REPORT_MS);
    expect(client.connectionState()).toMatchObject({ isConnected: false, isReconnecting: true, longDisconnect: true });
    expect(reports).toEqual([{ durationMs: LONG_DISCONNECT_REPORT_MS, clientId: "client-1" }]);
  });

  it("posts the long-disconnect report to /api/debug_event by default", () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }));
    const { clock } = setup({ onLongDisconnect: undefined, fetch, url: "wss://poker.test:8443/api/sync" });
    clock.advance(LONG_DISCONNECT_REPORT_MS);
    expect(fetch).toHaveBeenCalledWith("https://poker.test:8443/api/debug_event", expect.objectContaining({ method: "POST" }));
    const body = JSON.parse((fetch.mock.calls[0] as unknown as [string, RequestInit])[1].body as string);
    expect(body).toEqual({ event: "long_disconnect", durationMs: LONG_DISCONNECT_REPORT_MS, clientId: "client-1" });
  });

  it("stops on ClientTooOld, rejecting what is in flight with the server's message", async () => {
    const { fake, clock, client } = setup();
    fake.last().open();
    const pending = client.mutation("m", {});
    fake.last().receive({ type: "FatalError", code: "ClientTooOld", errorMessage: "This page is out of date. Please reload it." });
    await expect(pending).rejects.toThrow("This page is out of date");
    await expect(client.mutation("m", {})).rejects.toThrow("This page is out of date");
    expect(client.connectionState()).toMatchObject({
      isConnected: false,
      isReconnecting: false,
      fatalError: { code: "ClientTooOld", errorMessage: "This page is out of date. Please reload it." },
    });
    // The first retry comes within 1.5 s (1 s, jittered): the socket is still the same.
    clock.advance(1_500);
    expect(fake.sockets).toHaveLength(1);
  });

  it("close() rejects pending requests and stops reconnecting", async () => {
    const { fake, clock, client } = setup();
    const pending = client.mutation("m", {});
    client.close();
    await expect(pending).rejects.toThrow("closed");
    fake.last().fail();
    // The first retry comes within 1.5 s (1 s, jittered): the socket is still the same.
    clock.advance(1_500);
    expect(fake.sockets).toHaveLength(1);
  });
});

describe("SyncClient types", () => {
  it("takes argument and result types from the reference (checked by tsc, not run)", () => {
    const { client } = setup();
    const castVote = { path: "votes.cast" } as FunctionReference<"mutation", { roomId: string }, number>;
    const currentUser = { path: "users.current" } as FunctionReference<"query", Record<string, never>, string | null>;
    const typeChecks = () => {
      // @ts-expect-error roomId is required
      void client.mutation(castVote);
      // @ts-expect-error wrong argument type
      void client.mutation(castVote, { roomId: 1 });
      const result: Promise<number> = client.mutation(castVote, { roomId: "r" });
      // @ts-expect-error a query is not a mutation
      void client.mutation(currentUser);
      const user: string | null | undefined = client.getCurrentValue(currentUser, {});
      return [result, user];
    };
    expect(typeof typeChecks).toBe("function");
    client.close();
  });
});
