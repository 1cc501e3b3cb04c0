// Reading the queue and the session summary: every participant sees both live; owners and admins
// export the summary. Neither reads the room or its votes, so voting never re-runs them.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { canManageRoom } from "../../../shared/permissions";
import { type SessionSummary, type SummaryRoundInput, summarizeSession } from "../../../shared/sessionSummary";
import { sessionSummaryCsv, sessionSummaryMarkdown } from "../../../shared/sessionSummaryExport";
import type { StoryStatus } from "../../../shared/storyQueue";
import { action, type DataAccess, FunctionError, internalQuery } from "../../live";
import { requireParticipant } from "../rooms/access";
import { idArg } from "../rooms/args";
import { membersOnlyQuery } from "../rooms/membersOnlyQuery";
import { listQueueRounds } from "../voting/data/roundHistory";
import { parseArchivedVotes } from "../voting/roundArchive";
import { type QueueStoryRow, listQueue } from "./data/queue";

export interface QueueStoryView {
  _id: string;
  position: number;
  title: string;
  description: string | null;
  link: string | null;
  ticketKey: string | null;
  ticketPriority: string | null;
  ticketStoryPoints: number | null;
  /** JIRA's rendered description of an imported ticket: HTML, to sanitise before showing. */
  ticketDescriptionHtml: string | null;
  status: StoryStatus;
  agreedValue: string | null;
}

function storyView(row: QueueStoryRow): QueueStoryView {
  return {
    _id: row.id,
    position: row.position,
    title: row.title,
    description: row.description,
    link: row.link,
    ticketKey: row.ticket_key,
    ticketPriority: row.ticket_priority,
    ticketStoryPoints: row.ticket_story_points,
    ticketDescriptionHtml: row.ticket_description_html,
    status: row.status,
    agreedValue: row.agreed_value,
  };
}

/** The room's queue in order; null for anyone not in the room. The current story is the room's `currentQueueStoryId`. */
export const getQueue = membersOnlyQuery(async ({ data }, roomId): Promise<readonly QueueStoryView[]> => (await listQueue(data, roomId)).map(storyView));

async function loadSummary(data: DataAccess, roomId: string): Promise<SessionSummary> {
  const [stories, rounds] = await Promise.all([listQueue(data, roomId), listQueueRounds(data, roomId)]);
  const byStory = new Map<string, SummaryRoundInput[]>();
  for (const round of rounds) {
    const votes = parseArchivedVotes(round.votes_json).flatMap((v) => (v.value === null ? [] : [v.value]));
    const revealedAt = round.revealed_at ?? round.created_at;
    const entry = { votes, startedAt: round.started_at ?? revealedAt, revealedAt };
    byStory.set(round.queue_story_id!, [...(byStory.get(round.queue_story_id!) ?? []), entry]);
  }
  return summarizeSession(
    stories.map((s) => ({ id: s.id, position: s.position, title: s.title, ticketKey: s.ticket_key, status: s.status, agreedValue: s.agreed_value, rounds: byStory.get(s.id) ?? [] })),
  );
}

/** The session summary (shared/sessionSummary.ts) every participant sees; null for anyone else. */
export const getSessionSummary = membersOnlyQuery(({ data }, roomId) => loadSummary(data, roomId));

/** Internal: the summary for a manager's export. */
export const summaryForExport = internalQuery({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, { roomId }): Promise<{ summary: SessionSummary; roomName: string }> => {
    const { room, actor } = await requireParticipant(ctx, roomId);
    if (!canManageRoom(actor.role)) throw new FunctionError(MESSAGES.rooms.onlyManagers);
    return { summary: await loadSummary(ctx.data, roomId), roomName: room.name };
  },
});

/** The summary as CSV and Markdown, cell for cell what the summary view shows: owners and admins only. */
export const exportSessionSummary = action({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, { roomId }): Promise<{ filename: string; csv: string; markdown: string }> => {
    const { summary, roomName } = await ctx.runQuery(summaryForExport, { roomId });
    const slug = roomName.toLowerCase().replace(/[^a-z0-9]+/g, "-").replace(/^-|-$/g, "") || "room";
    return { filename: `${slug}-planning-summary.csv`, csv: sessionSummaryCsv(summary), markdown: sessionSummaryMarkdown(summary, roomName) };
  },
});
