// Leaving and joining again must not undo what the room's managers decided: an excluded
// participant stays excluded, an admin stays admin.
import { afterAll, beforeAll, expect, it } from "vitest";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser } from "../../../../tests/support/users";
import { MESSAGES } from "../../../shared/messages";
import { api } from "../../../../tests/support/typedCalls";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function person(name: string): Promise<RoomsApi> {
  return new RoomsApi(server, await signUpUser(server, name));
}

async function standing(viewer: RoomsApi, roomId: string, name: string) {
  const data = (await viewer.getRoomData(roomId))!;
  const p = data.participants.find((x) => x.name === name)!;
  return { role: p.role, isExcludedFromVoting: p.isExcludedFromVoting };
}

it("keeps an excluded participant excluded after they leave and join again", async () => {
  const ann = await person("Ann Owner");
  const mel = await person("Mel Excluded");
  const { code, roomId } = await ann.createAndEnter({ isPermanent: true });
  const first = await mel.joinRoom(code);
  await ann.call(api.rooms.toggleVotingExclusion, { roomId, participantId: first.participantId, sessionId: ann.sessionId });

  await mel.call(api.rooms.leaveRoom, { participantId: first.participantId, sessionId: mel.sessionId });
  const again = await mel.joinRoom(code);

  expect(await standing(ann, roomId, "Mel Excluded")).toEqual({ role: "member", isExcludedFromVoting: true });
  const vote = await mel.answer(api.voting.submitVote, { roomId, participantId: again.participantId, value: "5" });
  expect(vote).toMatchObject({ status: "error", errorMessage: MESSAGES.voting.excluded });
  expect(again.participantId).not.toBe(first.participantId);
});

it("keeps an admin an admin, and a kicked excluded participant excluded, across leave and join", async () => {
  const ann = await person("Ann Owner");
  const ada = await person("Ada Admin");
  const kim = await person("Kim Kicked");
  const { code, roomId } = await ann.createAndEnter({ isPermanent: true });
  const adaIn = await ada.joinRoom(code);
  const kimIn = await kim.joinRoom(code);
  await ann.call(api.rooms.toggleAdminStatus, { roomId, participantId: adaIn.participantId, sessionId: ann.sessionId });
  await ann.call(api.rooms.toggleVotingExclusion, { roomId, participantId: kimIn.participantId, sessionId: ann.sessionId });
  await ann.call(api.rooms.kickParticipant, { roomId, participantId: kimIn.participantId, sessionId: ann.sessionId });
  await ada.call(api.rooms.leaveRoom, { participantId: adaIn.participantId, sessionId: ada.sessionId });

  await ada.joinRoom(code);
  await kim.joinRoom(code);

  expect(await standing(ann, roomId, "Ada Admin")).toEqual({ role: "admin", isExcludedFromVoting: false });
  expect(await standing(ann, roomId, "Kim Kicked")).toEqual({ role: "member", isExcludedFromVoting: true });
});

it("lets an included participant who left join as a plain voter, and forgets everything with the room", async () => {
  const ann = await person("Ann Owner");
  const max = await person("Max Member");
  const { code, roomId } = await ann.createAndEnter({ isPermanent: true });
  const maxIn = await max.joinRoom(code);
  await ann.call(api.rooms.toggleVotingExclusion, { roomId, participantId: maxIn.participantId, sessionId: ann.sessionId });
  await ann.call(api.rooms.toggleVotingExclusion, { roomId, participantId: maxIn.participantId, sessionId: ann.sessionId });
  await max.call(api.rooms.leaveRoom, { participantId: maxIn.participantId, sessionId: max.sessionId });
  await max.joinRoom(code);
  expect(await standing(ann, roomId, "Max Member")).toEqual({ role: "member", isExcludedFromVoting: false });

  await ann.call(api.rooms.deleteRoom, { roomId });
  const db = server.app.services.database.db;
  expect(await db.selectFrom("room_standings").selectAll().where("room_id", "=", roomId).execute()).toEqual([]);
});

it("brings a kicked admin back as a member, not an admin (issue 30)", async () => {
  const ann = await person("Ann Owner");
  const kat = await person("Kat Kicked Admin");
  const { code, roomId } = await ann.createAndEnter({ isPermanent: true });
  const katIn = await kat.joinRoom(code);
  await ann.call(api.rooms.toggleAdminStatus, { roomId, participantId: katIn.participantId, sessionId: ann.sessionId });
  expect(await standing(ann, roomId, "Kat Kicked Admin")).toEqual({ role: "admin", isExcludedFromVoting: false });
  await ann.call(api.rooms.kickParticipant, { roomId, participantId: katIn.participantId, sessionId: ann.sessionId });

  const again = await kat.joinRoom(code);
  expect(await standing(ann, roomId, "Kat Kicked Admin")).toEqual({ role: "member", isExcludedFromVoting: false });
  // As a member she may no longer manage anyone.
  expect(await kat.refusal(api.rooms.toggleVotingExclusion, { roomId, participantId: again.participantId, sessionId: kat.sessionId })).toBe(MESSAGES.participants.cannotToggleExclusion);
});
