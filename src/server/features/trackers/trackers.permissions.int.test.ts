// Every trackers.* function by an owner, an admin, a member, an outsider and a signed-out caller:
// owners and admins choose the room's source, import from it and write agreed estimates back (each
// with their own GitHub connection), set its card numbers and whether it writes back; members only see it, outsiders get
// nothing. A refusal says exactly why and leaves the room's source and queue as they were.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../../../plugins/github/test/fakeGitHub";
import { GOOD_TOKEN } from "../../../plugins/github/test/fakeGitHubData";
import { QueueApi } from "../../../../tests/support/queueApi";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { api, bind, type BoundCall } from "../../../../tests/support/typedCalls";
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
let github: FakeGitHub;
let people: Record<Exclude<Caller, "signedOut">, RoomsApi>;
/** Each person's own GitHub connection (everyone has one, so a refusal is about the room, not the connection). */
const connectionOf = new Map<Caller, string>();

beforeAll(async () => {
  github = await startFakeGitHub();
  server = await startTestServer({ env: { GITHUB_API_URL: github.url, TRACKER_HOSTS: `127.0.0.1:${github.port}` } });
  const names = { owner: "Ann Owner", admin: "Bea Admin", member: "Cal Member", outsider: "Eve Outsider" };
  const entries = await Promise.all(Object.entries(names).map(async ([key, name]) => [key, new RoomsApi(server, await signUpUser(server, name))] as const));
  people = Object.fromEntries(entries) as typeof people;
  for (const [key, person] of Object.entries(people)) connectionOf.set(key as Caller, (await person.call(api.connections.connect, { tracker: "github", token: GOOD_TOKEN }))._id);
});
afterAll(async () => {
  await server?.close();
  await github?.close();
});

const caller = (who: Caller) => (who === "signedOut" ? new RoomsApi(server, null) : people[who]);

/** A room whose owner chose octo-org/app as its source, with an admin and a member. */
async function setUpRoom() {
  const { owner, admin, member } = people;
  const { code, roomId } = await owner.createAndEnter({ isPermanent: true });
  const adminId = (await admin.joinRoom(code)).participantId;
  await member.joinRoom(code);
  await owner.call(api.rooms.toggleAdminStatus, { roomId, participantId: adminId, sessionId: owner.sessionId });
  await owner.call(api.trackers.setSource, { roomId, sessionId: owner.sessionId, connectionId: connectionOf.get("owner")!, source: { kind: "repository", repository: "octo-org/app" } });
  return roomId;
}

/** Each caller passes their own connection; every public trackers.* function is here (the type says so). */
const cases = {
  setSource: (roomId: string, sessionId: string, connectionId: string) => bind(api.trackers.setSource, { roomId, sessionId, connectionId, source: { kind: "repository", repository: "octocat/notes" } }),
  clearSource: (roomId: string, sessionId: string) => bind(api.trackers.clearSource, { roomId, sessionId }),
  previewImport: (roomId: string, sessionId: string) => bind(api.trackers.previewImport, { roomId, sessionId, route: { route: "repository", milestone: "Sprint 5" } }),
  importStories: (roomId: string, sessionId: string) => bind(api.trackers.importStories, { roomId, sessionId, route: { route: "repository", milestone: "Sprint 5" } }),
  // No story of this room has the id: past the room's guard, a manager learns only that (trackers.int.test.ts writes a real one).
  writeEstimate: (roomId: string, sessionId: string) => bind(api.trackers.writeEstimate, { roomId, sessionId, storyId: "no-such-story" }),
  listSources: (roomId: string, sessionId: string, connectionId: string) => bind(api.trackers.listSources, { roomId, sessionId, connectionId, kind: "repository" }),
  writeTarget: (roomId: string, sessionId: string) => bind(api.trackers.writeTarget, { roomId, sessionId }),
  setCardValues: (roomId: string, sessionId: string) => bind(api.trackers.setCardValues, { roomId, sessionId, cardValues: { M: 5 } }),
  setWriteBack: (roomId: string, sessionId: string) => bind(api.trackers.setWriteBack, { roomId, sessionId, writeBack: false }),
} satisfies Record<keyof typeof api.trackers, (roomId: string, sessionId: string, connectionId: string) => BoundCall>;
/** What owners and admins get: the call's own answer where it needs more than the room's say-so. */
const MANAGERS: Partial<Record<keyof typeof cases, string>> = { writeEstimate: MESSAGES.trackers.notAnIssue };

describe("trackers.* by caller", () => {
  for (const [name, call] of Object.entries(cases)) {
    for (const who of ["owner", "admin", "member", "outsider", "signedOut"] as const) {
      const rule = who === "owner" || who === "admin" ? (MANAGERS[name as keyof typeof cases] ?? ALLOWED) : REFUSED_FOR_OTHERS[who];
      it(`${name} by ${who}: ${rule}`, async () => {
        const roomId = await setUpRoom();
        const person = caller(who);
        const snapshot = async () => ({ source: (await people.owner.getRoomData(roomId))!.room.trackerSource, queue: await new QueueApi(server, people.owner).queue(roomId) });
        const bound = call(roomId, person.sessionId, connectionOf.get(who) ?? "no-connection");
        if (rule === ALLOWED) {
          await person.call(bound.fn, bound.args);
          return;
        }
        const before = await snapshot();
        expect(await person.refusal(bound.fn, bound.args)).toBe(rule);
        expect(await snapshot()).toEqual(before);
      });
    }
  }
});
