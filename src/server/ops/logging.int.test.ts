// The log is JSON, one line per event, and a mutation sent over a socket can be followed by its
// request id (clientId:requestId) from its start through its SQL statements to its commit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { RoomsApi } from "../../../tests/support/roomsApi";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { signUpUser } from "../../../tests/support/users";
import type { MutationResponseMessage } from "../../shared/protocol";

const lines: string[] = [];
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { LOG_LEVEL: "trace" }, logDestination: { write: (line) => void lines.push(line) } });
});
afterAll(() => server?.close());

describe(`logs on ${testEngine()}`, () => {
  it("are JSON lines in which a socket mutation's request id leads from socket to database", async () => {
    const user = await signUpUser(server, "Lou Logs");
    const { roomId, participantId } = await new RoomsApi(server, user).createAndEnter();
    const client = await RawSyncClient.connect(server.wsUrl, { token: user.token, clientId: "log-follow-client" });
    try {
      client.send({ type: "Mutation", requestId: 7, path: "voting.submitVote", args: { roomId, participantId, value: "8" } });
      const answer = await client.next<MutationResponseMessage>((m) => m.type === "MutationResponse" && m.requestId === 7);
      expect(answer.success).toBe(true);
    } finally {
      await client.close();
    }

    const events = lines.flatMap((chunk) => chunk.split("\n").filter((line) => line !== "")).map((line) => JSON.parse(line) as Record<string, unknown>);
    expect(events.length).toBeGreaterThan(0);
    const followed = events.filter((e) => e.reqId === "log-follow-client:7");
    expect(followed[0]).toMatchObject({ msg: "mutation started", path: "voting.submitVote", via: "socket", userId: user.userId });
    expect(followed.some((e) => e.msg === "statement" && /insert into "votes"/i.test(String(e.sql)))).toBe(true);
    expect(followed.at(-1)).toMatchObject({ msg: "mutation committed", path: "voting.submitVote" });
  });
});
