// "x of y voted" with presence, live over real sockets: someone who closes the tab without voting
// still counts (spec 4 and 6) and is named as away once the presence grace period is over; with
// the room's "Don't wait for away people" (issue 36) they leave the count. A vote cast before
// leaving always counts.
import { afterAll, beforeAll, describe, it } from "vitest";
import { connectAs, subscribe, waitForValue } from "../../../../tests/support/liveQuery";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser, type SignedUpUser } from "../../../../tests/support/users";
import { VotingApi } from "../../../../tests/support/votingApi";
import { api } from "../../../../tests/support/typedCalls";
import type { ResultOf } from "../../../shared/functionReference";

let server: TestServer;
const sockets: RawSyncClient[] = [];

beforeAll(async () => {
  server = await startTestServer({ presenceGraceMs: 300 });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await server?.close();
});

async function watch(user: SignedUpUser, roomId: string): Promise<RawSyncClient> {
  const socket = await connectAs(server.wsUrl, user.token);
  sockets.push(socket);
  subscribe(socket, 1, api.rooms.getRoomData, { roomId });
  return socket;
}

type RoomData = ResultOf<typeof api.rooms.getRoomData>;

const progressIs = (expected: Partial<NonNullable<RoomData>["voteProgress"]>) => (data: RoomData): data is NonNullable<RoomData> =>
  data !== null && Object.entries(expected).every(([key, value]) => data.voteProgress?.[key as keyof typeof expected] === value);

describe("vote progress with presence", () => {
  it("keeps counting someone who left without voting, named as away, and the vote of someone who left after voting", async () => {
    const [annUser, bobUser, cyUser] = await Promise.all(["Ann Present", "Bob Votes Leaves", "Cy Leaves"].map((name) => signUpUser(server, name)));
    const ann = new RoomsApi(server, annUser!);
    const bob = new RoomsApi(server, bobUser!);
    const cy = new RoomsApi(server, cyUser!);
    const { code, roomId, participantId: annId } = await ann.createAndEnter();
    const { participantId: bobId } = await bob.joinRoom(code);
    await cy.joinRoom(code);

    const annSocket = await watch(annUser!, roomId);
    const bobSocket = await watch(bobUser!, roomId);
    const cySocket = await watch(cyUser!, roomId);
    await waitForValue(annSocket, 1, api.rooms.getRoomData, progressIs({ voted: 0, expected: 3, away: 0 }));

    await new VotingApi(server, bob).vote(roomId, bobId, "5");
    await new VotingApi(server, ann).vote(roomId, annId, "8");
    await waitForValue(annSocket, 1, api.rooms.getRoomData, progressIs({ voted: 2, expected: 3, everyoneVoted: false }));

    // Cy closes the tab: after the grace period Cy is away, still counted; the auto-reveal's own rule no longer waits.
    await cySocket.close();
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (data) => progressIs({ voted: 2, expected: 3, away: 1, everyoneVoted: true })(data) && data.voteProgress.awayNames.join() === "Cy Leaves");

    // Bob leaves after voting: his vote still counts, so nothing changes.
    await bobSocket.close();
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (data) => data !== null && data.participants.find((p) => p._id === bobId)?.isOnline === false);
    await waitForValue(annSocket, 1, api.rooms.getRoomData, progressIs({ voted: 2, expected: 3, away: 1, everyoneVoted: true }));

    // "Don't wait for away people": Cy leaves the count, for everyone at once.
    await ann.call(api.rooms.updateRoomSettings, { roomId, sessionId: ann.sessionId, skipAwayVoters: true });
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (data) => progressIs({ voted: 2, expected: 2, away: 1, everyoneVoted: true })(data) && data.room.settings.skipAwayVoters === true);

    // Cy comes back: the round waits for Cy again.
    await watch(cyUser!, roomId);
    await waitForValue(annSocket, 1, api.rooms.getRoomData, progressIs({ voted: 2, expected: 3, away: 0, everyoneVoted: false }));
  });
});
