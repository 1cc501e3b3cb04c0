import { describe, expect, it } from "vitest";
import { reuseUnchanged } from "../../live";
import { buildRoomSkeleton, type LoadedParticipantRow, type ParticipantRow, type RoomRow, type RoomSkeletonRows } from "../rooms";
import { buildRoomLoad, projectRoomForViewer, voteListsOf, type RoomLoad, type VoteLists } from "./roomData";
import type { RoundVoteRow } from "./data/votes";
import type { Round } from "./data/rounds";
import { roundView } from "./roomExtension";
import { parseTicket } from "../../../plugins/jira/server/roomExtension";

/** What the live room's load reads: the skeleton's rows and the round's votes. */
type RoomLoadRows = RoomSkeletonRows & { votes: readonly RoundVoteRow[] };

/** The room as its tables hold it: the core's row, voting's round, the queue's and JIRA's state. */
type StoredRoom = RoomRow & Round & { use_jira_integration: number; current_jira_ticket_json: string | null; current_queue_story_id: string | null };

const room: StoredRoom = {
  id: "room-1",
  name: "Sprint 42",
  code: "ABC123",
  is_permanent: 0,
  max_fibonacci: 89,
  deck_kind: "fibonacci",
  deck_cards_json: null,
  deck_unknown_card: 1,
  deck_break_card: 0,
  auto_reveal: 0,
  everyone_facilitates: 0,
  skip_away_voters: 0,
  auto_reveal_at: null,
  auto_reveal_held: 0,
  timer_ends_at: null,
  timer_remaining_ms: null,
  timer_duration_ms: null,
  timer_reveals: 0,
  is_voting_revealed: 0,
  current_story: "Login page",
  use_jira_integration: 0,
  current_jira_ticket_json: null,
  owner_user_id: "u-ann",
  creator_session_id: "s-ann",
  round: 1,
  last_activity: 1_000,
  dashboards_notified_at: 1_000,
  created_at: 500,
  room_id: "room-1",
  current_queue_story_id: null,
  round_started_at: 500,
  revealed_at: null,
  revealed_story: null,
  revealed_ticket_key: null,
  revealed_ticket_summary: null,
  revealed_queue_story_id: null,
};

/** What loadRoom reads of a stored room: the core's row and each extension's view part. */
function loadRows(stored: StoredRoom): Pick<RoomLoadRows, "room" | "parts"> {
  const { id, name, code, is_permanent, owner_user_id, creator_session_id, last_activity, dashboards_notified_at, created_at } = stored;
  return {
    room: { id, name, code, is_permanent, owner_user_id, creator_session_id, last_activity, dashboards_notified_at, created_at },
    parts: {
      ...roundView(stored),
      currentQueueStoryId: stored.current_queue_story_id,
      useJiraIntegration: stored.use_jira_integration === 1,
      jiraConfig: null,
      currentJiraTicket: parseTicket(stored.current_jira_ticket_json),
      trackerSource: null,
      trackerWrites: [],
    },
  };
}

function participant(id: string, userId: string, role: ParticipantRow["role"] = "member", isOnline = false): LoadedParticipantRow {
  return { id, user_id: userId, name: id, image: null, role, session_id: `s-${id}`, is_excluded_from_voting: 0, is_online: isOnline ? 1 : 0 };
}

/** A room load as the engine hands it to projections: frozen, keeping what equals the previous load's. */
function loadedOf(r: RoomLoadRows, previous?: RoomLoad): RoomLoad {
  return reuseUnchanged(previous, loadOf(r));
}

function loadOf(r: RoomLoadRows, votes: VoteLists = voteListsOf(r.votes)): RoomLoad {
  return buildRoomLoad(buildRoomSkeleton(r), votes);
}

function rows({ room: stored = room, ...overrides }: Partial<Omit<RoomLoadRows, "room" | "parts">> & { room?: StoredRoom } = {}): RoomLoadRows {
  return {
    ...loadRows(stored),
    participants: [participant("p-ann", "u-ann", "owner", true), participant("p-bob", "u-bob"), participant("p-cy", "u-cy")],
    votes: [
      { participant_id: "p-bob", value: "5", created_at: 1 },
      { participant_id: "p-ann", value: "8", created_at: 1 },
    ],
    ...overrides,
  };
}

describe("projectRoomForViewer before reveal", () => {
  const loaded = loadedOf(rows());

  it("shows who has voted, and the viewer's own card apart from the list", () => {
    const bob = projectRoomForViewer(loaded, "u-bob")!;
    expect(bob.me).toBe("p-bob");
    expect(bob.myVote).toBe("5");
    expect(bob.votes).toEqual([
      { participantId: "p-bob", value: null },
      { participantId: "p-ann", value: null },
    ]);
    expect(bob.participants.map((p) => [p._id, p.isOnline])).toEqual([
      ["p-ann", true],
      ["p-bob", false],
      ["p-cy", false],
    ]);
  });

  it("hides every value from a participant who has not voted", () => {
    const cy = projectRoomForViewer(loaded, "u-cy")!;
    expect(cy.votes.map((v) => v.value)).toEqual([null, null]);
    expect(cy.myVote).toBeNull();
    expect(JSON.stringify(cy)).not.toMatch(/"(5|8)"/);
    // Nor does anyone see another's card: only their own.
    expect(JSON.stringify(projectRoomForViewer(loaded, "u-bob"))).not.toMatch(/"8"/);
  });

  it("gives every viewer the same room, participant list and vote list objects", () => {
    const ann = projectRoomForViewer(loaded, "u-ann")!;
    const bob = projectRoomForViewer(loaded, "u-bob")!;
    const cy = projectRoomForViewer(loaded, "u-cy")!;
    expect(ann.room).toBe(bob.room);
    expect(ann.participants).toBe(bob.participants);
    ann.participants.forEach((p, i) => expect(p).toBe(cy.participants[i]));
    // Voters and non-voters alike: one list, so a vote is diffed and serialised once per room.
    expect(ann.votes).toBe(cy.votes);
    expect(bob.votes).toBe(cy.votes);
    expect([ann.myVote, bob.myVote, cy.myVote]).toEqual(["8", "5", null]);
  });

  it("freezes what viewers share, so nobody can change it for the others", () => {
    expect(Object.isFrozen(loaded.room)).toBe(true);
    expect(Object.isFrozen(loaded.participants)).toBe(true);
    expect(Object.isFrozen(loaded.participants[0])).toBe(true);
    expect(Object.isFrozen(loaded.hiddenVotes)).toBe(true);
    expect(Object.isFrozen(loaded.hiddenVotes[0])).toBe(true);
  });

  it("answers null to anyone who is not a participant", () => {
    expect(projectRoomForViewer(loaded, "u-eve")).toBeNull();
    expect(projectRoomForViewer(loaded, null)).toBeNull();
  });
});

describe("projectRoomForViewer after reveal", () => {
  const loaded = loadedOf(rows({ room: { ...room, is_voting_revealed: 1 } }));

  it("shows every value to everyone, from one shared list", () => {
    const bob = projectRoomForViewer(loaded, "u-bob")!;
    const cy = projectRoomForViewer(loaded, "u-cy")!;
    expect(cy.votes).toEqual([
      { participantId: "p-bob", value: "5" },
      { participantId: "p-ann", value: "8" },
    ]);
    expect(bob.votes).toBe(cy.votes);
    expect(bob.myVote).toBe("5");
  });
});

describe("room view", () => {
  it("takes lastActivity from the room row, or from the newest vote when that is later", () => {
    expect(loadedOf(rows()).room.lastActivity).toBe(1_000);
    const later = loadedOf(rows({ votes: [{ participant_id: "p-bob", value: "5", created_at: 900 }, { participant_id: "p-ann", value: "8", created_at: 1_500 }] }));
    expect(later.room.lastActivity).toBe(1_500);
  });

  it("uses the spec's field names and no server-only fields", () => {
    const loaded = loadedOf(rows({ room: { ...room, current_jira_ticket_json: '{"key":"POKER-1","summary":"S","priority":"High","storyPoints":null,"description":null}' } }));
    expect(loaded.room).toEqual({
      _id: "room-1",
      name: "Sprint 42",
      code: "ABC123",
      isPermanent: false,
      maxFibonacci: 89,
      isVotingRevealed: false,
      currentStory: "Login page",
      useJiraIntegration: false,
      jiraConfig: null,
      currentJiraTicket: { key: "POKER-1", summary: "S", priority: "High", storyPoints: null, description: null },
      lastActivity: 1_000,
      round: room.round,
      settings: { deck: { kind: "fibonacci", maxFibonacci: 89, unknownCard: true, breakCard: false }, autoReveal: false, everyoneFacilitates: false, skipAwayVoters: false },
      autoRevealAt: null,
      timer: null,
      currentQueueStoryId: null,
      trackerSource: null,
      trackerWrites: [],
    });
    expect(Object.keys(loaded.participants[0]!).sort()).toEqual(["_id", "image", "isExcludedFromVoting", "isOnline", "name", "role", "sessionId"]);
  });
});

describe("identity across changes", () => {
  it("keeps every object whose content did not change since the room's previous load", () => {
    const first = loadedOf(rows());
    const bobBefore = projectRoomForViewer(first, "u-bob")!;
    const annBefore = projectRoomForViewer(first, "u-ann")!;
    // Cy votes: only the vote list changes (who voted is read from it), by one new hidden vote.
    const second = loadedOf(rows({ votes: [...rows().votes, { participant_id: "p-cy", value: "3", created_at: 1 }] }), first);
    const bob = projectRoomForViewer(second, "u-bob")!;
    expect(bob.room).toBe(bobBefore.room);
    expect(bob.participants).toBe(bobBefore.participants);
    // The earlier hidden votes are the objects everyone had before; only Cy's is new.
    expect(bob.votes[0]).toBe(bobBefore.votes[0]);
    expect(bob.votes[1]).toBe(bobBefore.votes[1]);
    expect(projectRoomForViewer(second, "u-ann")!.votes[1]).toBe(annBefore.votes[1]);
    expect(bob.votes[2]).toEqual({ participantId: "p-cy", value: null });

    // Nothing about the votes changed (a story edit): each viewer's votes list is the same object.
    const third = loadedOf(rows({ room: { ...room, current_story: "Signup page" }, votes: [...rows().votes, { participant_id: "p-cy", value: "3", created_at: 1 }] }), second);
    const bobAgain = projectRoomForViewer(third, "u-bob")!;
    expect(bobAgain.votes).toBe(bob.votes);
    expect(bobAgain.participants).toBe(bob.participants);
    expect(bobAgain.room).not.toBe(bob.room);
    expect(bobAgain.room.currentStory).toBe("Signup page");
  });

  it("never reuses a value that changed", () => {
    const first = loadedOf(rows());
    const bobBefore = projectRoomForViewer(first, "u-bob")!;
    const second = loadedOf(rows({ votes: [{ participant_id: "p-bob", value: "13", created_at: 1 }, { participant_id: "p-ann", value: "8", created_at: 1 }] }), first);
    const bob = projectRoomForViewer(second, "u-bob")!;
    expect(bobBefore.myVote).toBe("5");
    expect(bob.myVote).toBe("13");
    // A changed card keeps its place in the list, hidden as before.
    expect(bob.votes).toBe(bobBefore.votes);
    const revealed = loadedOf(rows({ room: { ...room, is_voting_revealed: 1 } }), second);
    expect(projectRoomForViewer(revealed, "u-cy")!.votes.map((v) => v.value)).toEqual(["5", "8"]);
  });
});

describe("a load that kept its votes (a reveal, someone coming online)", () => {
  it("gives every viewer what a fresh read of the same votes gives, secret until the room reveals", () => {
    // The votes part's value, as the engine keeps it between loads: frozen, the same object.
    const votes = reuseUnchanged(undefined, voteListsOf(rows().votes));
    const fresh = (stored: StoredRoom) => loadedOf(rows({ room: stored }));
    const kept = (r: RoomLoadRows, previous: RoomLoad) => reuseUnchanged(previous, loadOf(r, votes));
    const revealedRoom: StoredRoom = { ...room, is_voting_revealed: 1 };
    const before = reuseUnchanged(undefined, loadOf(rows(), votes));
    const revealed = kept(rows({ room: revealedRoom }), before);
    // The same votes under a round not revealed (someone came online): what the reveal showed stays unseen.
    const hiddenAgain = kept(rows({ participants: [participant("p-ann", "u-ann", "owner", true), participant("p-bob", "u-bob", "member", true), participant("p-cy", "u-cy")] }), revealed);
    for (const user of ["u-ann", "u-bob", "u-cy"]) {
      expect(projectRoomForViewer(revealed, user)).toEqual(projectRoomForViewer(fresh(revealedRoom), user));
      expect(projectRoomForViewer(hiddenAgain, user)!.votes).toEqual(projectRoomForViewer(fresh(room), user)!.votes);
      expect(projectRoomForViewer(hiddenAgain, user)!.myVote).toBe(projectRoomForViewer(fresh(room), user)!.myVote);
    }
    expect(projectRoomForViewer(hiddenAgain, "u-cy")!.votes.every((v) => v.value === null)).toBe(true);
    expect(revealed.hiddenVotes).toBe(votes.hidden);
  });
});

describe("room settings and vote progress (issue 15)", () => {
  it("reads the deck and switches from the row", () => {
    const custom = { ...room, deck_kind: "custom", deck_cards_json: '["S","M","L"]', deck_break_card: 1, auto_reveal: 1, everyone_facilitates: 1 };
    const first = loadOf(rows({ room: custom }));
    expect(first.room.settings).toEqual({
      deck: { kind: "custom", cards: ["S", "M", "L"], unknownCard: true, breakCard: true },
      autoReveal: true,
      everyoneFacilitates: true,
      skipAwayVoters: false,
    });
  });

  it("falls back to today's deck for a row it cannot read", () => {
    const odd = loadOf(rows({ room: { ...room, deck_kind: "custom", deck_cards_json: "not json" } }));
    expect(odd.room.settings.deck).toEqual({ kind: "fibonacci", maxFibonacci: 89, unknownCard: true, breakCard: false });
  });

  it("counts every eligible voter, names who is away without a vote, for every viewer alike (spec 6, issue 36)", () => {
    // Ann is online and voted, Bob is away but voted, Cy is away without a vote.
    const loaded = loadOf(rows());
    expect(loaded.voteProgress).toEqual({ voted: 2, expected: 3, away: 1, awayNames: ["p-cy"], everyoneVoted: true });
    expect(projectRoomForViewer(loaded, "u-bob")!.voteProgress).toBe(loaded.voteProgress);
    const cyBack = loadOf(rows({ participants: [participant("p-ann", "u-ann", "owner", true), participant("p-bob", "u-bob"), participant("p-cy", "u-cy", "member", true)] }));
    expect(cyBack.voteProgress).toEqual({ voted: 2, expected: 3, away: 0, awayNames: [], everyoneVoted: false });
    // "Don't wait for away people": Cy leaves the count.
    const skipping = loadOf(rows({ room: { ...room, skip_away_voters: 1 } }));
    expect(skipping.voteProgress).toEqual({ voted: 2, expected: 2, away: 1, awayNames: ["p-cy"], everyoneVoted: true });
  });
});
