// What people see of async estimation (issue 33). async.getBatch is the room's newest batch, loaded
// once for every viewer and projected per viewer: before a story reveals, a viewer gets how many
// voted on it and their own card and reason, nobody else's (the values stay in the load, on the
// server). After it reveals, everyone gets every vote with its reason. async.waitingForMe is the
// dashboard's count of stories waiting for the caller's estimate, per room.
import { z } from "zod";
import type { ConsensusRule } from "../../../shared/consensus";
import { type Identity, type LoadCtx, mutation, projectedQuery, query } from "../../live";
import { idArg, listRoomParticipants, listUserRooms, requireUserId } from "../rooms";
import { type AsyncVoteRow, getLatestBatch, getReminderMailsEnabled, setReminderMailsEnabled, listBatchStories, listBatchVotes, listWaitingForUser } from "./data/batches";
import { deckOf, ruleOf } from "./reveal";

export interface AsyncRevealedVote {
  participantId: string;
  name: string;
  value: string;
  reason: string | null;
}

export interface AsyncStoryView {
  storyId: string;
  title: string;
  /** Eligible participants (not observers) who voted on it, of `voterCount`. */
  votedCount: number;
  voterCount: number;
  revealedAt: number | null;
  outcome: "agreed" | "discuss" | null;
  agreedValue: string | null;
  /** Every vote with its reason; null until the story reveals. */
  votes: readonly AsyncRevealedVote[] | null;
}

export interface AsyncBatchView {
  _id: string;
  openedAt: number;
  deadlineAt: number;
  /** Null while open. */
  revealedAt: number | null;
  asksReason: boolean;
  /** When those who have not voted are mailed; null for no reminder. */
  remindAt: number | null;
  rule: ConsensusRule;
  /** The cards of the deck the batch votes with. */
  cards: readonly string[];
  stories: readonly AsyncStoryView[];
}

export interface AsyncBatchData {
  batch: AsyncBatchView | null;
  /** The viewer's participant id. */
  me: string;
  /** Whether the viewer votes (observers do not). */
  iVote: boolean;
  /** The viewer's own votes on stories not yet revealed, by story id. */
  myVotes: Readonly<Record<string, { value: string; reason: string | null }>>;
  /** Whether this server mails reminders (SMTP set up): without, the room says so. */
  mailConfigured: boolean;
}

interface BatchLoad {
  batch: AsyncBatchView | null;
  mailConfigured: boolean;
  participantByUser: ReadonlyMap<string, { id: string; votes: boolean }>;
  /** story id -> participant id -> the hidden vote. Server side only. */
  hiddenVotes: ReadonlyMap<string, ReadonlyMap<string, { value: string; reason: string | null }>>;
}

async function loadBatch(ctx: LoadCtx, roomId: string): Promise<BatchLoad> {
  const [participants, stored] = await Promise.all([
    ctx.part("participants", (data) => listRoomParticipants(data, roomId)),
    ctx.part("batch", async (data) => {
      const batch = await getLatestBatch(data, roomId);
      return batch ? { batch, stories: await listBatchStories(data, roomId, batch.id) } : null;
    }),
  ]);
  const participantByUser = new Map(participants.map((p) => [p.user_id, { id: p.id, votes: p.is_excluded_from_voting === 0 }]));
  const mailConfigured = ctx.app.mail.mailer.configured;
  if (!stored) return { batch: null, mailConfigured, participantByUser, hiddenVotes: new Map() };
  const votes: readonly AsyncVoteRow[] = await ctx.part(`votes:${stored.batch.id}`, (data) => listBatchVotes(data, roomId, stored.batch.id));
  const names = new Map(participants.map((p) => [p.id, p.name]));
  const eligible = new Set(participants.filter((p) => p.is_excluded_from_voting === 0).map((p) => p.id));
  const hiddenVotes = new Map<string, Map<string, { value: string; reason: string | null }>>();
  const stories = stored.stories.map((story): AsyncStoryView => {
    const mine = votes.filter((v) => v.story_id === story.story_id);
    const revealed = story.revealed_at !== null;
    if (!revealed) hiddenVotes.set(story.story_id, new Map(mine.map((v) => [v.participant_id, { value: v.value, reason: v.reason }])));
    return {
      storyId: story.story_id,
      title: story.title,
      votedCount: mine.filter((v) => eligible.has(v.participant_id)).length,
      voterCount: eligible.size,
      revealedAt: story.revealed_at === null ? null : Number(story.revealed_at),
      outcome: story.outcome,
      agreedValue: story.agreed_value,
      votes: revealed ? mine.map((v) => ({ participantId: v.participant_id, name: names.get(v.participant_id) ?? "", value: v.value, reason: v.reason })) : null,
    };
  });
  const { batch } = stored;
  return {
    batch: {
      _id: batch.id,
      openedAt: Number(batch.opened_at),
      deadlineAt: Number(batch.deadline_at),
      revealedAt: batch.revealed_at === null ? null : Number(batch.revealed_at),
      asksReason: batch.asks_reason === 1,
      remindAt: batch.remind_at === null ? null : Number(batch.remind_at),
      rule: ruleOf(batch),
      cards: deckOf(batch).cards,
      stories,
    },
    mailConfigured,
    participantByUser,
    hiddenVotes,
  };
}

function projectBatch(loaded: BatchLoad, auth: Identity | null): AsyncBatchData | null {
  const me = auth ? loaded.participantByUser.get(auth.userId) : undefined;
  if (!me) return null;
  const myVotes: Record<string, { value: string; reason: string | null }> = {};
  for (const [storyId, votes] of loaded.hiddenVotes) {
    const mine = votes.get(me.id);
    if (mine) myVotes[storyId] = mine;
  }
  return { batch: loaded.batch, me: me.id, iVote: me.votes, myVotes, mailConfigured: loaded.mailConfigured };
}

/** The room's newest async batch for its participants (null to anyone else); batch null when none was opened. */
export const getBatch = projectedQuery({
  args: z.object({ roomId: idArg }),
  load: (ctx, { roomId }) => loadBatch(ctx, roomId),
  project: (loaded, _args, auth) => projectBatch(loaded, auth),
});

export interface WaitingRoom {
  roomId: string;
  /** Stories of the room's open batch the caller has not voted on. */
  count: number;
  deadlineAt: number;
}

/** Per room the caller votes in, the stories waiting for their estimate (rooms with none left out). */
export const waitingForMe = query({
  args: z.object({}),
  handler: async (ctx): Promise<WaitingRoom[]> => {
    if (!ctx.auth) return [];
    // Observers do not vote: nothing waits for them.
    const rooms = (await listUserRooms(ctx.data, ctx.auth.userId)).filter((r) => r.participant_id !== null && r.is_excluded_from_voting === 0);
    const { stories, votes } = await listWaitingForUser(
      ctx.data,
      rooms.map((r) => r.id),
      rooms.map((r) => r.participant_id!),
    );
    const voted = new Set(votes.map((v) => `${v.batch_id}:${v.story_id}`));
    const byRoom = new Map<string, WaitingRoom>();
    for (const story of stories) {
      if (voted.has(`${story.batch_id}:${story.story_id}`)) continue;
      const entry = byRoom.get(story.room_id) ?? { roomId: story.room_id, count: 0, deadlineAt: Number(story.deadline_at) };
      entry.count += 1;
      byRoom.set(story.room_id, entry);
    }
    return [...byRoom.values()];
  },
});

/** The caller's choice about reminder mails, and whether this server mails at all; null signed out. */
export const getReminderMails = query({
  args: z.object({}),
  handler: async (ctx): Promise<{ enabled: boolean; mailConfigured: boolean } | null> => {
    if (!ctx.auth) return null;
    return { enabled: await getReminderMailsEnabled(ctx.data, ctx.auth.userId), mailConfigured: ctx.app.mail.mailer.configured };
  },
});

/** Turns the caller's reminder mails on or off (their account). */
export const setReminderMails = mutation({
  args: z.object({ enabled: z.boolean() }),
  handler: async (ctx, { enabled }): Promise<null> => {
    await setReminderMailsEnabled(ctx.data, requireUserId(ctx), enabled, ctx.now);
    return null;
  },
});
