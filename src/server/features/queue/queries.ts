// Reading the queue and the session summary: every participant sees both live; owners and admins
// export the summary. Neither reads the room or its votes, so voting never re-runs them.
import { z } from "zod";
import { type SessionSummary, type SummaryRoundInput, summarizeSession } from "../../../shared/sessionSummary";
import { sessionSummaryCsv, sessionSummaryMarkdown } from "../../../shared/sessionSummaryExport";
import type { StoryStatus } from "../../../shared/storyQueue";
import { action, type DataAccess, internalQuery, query } from "../../live";
import { enterRoom, idArg, loadRoomMemberIds, membersOnlyQuery } from "../rooms";
import { listQueueRounds, parseArchivedVotes } from "../voting";
import { type QueueListRow, getQueueStory, listQueueSummaries } from "./data/queue";
import { type QueueExtension, summaryAsyncRounds } from "./extensions";

export interface QueueStoryView {
  _id: string;
  position: number;
  title: string;
  /** The description's first QUEUE_DESCRIPTION_EXCERPT_LENGTH characters (issue 30: the list carries no whole description). */
  descriptionExcerpt: string | null;
  /** The whole description's length; longer than the excerpt, it is read with queue.getStoryDetails. */
  descriptionLength: number;
  link: string | null;
  ticketKey: string | null;
  ticketPriority: string | null;
  ticketStoryPoints: number | null;
  /** Whether an imported ticket has JIRA's rendered description (queue.getStoryDetails reads it). */
  hasTicketDescription: boolean;
  status: StoryStatus;
  agreedValue: string | null;
}

function storyView(row: QueueListRow): QueueStoryView {
  return {
    _id: row.id,
    position: row.position,
    title: row.title,
    descriptionExcerpt: row.description_excerpt,
    descriptionLength: row.description_length ?? 0,
    link: row.link,
    ticketKey: row.ticket_key,
    ticketPriority: row.ticket_priority,
    ticketStoryPoints: row.ticket_story_points,
    hasTicketDescription: row.ticket_description_length !== null,
    status: row.status,
    agreedValue: row.agreed_value,
  };
}

/** The room's queue in order; null for anyone not in the room. The current story is the room's `currentQueueStoryId`. */
export const getQueue = membersOnlyQuery(async ({ data }, roomId): Promise<readonly QueueStoryView[]> => (await listQueueSummaries(data, roomId)).map(storyView));

export interface QueueStoryDetails {
  _id: string;
  description: string | null;
  /** JIRA's rendered description of an imported ticket: HTML, to sanitise before showing. */
  ticketDescriptionHtml: string | null;
}

/**
 * One story's whole description, loaded on demand (issue 30): null for anyone not in the room,
 * or once the story has left the queue.
 */
export const getStoryDetails = query({
  args: z.object({ roomId: idArg, storyId: idArg }),
  handler: async (ctx, { roomId, storyId }): Promise<QueueStoryDetails | null> => {
    const userId = ctx.auth?.userId;
    if (!userId || !(await loadRoomMemberIds(ctx.data, roomId)).has(userId)) return null;
    const story = await getQueueStory(ctx.data, roomId, storyId);
    return story ? { _id: story.id, description: story.description, ticketDescriptionHtml: story.ticket_description_html } : null;
  },
});

async function loadSummary(data: DataAccess, extensions: readonly QueueExtension[], roomId: string): Promise<SessionSummary> {
  const [stories, rounds, asyncRounds] = await Promise.all([listQueueSummaries(data, roomId), listQueueRounds(data, roomId), summaryAsyncRounds(extensions, data, roomId)]);
  const byStory = new Map<string, SummaryRoundInput[]>();
  for (const round of rounds) {
    const named = parseArchivedVotes(round.votes_json).flatMap((v) => (v.value === null ? [] : [{ name: v.participantName, value: v.value }]));
    const revealedAt = round.revealed_at ?? round.created_at;
    const entry = { votes: named.map((v) => v.value), named, startedAt: round.started_at ?? revealedAt, revealedAt };
    byStory.set(round.queue_story_id!, [...(byStory.get(round.queue_story_id!) ?? []), entry]);
  }
  return summarizeSession(
    stories.map((s) => ({
      id: s.id,
      position: s.position,
      title: s.title,
      ticketKey: s.ticket_key,
      status: s.status,
      agreedValue: s.agreed_value,
      rounds: byStory.get(s.id) ?? [],
      asyncRounds: asyncRounds.get(s.id) ?? [],
    })),
  );
}

/** The session summary (shared/sessionSummary.ts) every participant sees; null for anyone else. */
export const getSessionSummary = membersOnlyQuery(({ data, app }, roomId) => loadSummary(data, app.queue.extensions, roomId));

/** Internal: the summary for a manager's export. */
export const summaryForExport = internalQuery({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, { roomId }): Promise<{ summary: SessionSummary; roomName: string }> => {
    const { room } = await enterRoom(ctx, roomId, { as: "manager" });
    return { summary: await loadSummary(ctx.data, ctx.app.queue.extensions, roomId), roomName: room.name };
  },
});

/** The summary as CSV and Markdown, cell for cell what the summary view shows: owners and admins only. */
export const exportSessionSummary = action({
  // The exporting person's language for the headers (the page's); English without one.
  args: z.object({ roomId: idArg, language: z.string().max(16).optional() }),
  handler: async (ctx, { roomId, language }): Promise<{ filename: string; csv: string; markdown: string }> => {
    const { summary, roomName } = await ctx.runQuery(summaryForExport, { roomId });
    const slug = roomName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "room";
    return { filename: `${slug}-planning-summary.csv`, csv: sessionSummaryCsv(summary, language), markdown: sessionSummaryMarkdown(summary, roomName, language) };
  },
});
