// A deadline outlives its instance (issue 37): the auto-reveal countdown set by an instance that
// is killed right after is revealed by another instance within a few seconds of the deadline.
import { afterAll, describe, expect, it } from "vitest";
import { connectAs, subscribe, waitForValue } from "../../../../tests/support/liveQuery";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { roomOfPeople } from "../../../../tests/support/roomOfPeople";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { freePort, killServerProcesses, serverProcessEnv, serverRunning, spawnServerMain } from "../../../../tests/support/serverProcess";
import { startTestServer, testEngine, type TestServer } from "../../../../tests/support/testServer";
import { VotingApi } from "../../../../tests/support/votingApi";
import { api } from "../../../../tests/support/typedCalls";

let survivor: TestServer | undefined;
const sockets: RawSyncClient[] = [];
afterAll(async () => {
  killServerProcesses();
  await Promise.all(sockets.map((s) => s.close()));
  await survivor?.close();
});

describe.runIf(testEngine() === "postgres")("an auto-reveal deadline whose instance is killed", () => {
  it("fires on the other instance within 5 s of the deadline", async () => {
    survivor = await startTestServer();
    const doomed = spawnServerMain(serverProcessEnv(await freePort(), survivor.database));
    await serverRunning(doomed);
    const { roomId, people } = await roomOfPeople(survivor, ["Ann Deadline", "Bob Deadline"], { autoReveal: true });
    const [ann, bob] = people as [(typeof people)[0], (typeof people)[0]];
    // Both watch the room on the surviving instance (present voters); the last vote goes through
    // the doomed one, so it is the one that set the countdown and would wake at its deadline.
    for (const person of people) {
      const socket = await connectAs(survivor.wsUrl, person.user.token);
      sockets.push(socket);
      subscribe(socket, 1, api.rooms.getRoomData, { roomId });
    }
    await waitForValue(sockets[0]!, 1, api.rooms.getRoomData, (d) => d?.participants.length === 2 && d.participants.every((p) => p.isOnline));
    await ann.voting.vote(roomId, ann.participantId, "3");
    const doomedServer = { url: doomed.url } as TestServer;
    await new VotingApi(doomedServer, new RoomsApi(doomedServer, bob.user)).vote(roomId, bob.participantId, "5");
    doomed.child.kill("SIGKILL");
    await doomed.exited;

    const deadline = (await ann.rooms.getRoomData(roomId))!.room.autoRevealAt as number;
    expect(deadline).not.toBeNull();
    const revealed = await waitForValue(sockets[0]!, 1, api.rooms.getRoomData, (d) => d?.room.isVotingRevealed === true, Math.max(0, deadline - Date.now()) + 5_000);
    expect(revealed!.votes.map((v) => v.value).sort()).toEqual(["3", "5"]);
  }, 90_000);
});
