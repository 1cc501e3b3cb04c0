// Votes stay secret until reveal, checked on the wire: every frame the server sends to each
// participant's socket, as raw text and replayed into values (whole values and patches).
// Also: a vote re-sent on a new socket after a blip lands once.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { roomOfPeople, type RoomMember } from "../../../../tests/support/roomOfPeople";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { applyPatch } from "../../../shared/jsonPatch";
import type { ResultOf } from "../../../shared/functionReference";
import type { ServerMessage } from "../../../shared/protocol";
import { api } from "../../../../tests/support/typedCalls";

const ROOM_QUERY = 1;
const HISTORY_QUERY = 2;

let server: TestServer;
const sockets: RawSyncClient[] = [];

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await server?.close();
});

type Person = RoomMember;

function roomOf(...names: string[]): Promise<{ roomId: string; people: Person[] }> {
  return roomOfPeople(server, names, { maxFibonacci: 34 });
}

async function watchRoom(token: string, roomId: string, clientId?: string): Promise<RawSyncClient> {
  const socket = await RawSyncClient.connect(server.wsUrl, { token, clientId });
  sockets.push(socket);
  socket.send({
    type: "ModifyQuerySet",
    add: [
      { queryId: ROOM_QUERY, path: api.rooms.getRoomData.path, args: { roomId } },
      { queryId: HISTORY_QUERY, path: api.voting.getRoundHistory.path, args: { roomId } },
    ],
    remove: [],
  });
  return socket;
}

type RoomData = ResultOf<typeof api.rooms.getRoomData>;

/** Every value the room query went through on this socket, replaying whole values and patches in order. */
function values(socket: RawSyncClient, queryId: typeof ROOM_QUERY): RoomData[] {
  const seen: RoomData[] = [];
  let value: unknown;
  for (const message of socket.messages as ServerMessage[]) {
    if (message.type !== "Transition") continue;
    for (const m of message.modifications) {
      if (m.queryId !== queryId) continue;
      if (m.type === "QueryUpdated") value = m.value;
      else if (m.type === "QueryPatched") value = applyPatch(value, m.patch);
      else throw new Error(`query ${queryId}: ${m.type}`);
      seen.push(value as RoomData);
    }
  }
  return seen;
}

async function waitForRoom(socket: RawSyncClient, check: (room: RoomData) => boolean): Promise<RoomData> {
  let latest: RoomData | undefined;
  await expect.poll(() => check((latest = values(socket, ROOM_QUERY).at(-1)) ?? null) === true, { timeout: 5000 }).toBe(true);
  return latest ?? null;
}

const hasVoted = (data: RoomData, participantId: string) => data?.votes.some((v) => v.participantId === participantId);

describe("votes on the wire", () => {
  it("never reach another participant before reveal, and all arrive after it", async () => {
    const { roomId, people } = await roomOf("Ann Owner", "Bob Voter", "Cy Watcher");
    const [ann, bob, cy] = people as [Person, Person, Person];
    const [annSocket, bobSocket, cySocket] = await Promise.all(people.map((p) => watchRoom(p.user.token, roomId)));
    for (const socket of [annSocket, bobSocket, cySocket]) await waitForRoom(socket!, (d) => d?.votes.length === 0);

    // Distinctive cards: nothing else in a room is the string "13" or "21".
    annSocket!.send({ type: "Mutation", requestId: 1, path: api.voting.submitVote.path, args: { roomId, participantId: ann.participantId, value: "13" } });
    expect(await annSocket!.next((m) => m.type === "MutationResponse")).toMatchObject({ success: true, result: { value: "13" } });
    await bob.voting.vote(roomId, bob.participantId, "21");
    await cy.voting.vote(roomId, cy.participantId, "?");
    for (const socket of [annSocket, bobSocket, cySocket]) {
      await waitForRoom(socket!, (d) => [ann, bob, cy].every((p) => hasVoted(d, p.participantId)));
    }

    // Replayed values: every vote but the viewer's own is { participantId, value: null }.
    for (const [socket, me] of [[annSocket, ann], [bobSocket, bob], [cySocket, cy]] as const) {
      const seen = values(socket!, ROOM_QUERY);
      expect(seen.length).toBeGreaterThan(1);
      for (const data of seen) {
        expect(data!.me).toBe(me.participantId);
        for (const vote of data!.votes) {
          expect(Object.keys(vote).sort()).toEqual(["participantId", "value"]);
          if (vote.participantId !== me.participantId) expect(vote.value).toBeNull();
        }
      }
    }
    // Raw frames, in case a value travels anywhere else (a patch, another query, a response).
    const secretsOf = (socket: RawSyncClient) => socket.frames.flatMap((f) => ['"13"', '"21"'].filter((s) => f.includes(s)));
    expect(secretsOf(cySocket!)).toEqual([]);
    expect(bobSocket!.frames.filter((f) => f.includes('"13"') || f.includes('"value":"13"'))).toEqual([]);
    expect(annSocket!.frames.filter((f) => f.includes('"21"') || f.includes('"value":"21"'))).toEqual([]);

    await ann.voting.reveal(roomId);
    const revealed = await waitForRoom(cySocket!, (d) => d !== null && d.room.isVotingRevealed);
    expect(Object.fromEntries(revealed!.votes.map((v) => [v.participantId, v.value]))).toEqual({
      [ann.participantId]: "13",
      [bob.participantId]: "21",
      [cy.participantId]: "?",
    });
    expect(cySocket!.frames.some((f) => f.includes('"13"'))).toBe(true);
    expect(cySocket!.frames.some((f) => f.includes('"21"'))).toBe(true);
  });
});

describe("a vote re-sent after a reconnect", () => {
  it("counts once, and a copy is answered from the record rather than run again", async () => {
    const { roomId, people } = await roomOf("Ann Host", "Bob Blip");
    const [, bob] = people as [Person, Person];
    const clientId = `blip-${Math.random().toString(36).slice(2, 10)}`;
    const vote = { type: "Mutation", requestId: 1, path: api.voting.submitVote.path, args: { roomId, participantId: bob.participantId, value: "8" } };

    // The socket drops right after sending: the answer, if any, is lost.
    const first = await RawSyncClient.connect(server.wsUrl, { clientId, token: bob.user.token });
    first.send(vote);
    await first.close();
    const second = await RawSyncClient.connect(server.wsUrl, { clientId, token: bob.user.token });
    sockets.push(second);
    second.send(vote);
    expect(await second.next((m) => m.type === "MutationResponse" && m.requestId === 1)).toMatchObject({
      success: true,
      result: { participantId: bob.participantId, value: "8" },
    });

    const rows = () =>
      server.app.services.database.db.selectFrom("votes").select(["participant_id", "value"]).where("room_id", "=", roomId).execute();
    expect(await rows()).toEqual([{ participant_id: bob.participantId, value: "8" }]);

    // Bob changes his card; a late copy of the first request must not put the 8 back.
    await bob.voting.vote(roomId, bob.participantId, "3");
    const third = await RawSyncClient.connect(server.wsUrl, { clientId, token: bob.user.token });
    sockets.push(third);
    third.send(vote);
    expect(await third.next((m) => m.type === "MutationResponse" && m.requestId === 1)).toMatchObject({ success: true, result: { value: "8" } });
    expect(await rows()).toEqual([{ participant_id: bob.participantId, value: "3" }]);
  });
});
