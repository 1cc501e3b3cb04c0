// Everything one room shows, read with a constant number of statements however many people are
// in it, and shaped once for all viewers. rooms.getRoomData loads it through ctx.shared, so a
// change re-reads the room once, not once per viewer; roomProjection.ts then picks each
// viewer's view. Bundles are frozen: the runtime caches shared objects' JSON by identity, and
// what did not change since the room's previous bundle keeps its identity too.
import type { JiraTicket } from "../../../../plugins/jira/shared/jira";
import { precompiled } from "../../../live/precompiled";
import type { DataAccess } from "../../../live/functions";
import type { ParticipantRow, RoomRole } from "./participants";
import { freshPresenceSince, participantIsOnline } from "../../presence/data/presence";
import { RecentMap } from "../../../live/recentMap";
import { reuseArray, reuseIfEqual } from "../../../live/structuralSharing";
import type { RoomRow } from "./rooms";
import { roomSettingsOf } from "./roomSettings";
import { timerOf, type RoomTimer } from "../../voting/roundTimer";
import type { RoomSettings } from "../../../../shared/roomSettings";
import { voteProgress, type VoteProgress } from "../../../../shared/voteProgress";
import { roomParticipantsTopic, roomTopic } from "../../topics";

/** The room's JIRA settings as clients see them: never the API token, only whether one is stored. */
export interface PublicJiraConfig {
  domain: string;
  projectKey: string;
  email: string;
  hasApiToken: boolean;
}

export interface RoomView {
  _id: string;
  name: string;
  code: string;
  isPermanent: boolean;
  maxFibonacci: number;
  isVotingRevealed: boolean;
  currentStory: string | null;
  useJiraIntegration: boolean;
  jiraConfig: PublicJiraConfig | null;
  currentJiraTicket: JiraTicket | null;
  lastActivity: number;
  /** Goes up by one with every New Round: tells "a new round began" from "votes were cleared". */
  round: number;
  /** Deck, auto-reveal and "everyone facilitates" (issue 15). */
  settings: RoomSettings;
  /** When the server reveals by itself (server time, ms); null while no countdown runs. */
  autoRevealAt: number | null;
  /** The shared round timer, deadlines in server time; null when none is set. */
  timer: RoomTimer | null;
  /** The queue's story being estimated (queue.getQueue), null for a manual story or none. */
  currentQueueStoryId: string | null;
}

export interface ParticipantView {
  _id: string;
  name: string;
  image: string | null;
  role: RoomRole;
  sessionId: string | null;
  isExcludedFromVoting: boolean;
  isOnline: boolean;
}

/** Before reveal every value is null (the viewer's own card travels as RoomData.myVote). */
export interface VoteView {
  participantId: string;
  value: string | null;
}

export interface RoomBundle {
  room: RoomView;
  participants: readonly ParticipantView[];
  /** user id -> participant id. */
  participantByUser: ReadonlyMap<string, string>;
  /** Every vote with its value hidden, in vote order; what viewers share before reveal. */
  hiddenVotes: readonly VoteView[];
  /** participant id -> the real value. Server side only: each viewer is given their own. */
  voteValues: ReadonlyMap<string, string>;
  /** Every vote with its value; null until the room reveals. */
  revealedVotes: readonly VoteView[] | null;
  /** "x of y voted" counting present voters (issue 15): the same for every viewer. */
  voteProgress: VoteProgress;
}

/**
 * The participant columns a room shows (fewer columns, fewer costly row objects), and whether
 * the participant is online (1) or not (0).
 */
export type BundleParticipantRow = Pick<ParticipantRow, "id" | "user_id" | "name" | "image" | "role" | "session_id" | "is_excluded_from_voting"> & { is_online: number };

export interface RoomBundleRows {
  room: RoomRow;
  /** Absent: the same participants as the previous bundle's. */
  participants?: readonly BundleParticipantRow[];
  votes: readonly { participant_id: string; value: string }[];
  /** The room's JIRA configuration without the token; absent or null when it has none. */
  jiraConfig?: Omit<PublicJiraConfig, "hasApiToken"> | null;
}

/**
 * The last bundle per room (the most recently used rooms), so unchanged parts keep their
 * identity, with the version of the participants topic its participants were read at. One per
 * app (ctx.app.rooms.lastBundles): versions come from that app's topic clock.
 */
export type LastRoomBundles = RecentMap<string, { bundle: RoomBundle; participantsVersion: number | null }>;

export function createLastRoomBundles(): LastRoomBundles {
  return new RecentMap(2000);
}

// The JIRA configuration rides along with the room (no token), and presence with the participants.
const selectRoomWithJira = precompiled("selectRoomWithJira", (db, roomId: string) =>
  db
    .selectFrom("rooms")
    .leftJoin("room_jira_configs as jira", "jira.room_id", "rooms.id")
    .selectAll("rooms")
    .select(["jira.domain as jira_domain", "jira.project_key as jira_project_key", "jira.email as jira_email"])
    .where("rooms.id", "=", roomId),
);
const selectParticipants = precompiled("selectParticipants", (db, roomId: string, freshSince: number) =>
  db
    .selectFrom("participants")
    .select(["id", "user_id", "name", "image", "role", "session_id", "is_excluded_from_voting"])
    .select((eb) => participantIsOnline(eb, freshSince))
    .where("room_id", "=", roomId)
    .orderBy("joined_at")
    .orderBy("id"),
);
const selectVotes = precompiled("selectVotes", (db, roomId: string) =>
  db.selectFrom("votes").select(["participant_id", "value"]).where("room_id", "=", roomId).orderBy("created_at").orderBy("participant_id"),
);

/**
 * Three statements whatever the size of the room, two while its participants have not changed
 * since its previous load (the common case: a vote); null when there is no such room.
 */
export async function loadRoomBundle(data: DataAccess, lastLoads: LastRoomBundles, roomId: string, now = Date.now()): Promise<RoomBundle | null> {
  data.readTopic(roomTopic(roomId));
  // Read before the rows: a change announced while they are read leaves them unsaved as current.
  const participantsVersion = data.topicVersion(roomParticipantsTopic(roomId));
  const last = lastLoads.get(roomId);
  const sameParticipants = last !== undefined && participantsVersion !== null && last.participantsVersion === participantsVersion;
  const [roomRows, participantRows, voteRows] = await Promise.all([
    selectRoomWithJira(data.db, roomId),
    sameParticipants ? null : selectParticipants(data.db, roomId, freshPresenceSince(now)),
    selectVotes(data.db, roomId),
  ]);
  const room = roomRows.rows[0];
  if (!room) {
    lastLoads.delete(roomId);
    return null;
  }
  const { jira_domain, jira_project_key, jira_email, ...roomRow } = room;
  const jiraConfig = jira_domain !== null && jira_project_key !== null && jira_email !== null ? { domain: jira_domain, projectKey: jira_project_key, email: jira_email } : null;
  const bundle = buildRoomBundle({ room: roomRow, participants: participantRows?.rows, votes: voteRows.rows, jiraConfig }, last?.bundle);
  lastLoads.set(roomId, { bundle, participantsVersion });
  return bundle;
}

/**
 * Shapes the rows for all viewers. Given the room's previous bundle, every object whose content
 * did not change is the previous object itself; without participant rows, its participants are.
 */
export function buildRoomBundle(rows: RoomBundleRows, previous?: RoomBundle | null): RoomBundle {
  const { participants, participantByUser } = rows.participants ? participantsPart(rows.participants, previous) : previousParticipants(previous);
  const hiddenBefore = new Map(previous?.hiddenVotes.map((v) => [v.participantId, v]));
  const hiddenVotes = reuseArray(
    previous?.hiddenVotes,
    rows.votes.map((v) => hiddenBefore.get(v.participant_id) ?? Object.freeze({ participantId: v.participant_id, value: null })),
  );
  const voteValues = new Map(rows.votes.map((v) => [v.participant_id, v.value]));
  const room = roomView(rows.room, rows.jiraConfig ?? null, previous?.room);
  const revealedBefore = new Map(previous?.revealedVotes?.map((v) => [v.participantId, v]));
  const revealedVotes = room.isVotingRevealed
    ? reuseArray(
        previous?.revealedVotes,
        rows.votes.map((v) => reuseIfEqual(revealedBefore.get(v.participant_id), { participantId: v.participant_id, value: v.value })),
      )
    : null;
  return {
    room,
    participants,
    participantByUser,
    hiddenVotes,
    voteValues,
    revealedVotes,
    voteProgress: reuseIfEqual(previous?.voteProgress, voteProgress(participants, new Set(voteValues.keys()))),
  };
}

function participantsPart(rows: readonly BundleParticipantRow[], previous: RoomBundle | null | undefined): Pick<RoomBundle, "participants" | "participantByUser"> {
  const before = new Map(previous?.participants.map((p) => [p._id, p]));
  return {
    participants: reuseArray(
      previous?.participants,
      rows.map((p) => reuseIfEqual(before.get(p.id), participantView(p))),
    ),
    participantByUser: new Map(rows.map((p) => [p.user_id, p.id])),
  };
}

function previousParticipants(previous: RoomBundle | null | undefined): Pick<RoomBundle, "participants" | "participantByUser"> {
  if (!previous) throw new Error("buildRoomBundle: participant rows are needed without a previous bundle");
  return { participants: previous.participants, participantByUser: previous.participantByUser };
}

function roomView(room: RoomRow, jiraConfig: RoomBundleRows["jiraConfig"], previous: RoomView | undefined): RoomView {
  const ticket = parseTicket(room.current_jira_ticket_json);
  return reuseIfEqual(previous, {
    _id: room.id,
    name: room.name,
    code: room.code,
    isPermanent: room.is_permanent === 1,
    maxFibonacci: room.max_fibonacci,
    isVotingRevealed: room.is_voting_revealed === 1,
    currentStory: room.current_story,
    useJiraIntegration: room.use_jira_integration === 1,
    // A configuration always has its token (configureJira requires one); the token itself never leaves.
    jiraConfig: jiraConfig ? reuseIfEqual(previous?.jiraConfig, { ...jiraConfig, hasApiToken: true }) : null,
    currentJiraTicket: ticket ? reuseIfEqual(previous?.currentJiraTicket, ticket) : null,
    lastActivity: room.last_activity,
    round: room.round,
    settings: settingsView(room, previous?.settings),
    autoRevealAt: room.auto_reveal_at === null ? null : Number(room.auto_reveal_at),
    timer: timerView(room, previous?.timer),
    currentQueueStoryId: room.current_queue_story_id,
  });
}

function timerView(room: RoomRow, previous: RoomTimer | null | undefined): RoomTimer | null {
  const timer = timerOf(room);
  return timer ? reuseIfEqual(previous, timer) : null;
}

/** The settings, frozen all the way down, reusing what did not change (a custom deck's cards too). */
function settingsView(room: RoomRow, previous: RoomSettings | undefined): RoomSettings {
  const { deck, ...switches } = roomSettingsOf(room);
  const before = previous?.deck;
  const sameCustomCards = deck.kind === "custom" ? reuseArray(before?.kind === "custom" ? before.cards : null, deck.cards) : null;
  const nextDeck = reuseIfEqual(before, deck.kind === "custom" ? { ...deck, cards: sameCustomCards as string[] } : deck);
  return reuseIfEqual(previous, { deck: nextDeck, ...switches });
}

/** Who has voted is not here but in the vote list: a vote or a new round leaves participants alone. */
function participantView(p: BundleParticipantRow): ParticipantView {
  return {
    _id: p.id,
    name: p.name,
    image: p.image,
    role: p.role,
    sessionId: p.session_id,
    isExcludedFromVoting: p.is_excluded_from_voting === 1,
    isOnline: p.is_online === 1,
  };
}

function parseTicket(json: string | null): JiraTicket | null {
  if (!json) return null;
  try {
    return JSON.parse(json) as JiraTicket;
  } catch {
    return null;
  }
}
