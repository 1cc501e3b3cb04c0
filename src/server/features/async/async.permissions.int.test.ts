// Every async.* function by an owner, an admin, a member, an outsider and a signed-out caller:
// owners and admins open and close batches, every participant votes and reads, outsiders get
// nothing. A refusal says exactly why and leaves the batch and the queue as they were.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QueueApi } from "../../../../tests/support/queueApi";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { api, bind, type BoundCall } from "../../../../tests/support/typedCalls";
import { MESSAGES } from "../../../shared/messages";

const R = MESSAGES.rooms;
const ALLOWED = "allowed";
type Caller = "owner" | "admin" | "member" | "outsider" | "signedOut";
const NOT_IN_ROOM: Record<"outsider" | "signedOut", string> = { outsider: R.notParticipant, signedOut: MESSAGES.auth.notSignedIn };

let server: TestServer;
let people: Record<Exclude<Caller, "signedOut">, RoomsApi>;

beforeAll(async () => {
  server = await startTestServer();
  const names = { owner: "Ann Owner", admin: "Bea Admin", member: "Cal Member", outsider: "Eve Outsider" };
  const entries = await Promise.all(Object.entries(names).map(async ([key, name]) => [key, new RoomsApi(server, await signUpUser(server, name))] as const));
  people = Object.fromEntries(entries) as typeof people;
});
afterAll(() => server?.close());

const as = (caller: Caller) => new QueueApi(server, caller === "signedOut" ? new RoomsApi(server, null) : people[caller]);

/** A room with three stories; the first two open in a batch, the third not. */
async function setUpRoom() {
  const { owner, admin, member } = people;
  const { code, roomId } = await owner.createAndEnter({ isPermanent: true });
  const adminId = (await admin.joinRoom(code)).participantId;
  await member.joinRoom(code);
  await owner.call(api.rooms.toggleAdminStatus, { roomId, participantId: adminId, sessionId: owner.sessionId });
  const { storyIds } = await as("owner").paste(roomId, "First story\nSecond story\nThird story");
  await as("owner").mutate(api.async.openBatch, roomId, { stories: storyIds.slice(0, 2), deadline: Date.now() + 3_600_000 });
  return { roomId, storyIds: storyIds as [string, string, string] };
}

type Case = { name: string; call: (roomId: string, sessionId: string, ids: [string, string, string]) => BoundCall; member: string };
const cases: Case[] = [
  // A batch is open: a manager's second one is refused for that, a member's for their role first.
  {
    name: "openBatch",
    call: (roomId, sessionId, [, , third]) => bind(api.async.openBatch, { roomId, sessionId, stories: [third], deadline: Date.now() + 3_600_000 }),
    member: R.onlyManagers,
  },
  { name: "closeBatch", call: (roomId, sessionId) => bind(api.async.closeBatch, { roomId, sessionId }), member: R.onlyManagers },
  { name: "submitVote", call: (roomId, sessionId, [first]) => bind(api.async.submitVote, { roomId, sessionId, storyId: first, value: "5", reason: "why" }), member: ALLOWED },
];
const MANAGERS: Record<string, string> = { openBatch: MESSAGES.async.batchOpen, closeBatch: ALLOWED, submitVote: ALLOWED };

async function snapshot(roomId: string) {
  return { batch: (await as("owner").call(api.async.getBatch, { roomId }))!.batch, queue: await as("owner").queue(roomId) };
}

describe("async functions by role", () => {
  for (const c of cases) {
    for (const caller of ["owner", "admin", "member", "outsider", "signedOut"] as const) {
      const expected = caller === "owner" || caller === "admin" ? MANAGERS[c.name]! : caller === "member" ? c.member : NOT_IN_ROOM[caller];
      it(`${c.name}: ${caller} -> ${expected}`, async () => {
        const { roomId, storyIds } = await setUpRoom();
        const who = as(caller);
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

describe("reading async batches", () => {
  it("async.getBatch is for the room's participants; anyone else gets null", async () => {
    const { roomId } = await setUpRoom();
    for (const caller of ["owner", "admin", "member"] as const) expect((await as(caller).call(api.async.getBatch, { roomId }))!.batch!.stories).toHaveLength(2);
    for (const caller of ["outsider", "signedOut"] as const) expect(await as(caller).call(api.async.getBatch, { roomId })).toBeNull();
  });

  it("async.waitingForMe counts the caller's own rooms only; signed out, nothing", async () => {
    const { roomId } = await setUpRoom();
    const waiting = (caller: Caller) => as(caller).call(api.async.waitingForMe, {});
    for (const caller of ["owner", "admin", "member"] as const) expect((await waiting(caller)).find((w) => w.roomId === roomId)?.count).toBe(2);
    expect((await waiting("outsider")).find((w) => w.roomId === roomId)).toBeUndefined();
    expect(await waiting("signedOut")).toEqual([]);
  });

  it("reminder mails are each signed-in person's own choice; signed out, nothing", async () => {
    const signedOut = as("signedOut");
    expect(await signedOut.call(api.async.getReminderMails, {})).toBeNull();
    expect(await signedOut.refusal(api.async.setReminderMails, { enabled: false })).toBe(MESSAGES.auth.notSignedIn);
    await as("member").call(api.async.setReminderMails, { enabled: false });
    expect(await as("member").call(api.async.getReminderMails, {})).toMatchObject({ enabled: false });
    expect(await as("outsider").call(api.async.getReminderMails, {})).toMatchObject({ enabled: true });
    await as("member").call(api.async.setReminderMails, { enabled: true });
  });
});
