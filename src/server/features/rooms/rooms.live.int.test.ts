// Live rooms over WebSocket: what one person does shows up for the others without reloading,
// dashboards follow, and presence shows who is connected, riding out short blips.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { connectAs, latestValue, subscribe, unsubscribe, valueHistory, waitForValue } from "../../../../tests/support/liveQuery";
import type { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { findSecrets, RoomsApi } from "../../../../tests/support/roomsApi";
import { VotingApi } from "../../../../tests/support/votingApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { signUpUser, type SignedUpUser } from "../../../../tests/support/users";
import { maintainPresence } from "../presence/presenceMutations";
import { api } from "../../../../tests/support/typedCalls";
import type { ResultOf } from "../../../shared/functionReference";

const GRACE_MS = 1500;
let server: TestServer;
const sockets: RawSyncClient[] = [];
const users: SignedUpUser[] = [];

beforeAll(async () => {
  server = await startTestServer({ presenceGraceMs: GRACE_MS });
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await server?.close();
});

async function person(name: string): Promise<RoomsApi> {
  const user = await signUpUser(server, name);
  users.push(user);
  return new RoomsApi(server, user);
}

async function socketFor(who: RoomsApi): Promise<RawSyncClient> {
  const socket = await connectAs(server.wsUrl, who.user!.token);
  sockets.push(socket);
  return socket;
}

/** Two people in a new room: its owner and one member. */
async function ownerAndMember(ownerName: string, memberName: string) {
  const owner = await person(ownerName);
  const member = await person(memberName);
  const { code, roomId, participantId } = await owner.createAndEnter();
  const { participantId: memberId } = await member.joinRoom(code);
  return { owner, member, roomId, ownerId: participantId, memberId };
}

type RoomData = ResultOf<typeof api.rooms.getRoomData>;

const byName = (data: RoomData, name: string) => data?.participants.find((p) => p.name === name);

describe("a room watched live", () => {
  it("shows a join, a role change, a story change and a kick to the others; the kicked one sees null", async () => {
    const ann = await person("Ann Live");
    const bob = await person("Bob Watcher");
    const cal = await person("Cal Newcomer");
    const { code, roomId } = await ann.createAndEnter();
    await bob.joinRoom(code);
    const bobSocket = await socketFor(bob);
    subscribe(bobSocket, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(bobSocket, 1, api.rooms.getRoomData, (d) => d?.participants.length === 2);

    const calIn = await cal.joinRoom(code);
    await waitForValue(bobSocket, 1, api.rooms.getRoomData, (d) => byName(d, "Cal Newcomer")?.role === "member");
    const calSocket = await socketFor(cal);
    subscribe(calSocket, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(calSocket, 1, api.rooms.getRoomData, (d) => d?.me === calIn.participantId);

    await ann.call(api.rooms.toggleAdminStatus, { roomId, participantId: calIn.participantId, sessionId: ann.sessionId });
    await waitForValue(bobSocket, 1, api.rooms.getRoomData, (d) => byName(d, "Cal Newcomer")?.role === "admin");

    await ann.call(api.rooms.updateStory, { roomId, story: "Checkout flow", sessionId: ann.sessionId });
    await waitForValue(bobSocket, 1, api.rooms.getRoomData, (d) => d?.room.currentStory === "Checkout flow");

    await ann.call(api.rooms.kickParticipant, { roomId, participantId: calIn.participantId, sessionId: ann.sessionId });
    await waitForValue(bobSocket, 1, api.rooms.getRoomData, (d) => d?.participants.length === 2 && !byName(d, "Cal Newcomer"));
    await waitForValue(calSocket, 1, api.rooms.getRoomData, (d) => d === null);
  });

  it("keeps the dashboard list live: created, joined, role changed, deleted", async () => {
    const ann = await person("Ann Dashboard");
    const bob = await person("Bob Owner");
    const annSocket = await socketFor(ann);
    subscribe(annSocket, 1, api.rooms.getUserRooms, {});
    await waitForValue(annSocket, 1, api.rooms.getUserRooms, (rooms) => rooms.length === 0);

    const mine = await ann.createRoom({ name: "Mine" });
    await waitForValue(annSocket, 1, api.rooms.getUserRooms, (rooms) => rooms.some((r) => r.code === mine.code && r.role === "owner"));

    const theirs = await bob.createAndEnter({ name: "Theirs", isPermanent: true });
    const annIn = await ann.joinRoom(theirs.code);
    await waitForValue(annSocket, 1, api.rooms.getUserRooms, (rooms) => rooms.some((r) => r.code === theirs.code && r.role === "member"));

    await bob.call(api.rooms.toggleAdminStatus, { roomId: theirs.roomId, participantId: annIn.participantId, sessionId: bob.sessionId });
    await waitForValue(annSocket, 1, api.rooms.getUserRooms, (rooms) => rooms.some((r) => r.code === theirs.code && r.role === "admin"));

    // Who is online moves with presence: Bob opens his room, then closes it.
    const bobSocket = await socketFor(bob);
    subscribe(bobSocket, 2, api.rooms.getRoomData, { roomId: theirs.roomId });
    await waitForValue(annSocket, 1, api.rooms.getUserRooms, (rooms) => rooms.some((r) => r.code === theirs.code && r.online.join() === "Bob Owner"));
    unsubscribe(bobSocket, 2);
    await waitForValue(annSocket, 1, api.rooms.getUserRooms, (rooms) => rooms.some((r) => r.code === theirs.code && r.online.length === 0));

    await bob.call(api.rooms.deleteRoom, { roomId: theirs.roomId });
    await waitForValue(annSocket, 1, api.rooms.getUserRooms, (rooms) => rooms.length === 1 && rooms[0]!.code === mine.code);
  });

  it("moves a room's activity on in its members' dashboards at most once a minute", async () => {
    const ann = await person("Ann Busy");
    const bob = await person("Bob Glancing");
    const { code, roomId } = await ann.createAndEnter({ isPermanent: true });
    await bob.joinRoom(code);
    const bobSocket = await socketFor(bob);
    subscribe(bobSocket, 1, api.rooms.getUserRooms, {});
    const before = await waitForValue(bobSocket, 1, api.rooms.getUserRooms, (rooms) => rooms.some((r) => r._id === roomId));
    const shown = () => latestValue(bobSocket, 1, api.rooms.getUserRooms).find((r) => r._id === roomId)!.lastActivity;
    const initial = before.find((r) => r._id === roomId)!.lastActivity;

    // Within the minute the room moves on, but the dashboard is not re-sent.
    await ann.call(api.rooms.updateStory, { roomId, story: "Busy", sessionId: ann.sessionId });
    const room = () => server.app.services.database.db.selectFrom("rooms").select(["last_activity", "dashboards_notified_at"]).where("id", "=", roomId).executeTakeFirstOrThrow();
    expect((await room()).last_activity).toBeGreaterThanOrEqual(initial);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(shown()).toBe(initial);

    // A minute later (the last notice moved back), the next write refreshes the dashboards.
    await server.app.services.database.db.updateTable("rooms").set({ dashboards_notified_at: 0 }).where("id", "=", roomId).execute();
    await ann.call(api.rooms.updateStory, { roomId, story: "Busier", sessionId: ann.sessionId });
    const latest = await room();
    expect(latest.dashboards_notified_at).toBe(latest.last_activity);
    await waitForValue(bobSocket, 1, api.rooms.getUserRooms, (rooms) => rooms.find((r) => r._id === roomId)?.lastActivity === latest.last_activity);
  });

  it("keeps the live room's lastActivity (spec 3) current, a vote included", async () => {
    const ann = await person("Ann Live Activity");
    const { roomId, participantId } = await ann.createAndEnter();
    const annSocket = await socketFor(ann);
    subscribe(annSocket, 1, api.rooms.getRoomData, { roomId });
    const first = await waitForValue(annSocket, 1, api.rooms.getRoomData, (data) => typeof data?.room?.lastActivity === "number");
    const row = () => server.app.services.database.db.selectFrom("rooms").select("last_activity").where("id", "=", roomId).executeTakeFirstOrThrow();
    expect(first!.room.lastActivity).toBe(Number((await row()).last_activity));
    await new Promise((resolve) => setTimeout(resolve, 5));
    await new VotingApi(server, ann).vote(roomId, participantId, "5");
    const voted = Number((await row()).last_activity);
    expect(voted).toBeGreaterThan(first!.room.lastActivity);
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (data) => data?.room?.lastActivity === voted);
  });

  it("updates a live code lookup when the room appears and goes", async () => {
    const ann = await person("Ann Lookup");
    const code = `L${Date.now().toString(36).slice(-6)}`.toUpperCase();
    const visitor = await connectAs(server.wsUrl, null);
    sockets.push(visitor);
    subscribe(visitor, 1, api.rooms.getRoomByCode, { code });
    await waitForValue(visitor, 1, api.rooms.getRoomByCode, (room) => room === null);
    const { roomId } = await ann.createAndEnter({ isPermanent: true, customCode: code });
    await waitForValue(visitor, 1, api.rooms.getRoomByCode, (room) => room?.code === code && !("_id" in room));
    await ann.call(api.rooms.deleteRoom, { roomId });
    await waitForValue(visitor, 1, api.rooms.getRoomByCode, (room) => room === null);
  });
});

describe("fan-out", () => {
  it("reads a room once per change however many people watch it", async () => {
    const ann = await person("Ann Crowd");
    const { code, roomId } = await ann.createAndEnter();
    const crowd = await Promise.all(Array.from({ length: 12 }, (_, i) => person(`Viewer ${i}`)));
    const watchers: RawSyncClient[] = [];
    for (const viewer of crowd) {
      await viewer.joinRoom(code);
      const socket = await socketFor(viewer);
      subscribe(socket, 1, api.rooms.getRoomData, { roomId });
      watchers.push(socket);
    }
    await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.participants.length === 13 && d.participants.every((p) => p.isOnline || p.name === "Ann Crowd"))));

    const database = server.app.services.database;
    const before = database.statementCount();
    await ann.call(api.rooms.updateStory, { roomId, story: "Shared load", sessionId: ann.sessionId });
    await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.room.currentStory === "Shared load")));
    // The mutation's own statements plus one three-statement load, not one per viewer (that would be about 40).
    expect(database.statementCount() - before).toBeLessThan(20);
  });

  it("costs a vote one room load however many watch the room, its history and its tickets", async () => {
    const ann = await person("Ann Voter");
    const { code, roomId, participantId } = await ann.createAndEnter();
    const voting = new VotingApi(server, ann);
    const database = server.app.services.database;
    const watchers: RawSyncClient[] = [];
    /** Counted until every watcher has the vote, so their re-runs are in. */
    const statementsForVote = async (value: string) => {
      const before = database.statementCount();
      await voting.vote(roomId, participantId, value);
      await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.votes.length === 1 && d.votes[0]!.participantId === participantId)));
      await new Promise((resolve) => setTimeout(resolve, 50));
      return database.statementCount() - before;
    };
    /**
     * The fewest of three votes, each from a cleared round: the counter is the server's, so a
     * periodic job (the presence heartbeat) landing in one window adds to that one only.
     */
    const fewestForVote = async () => {
      const counts: number[] = [];
      for (const value of ["1", "2", "3"]) {
        await voting.call(api.voting.clearVotes, { roomId, sessionId: ann.sessionId });
        await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.votes.length === 0)));
        counts.push(await statementsForVote(value));
      }
      return Math.min(...counts);
    };
    await voting.vote(roomId, participantId, "1");
    const unwatched = await fewestForVote();

    const crowd = await Promise.all(Array.from({ length: 8 }, (_, i) => person(`History Viewer ${i}`)));
    for (const viewer of crowd) {
      await viewer.joinRoom(code);
      const socket = await socketFor(viewer);
      subscribe(socket, 1, api.rooms.getRoomData, { roomId });
      subscribe(socket, 2, api.voting.getRoundHistory, { roomId });
      subscribe(socket, 3, api.jira.getCachedTickets, { roomId });
      watchers.push(socket);
    }
    // Everyone watching shows online first: a presence change landing in the count is no vote's cost.
    await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.participants.length === 9 && d.participants.every((p) => p.isOnline || p.name === "Ann Voter"))));
    await Promise.all(watchers.map((w) => waitForValue(w, 2, api.voting.getRoundHistory, (h) => Array.isArray(h))));
    await Promise.all(watchers.map((w) => waitForValue(w, 3, api.jira.getCachedTickets, (t) => t !== null)));

    const watched = await fewestForVote();
    // The vote's own statements plus the room's load: its votes alone, the room row and its
    // participants being unchanged; history and tickets do not re-run.
    expect(watched - unwatched).toBe(1);
  });

  it("costs a reveal a load of the round and the room row, not the votes, and every watcher sees every card", async () => {
    const ann = await person("Ann Revealer");
    const { code, roomId, participantId } = await ann.createAndEnter();
    const voting = new VotingApi(server, ann);
    const database = server.app.services.database;
    const watchers: RawSyncClient[] = [];
    /** The fewest statements of three reveals (a periodic job may land in one window), each counted until every watcher sees the cards. */
    const fewestForReveal = async () => {
      const counts: number[] = [];
      for (const card of ["1", "2", "3"]) {
        await voting.reset(roomId);
        await voting.vote(roomId, participantId, card);
        await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.votes.length === 1 && !d.room.isVotingRevealed)));
        const before = database.statementCount();
        await voting.reveal(roomId);
        await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.room.isVotingRevealed === true && d.votes[0]?.value === card)));
        counts.push(database.statementCount() - before);
      }
      return Math.min(...counts);
    };
    const unwatched = await fewestForReveal();
    for (const i of [0, 1, 2]) {
      const viewer = await person(`Reveal Watcher ${i}`);
      await viewer.joinRoom(code);
      const socket = await socketFor(viewer);
      subscribe(socket, 1, api.rooms.getRoomData, { roomId });
      watchers.push(socket);
    }
    await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => d?.participants.length === 4 && d.participants.every((p) => p.isOnline || p.name === "Ann Revealer"))));
    // The reveal moved the round and the room's lastActivity; the votes are as they were.
    expect((await fewestForReveal()) - unwatched).toBe(2);
  });
});

describe("round ends watched live", () => {
  it("leave every watcher, patch by patch, with what a fresh subscription reads: the room, its votes and its history", async () => {
    const { owner: ann, member: bob, roomId, ownerId, memberId } = await ownerAndMember("Ann Round Ends", "Bob Round Ends");
    const annVotes = new VotingApi(server, ann);
    const bobVotes = new VotingApi(server, bob);
    const watchers = await Promise.all([ann, bob].map(socketFor));
    for (const socket of watchers) {
      subscribe(socket, 1, api.rooms.getRoomData, { roomId });
      subscribe(socket, 2, api.voting.getRoundHistory, { roomId });
    }
    await Promise.all(watchers.map((w) => waitForValue(w, 2, api.voting.getRoundHistory, (h) => Array.isArray(h))));
    const sameAsFresh = async (ready: (data: RoomData, history: ResultOf<typeof api.voting.getRoundHistory>) => boolean) => {
      await Promise.all(watchers.map((w) => waitForValue(w, 1, api.rooms.getRoomData, (d) => ready(d, latestValue(w, 2, api.voting.getRoundHistory)))));
      for (const [i, who] of [ann, bob].entries()) {
        const fresh = await socketFor(who);
        subscribe(fresh, 1, api.rooms.getRoomData, { roomId });
        subscribe(fresh, 2, api.voting.getRoundHistory, { roomId });
        const freshRoom = await waitForValue(fresh, 1, api.rooms.getRoomData, (d) => d !== undefined);
        const freshHistory = await waitForValue(fresh, 2, api.voting.getRoundHistory, (h) => h !== undefined);
        expect(latestValue(watchers[i]!, 1, api.rooms.getRoomData)).toEqual(freshRoom);
        expect(latestValue(watchers[i]!, 2, api.voting.getRoundHistory)).toEqual(freshHistory);
      }
    };
    for (const [round, [annCard, bobCard]] of [["3", "5"], ["8", "8"]].entries()) {
      await annVotes.vote(roomId, ownerId, annCard!);
      await bobVotes.vote(roomId, memberId, bobCard!);
      // Before the reveal each sees its own card only.
      await sameAsFresh((d) => d?.votes.length === 2 && !d.room.isVotingRevealed);
      expect(latestValue(watchers[1]!, 1, api.rooms.getRoomData)!.votes.map((v) => v.value)).toEqual([null, null]);
      await annVotes.reveal(roomId);
      await sameAsFresh((d) => d?.room.isVotingRevealed === true);
      await annVotes.reset(roomId);
      await sameAsFresh((d, h) => d?.votes.length === 0 && h?.length === round + 1);
    }
  });
});

describe("the round history watched live", () => {
  it("gives each viewer a New Round's archived round alone, put in front, not the whole history again", async () => {
    const { owner: ann, member: bob, roomId, ownerId: participantId, memberId: bobId } = await ownerAndMember("Ann Historian", "Bob Reader");
    const annVotes = new VotingApi(server, ann);
    const bobVotes = new VotingApi(server, bob);
    const bobSocket = await socketFor(bob);
    subscribe(bobSocket, 2, api.voting.getRoundHistory, { roomId });
    await waitForValue(bobSocket, 2, api.voting.getRoundHistory, (h) => Array.isArray(h) && h.length === 0);

    const playRound = async (card: string) => {
      await annVotes.vote(roomId, participantId, card);
      await bobVotes.vote(roomId, bobId, card);
      await annVotes.reveal(roomId);
      await annVotes.reset(roomId);
    };
    for (const card of ["1", "2", "3"]) await playRound(card);
    await waitForValue(bobSocket, 2, api.voting.getRoundHistory, (h) => h?.length === 3);

    const framesBefore = bobSocket.messages.length;
    await playRound("5");
    const history = await waitForValue(bobSocket, 2, api.voting.getRoundHistory, (h) => h?.length === 4);
    expect(history!.map((round) => round.votes[0]!.value)).toEqual(["5", "3", "2", "1"]);
    const historyChanges = bobSocket.messages
      .slice(framesBefore)
      .flatMap((m) => (m.type === "Transition" ? m.modifications : []))
      .filter((m) => m.queryId === 2);
    expect(historyChanges).toEqual([{ type: "QueryPatched", queryId: 2, patch: [{ op: "prepend", path: [], value: [history![0]] }] }]);
  });
});

describe("participants kept between votes", () => {
  it("shows every participant change that comes between votes, however the votes are spaced", async () => {
    const { owner: ann, member: bob, roomId, ownerId: participantId, memberId: bobId } = await ownerAndMember("Ann Keeper", "Bob Kept");
    const voting = new VotingApi(server, ann);
    const annSocket = await socketFor(ann);
    subscribe(annSocket, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => d?.participants.length === 2);

    await voting.vote(roomId, participantId, "3");
    await ann.call(api.rooms.toggleVotingExclusion, { roomId, participantId: bobId, sessionId: ann.sessionId });
    await voting.vote(roomId, participantId, "5");
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => d?.myVote === "5" && byName(d, "Bob Kept")?.isExcludedFromVoting === true);

    await ann.call(api.rooms.toggleAdminStatus, { roomId, participantId: bobId, sessionId: ann.sessionId });
    await voting.vote(roomId, participantId, "8");
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => d?.myVote === "8" && byName(d, "Bob Kept")?.role === "admin");

    const bobSocket = await socketFor(bob);
    subscribe(bobSocket, 1, api.rooms.getRoomData, { roomId });
    await voting.vote(roomId, participantId, "13");
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => d?.myVote === "13" && byName(d, "Bob Kept")?.isOnline === true);

    await ann.call(api.rooms.kickParticipant, { roomId, participantId: bobId, sessionId: ann.sessionId });
    await voting.vote(roomId, participantId, "21");
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => d?.myVote === "21" && d.participants.length === 1);
  });
});

describe("presence", () => {
  it("shows a watcher online to others, and offline only after the grace period once its socket closes", async () => {
    const ann = await person("Ann Presence");
    const bob = await person("Bob Presence");
    const { code, roomId } = await ann.createAndEnter();
    await bob.joinRoom(code);
    const annSocket = await socketFor(ann);
    subscribe(annSocket, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => byName(d, "Ann Presence")?.isOnline === true && byName(d, "Bob Presence")?.isOnline === false);

    const bobSocket = await socketFor(bob);
    subscribe(bobSocket, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => byName(d, "Bob Presence")?.isOnline === true);

    await bobSocket.close();
    // Within the grace period Bob still counts as here...
    expect(byName(await ann.getRoomData(roomId), "Bob Presence")!.isOnline).toBe(true);
    // ...and after it he does not.
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => byName(d, "Bob Presence")?.isOnline === false, GRACE_MS * 4);
  });

  it("does not flip anyone offline for a short network blip", async () => {
    const ann = await person("Ann Steady");
    const bob = await person("Bob Blip");
    const { code, roomId } = await ann.createAndEnter();
    await bob.joinRoom(code);
    const annSocket = await socketFor(ann);
    subscribe(annSocket, 1, api.rooms.getRoomData, { roomId });
    const first = await socketFor(bob);
    subscribe(first, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => byName(d, "Bob Presence") === undefined && byName(d, "Bob Blip")?.isOnline === true);
    const seenBefore = annSocket.messages.length;

    await first.close();
    const second = await socketFor(bob);
    subscribe(second, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(second, 1, api.rooms.getRoomData, (d) => d?.room._id === roomId);
    await new Promise((r) => setTimeout(r, GRACE_MS + 300));

    const sawOffline = valueHistory(annSocket, 1, api.rooms.getRoomData).some((h) => h.messageIndex >= seenBefore && byName(h.value, "Bob Blip")?.isOnline === false);
    expect(sawOffline).toBe(false);
    expect(byName(latestValue(annSocket, 1, api.rooms.getRoomData), "Bob Blip")!.isOnline).toBe(true);
  });

  it("treats rows of an instance that stopped refreshing as offline, and clears them", async () => {
    const ann = await person("Ann Survivor");
    const bob = await person("Bob Crashed");
    const { code, roomId } = await ann.createAndEnter();
    await bob.joinRoom(code);
    const annSocket = await socketFor(ann);
    subscribe(annSocket, 1, api.rooms.getRoomData, { roomId });
    await waitForValue(annSocket, 1, api.rooms.getRoomData, (d) => byName(d, "Ann Survivor")?.isOnline === true);

    const db = server.app.services.database.db;
    // Bob was connected through an instance that died two minutes ago.
    await db.insertInto("room_presence").values({ room_id: roomId, user_id: bob.user!.userId, instance_id: "dead-instance", updated_at: Date.now() - 120_000 }).execute();
    expect(byName(await ann.getRoomData(roomId), "Bob Crashed")!.isOnline).toBe(false);

    await server.app.services.runtime.runInternal(maintainPresence, { instanceId: "live-instance" });
    const left = await db.selectFrom("room_presence").select("instance_id").where("room_id", "=", roomId).execute();
    expect(left.map((r) => r.instance_id)).not.toContain("dead-instance");
    expect(left).toHaveLength(1);
  });
});

describe("secrets", () => {
  it("no frame any socket received carried a password hash, token or JIRA token", () => {
    const frames = sockets.flatMap((s) => s.frames);
    expect(frames.length).toBeGreaterThan(10);
    expect(frames.flatMap((f) => findSecrets(f, users))).toEqual([]);
  });
});
