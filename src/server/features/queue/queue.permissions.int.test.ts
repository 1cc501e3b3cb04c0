// Every queue.* function by an owner, an admin, a member, an outsider and a signed-out caller:
// owners and admins manage the queue and record estimates, members read, outsiders get nothing.
// A refusal says exactly why and leaves the queue and the room as they were.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueueApi } from "../../../../tests/support/queueApi";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { api, bind, type BoundCall } from "../../../../tests/support/typedCalls";
import { VotingApi } from "../../../../tests/support/votingApi";
import { MESSAGES } from "../../../shared/messages";

const R = MESSAGES.rooms;
const ALLOWED = "allowed";
type Caller = "owner" | "admin" | "member" | "outsider" | "signedOut";
const REFUSED_FOR_OTHERS: Record<Exclude<Caller, "owner" | "admin">, string> = {
  member: R.onlyManagers,
  outsider: R.notParticipant,
  signedOut: MESSAGES.auth.notSignedIn,
};

let server: TestServer;
let people: Record<Exclude<Caller, "signedOut">, RoomsApi>;

beforeAll(async () => {
  server = await startTestServer();
  const names = { owner: "Ann Owner", admin: "Bea Admin", member: "Cal Member", outsider: "Eve Outsider" };
  const entries = await Promise.all(Object.entries(names).map(async ([key, name]) => [key, new RoomsApi(server, await signUpUser(server, name))] as const));
  people = Object.fromEntries(entries) as typeof people;
});
afterAll(() => server?.close());

const queueAs = (caller: Caller) => new QueueApi(server, caller === "signedOut" ? new RoomsApi(server, null) : people[caller]);

/** A room with two stories, the first one current, voted on by the member and revealed. */
async function setUpRoom() {
  const { owner, admin, member } = people;
  const { code, roomId } = await owner.createAndEnter({ isPermanent: true });
  const adminId = (await admin.joinRoom(code)).participantId;
  const memberId = (await member.joinRoom(code)).participantId;
  await owner.call(api.rooms.toggleAdminStatus, { roomId, participantId: adminId, sessionId: owner.sessionId });
  const queue = new QueueApi(server, owner);
  const { storyIds } = await queue.paste(roomId, "First story\nSecond story");
  await queue.mutate(api.queue.startStory, roomId, { storyId: storyIds[0]! });
  await new VotingApi(server, member).vote(roomId, memberId, "5");
  await new VotingApi(server, owner).reveal(roomId);
  return { roomId, storyIds: storyIds as [string, string] };
}

/** A mutation gets the caller's session id too; the action only the room. */
type Case = { name: string; call: (roomId: string, sessionId: string, ids: [string, string]) => BoundCall; managers: string };
const cases: Case[] = [
  { name: "addStory", call: (roomId, sessionId) => bind(api.queue.addStory, { roomId, sessionId, story: { title: "New" } }), managers: ALLOWED },
  { name: "addStories", call: (roomId, sessionId) => bind(api.queue.addStories, { roomId, sessionId, text: "A\nB" }), managers: ALLOWED },
  { name: "editStory", call: (roomId, sessionId, [, second]) => bind(api.queue.editStory, { roomId, sessionId, storyId: second, story: { title: "Edited" } }), managers: ALLOWED },
  { name: "removeStory", call: (roomId, sessionId, [, second]) => bind(api.queue.removeStory, { roomId, sessionId, storyId: second }), managers: ALLOWED },
  { name: "removePendingStories", call: (roomId, sessionId, [, second]) => bind(api.queue.removePendingStories, { roomId, sessionId, storyIds: [second] }), managers: ALLOWED },
  { name: "moveStory", call: (roomId, sessionId, [, second]) => bind(api.queue.moveStory, { roomId, sessionId, storyId: second, to: 0 }), managers: ALLOWED },
  { name: "startStory", call: (roomId, sessionId, [, second]) => bind(api.queue.startStory, { roomId, sessionId, storyId: second }), managers: ALLOWED },
  { name: "recordEstimate", call: (roomId, sessionId) => bind(api.queue.recordEstimate, { roomId, sessionId }), managers: ALLOWED },
  { name: "nextStory", call: (roomId, sessionId) => bind(api.queue.nextStory, { roomId, sessionId, outcome: "skip" }), managers: ALLOWED },
  { name: "exportSessionSummary", call: (roomId) => bind(api.queue.exportSessionSummary, { roomId }), managers: ALLOWED },
];

/** What a refusal must leave alone: the queue and the room's story and votes. */
async function snapshot(roomId: string) {
  const room = (await people.owner.getRoomData(roomId))!;
  return { queue: await queueAs("owner").queue(roomId), story: room.room.currentStory, current: room.room.currentQueueStoryId, votes: room.votes };
}

describe("queue functions by role", () => {
  for (const c of cases) {
    for (const caller of ["owner", "admin", "member", "outsider", "signedOut"] as const) {
      const expected = caller === "owner" || caller === "admin" ? c.managers : REFUSED_FOR_OTHERS[caller];
      it(`${c.name}: ${caller} -> ${expected}`, async () => {
        const { roomId, storyIds } = await setUpRoom();
        const who = queueAs(caller);
        const call = c.call(roomId, who.person.sessionId || "abc", storyIds);
        if (expected === ALLOWED) {
          await who.call(call.fn, call.args);
          return;
        }
        const before = await snapshot(roomId);
        expect(await who.refusal(call.fn, call.args)).toBe(expected);
        expect(await snapshot(roomId)).toEqual(before);
      });
    }
  }
});

describe("reading the queue and the summary", () => {
  it("is for the room's participants; anyone else gets null", async () => {
    const { roomId } = await setUpRoom();
    for (const caller of ["owner", "admin", "member"] as const) {
      expect((await queueAs(caller).queue(roomId))?.map((s) => s.title)).toEqual(["First story", "Second story"]);
      expect((await queueAs(caller).summary(roomId))?.stories).toHaveLength(2);
    }
    for (const caller of ["outsider", "signedOut"] as const) {
      expect(await queueAs(caller).queue(roomId)).toBeNull();
      expect(await queueAs(caller).summary(roomId)).toBeNull();
    }
  });

  it("one story's whole description (queue.getStoryDetails, issue 30) is for the room's participants too", async () => {
    const { roomId } = await setUpRoom();
    const storyId = (await queueAs("owner").queue(roomId))![0]!._id;
    for (const caller of ["owner", "admin", "member"] as const) expect(await queueAs(caller).details(roomId, storyId)).toMatchObject({ _id: storyId });
    for (const caller of ["outsider", "signedOut"] as const) expect(await queueAs(caller).details(roomId, storyId)).toBeNull();
  });
});
