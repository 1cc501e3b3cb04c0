// Identity before work (issue 37): mutations a signed-in tab queued while the database was down
// and its socket was cut go out only once the new socket is signed in again, so they run as the
// user (never refused as "not signed in"), each applied once and answered with success. Ten
// outages in a row: the old order (queued mutations out before the token) lost one in two.
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { createTestDatabase, startThrowawayCluster, type TestDatabase, type ThrowawayCluster } from "../../../tests/support/postgres";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { signUpUser } from "../../../tests/support/users";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { MESSAGES } from "../../shared/messages";
import type { MutationResponseMessage } from "../../shared/protocol";
import { HttpClient, SyncClient, type WebSocketConstructor } from "./index";

// Three failed reconnects fit in an outage: with no jitter (random 0) the client tries after 0.5, 1.5
// and 3.5 s, the last once the database is back.
const OUTAGE_MS = 3_000;
const RUNS = 10;

describe.runIf(testEngine() === "postgres")("mutations a signed-in tab queued across a database outage and a reconnect", () => {
  let cluster: ThrowawayCluster;
  let database: TestDatabase;
  let server: TestServer | undefined;
  let client: SyncClient | undefined;

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    database = await createTestDatabase(cluster.url);
    server = await startTestServer({ engine: "postgres", database: { postgresUrl: database.url }, extraFunctions: { counter } });
  }, 60_000);
  afterAll(async () => {
    client?.close();
    await server?.app.close();
    await database?.drop().catch(() => {});
    await cluster?.stop();
  }, 60_000);

  it(`are applied once and answered with success, ${RUNS} outages in a row`, async () => {
    const user = await signUpUser(server!, "Queued Outage");
    const http = new HttpClient(server!.url);
    client = new SyncClient({ url: server!.wsUrl, WebSocket: WebSocket as unknown as WebSocketConstructor, onLongDisconnect: () => {}, random: () => 0 });
    let signedIn = false;
    client.setAuth(async () => user.token, (isAuthenticated) => (signedIn = isAuthenticated));
    client.watchQuery("counter.whoami", {}, () => {});
    await expect.poll(() => signedIn).toBe(true);
    expect(await client.mutation("counter.incrementSignedIn", { name: "before" })).toBe(1);

    for (let run = 1; run <= RUNS; run++) {
      await cluster.pause();
      // The socket drops during the outage: the tab must sign in again before its queue runs.
      server!.app.dropConnections();
      const queued = [client.mutation("counter.incrementSignedIn", { name: `run-${run}-a` }), client.mutation("counter.incrementSignedIn", { name: `run-${run}-b` })];
      await new Promise((resolve) => setTimeout(resolve, OUTAGE_MS));
      await cluster.resume();

      const answers = await Promise.allSettled(queued);
      expect(answers.map((a) => (a.status === "fulfilled" ? a.value : String(a.reason)))).toEqual([1, 1]);
      expect(await http.query("counter.get", { name: `run-${run}-a` })).toBe(1);
      expect(await http.query("counter.get", { name: `run-${run}-b` })).toBe(1);
    }
    expect(client.getQueryResult("counter.whoami", {})).toEqual({ status: "success", value: user.userId });
  }, 400_000);

  it("are answered 'unavailable' (retry), never 'not signed in', on a socket whose token the database could not check yet", async () => {
    const user = await signUpUser(server!, "Unchecked Token");
    await cluster.pause();
    const socket = await RawSyncClient.connect(server!.wsUrl, { token: user.token });
    try {
      expect(await socket.next((m) => m.type === "AuthError", 15_000)).toMatchObject({ errorMessage: MESSAGES.generic.unavailable });
      await cluster.resume();
      // The database is back, but this socket does not know as whom yet: the mutation is not run signed out.
      socket.send({ type: "Mutation", requestId: 1, path: "counter.incrementSignedIn", args: { name: "unchecked" } });
      const answer = await socket.next<MutationResponseMessage>((m) => m.type === "MutationResponse" && m.requestId === 1, 15_000);
      expect(answer).toMatchObject({ success: false, errorMessage: MESSAGES.generic.unavailable });
      // Once the token is taken, the same request runs, once.
      socket.send({ type: "Authenticate", token: user.token });
      await socket.next((m) => m.type === "Transition", 15_000);
      socket.send({ type: "Mutation", requestId: 1, path: "counter.incrementSignedIn", args: { name: "unchecked" } });
      const again = await socket.next<MutationResponseMessage>((m) => m.type === "MutationResponse" && m.requestId === 1, 15_000);
      expect(again).toMatchObject({ success: true, result: 1 });
    } finally {
      await socket.close();
    }
  }, 60_000);
});
