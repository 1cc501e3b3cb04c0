// Async estimation as an extension of the room core: its rows go with the room, and a member who
// leaves or becomes an observer takes their open votes along, which may complete a story. And of
// the queue: a story removed from the queue leaves its batch, which ends when nothing is left, and
// the session summary shows each story's revealed async votes before its live rounds.
import type { SummaryAsyncRound } from "../../../shared/sessionSummary";
import type { QueueExtension } from "../queue";
import { listRoomParticipants, type RoomExtension } from "../rooms";
import { deleteParticipantVotes, deleteRoomBatches, dropBatchStory, getOpenBatch, listRevealedRoomRounds } from "./data/batches";
import { revealStories } from "./reveal";

export const asyncRoomExtension = Object.freeze<RoomExtension>({
  name: "async",
  deleted: (data, roomId) => deleteRoomBatches(data, roomId),
  membershipChanged: async (ctx, roomId, change) => {
    if (change.kind === "joined") return;
    const batch = await getOpenBatch(ctx.data, roomId);
    if (!batch) return;
    const participantId = change.kind === "excluded" ? change.participant.id : change.participantId;
    // Also announced when an observer votes again (they have no votes): their dashboard counts change.
    await deleteParticipantVotes(ctx.data, roomId, batch.id, participantId);
    if (change.kind !== "excluded" || change.excluded) await revealStories(ctx, batch, false);
  },
});

export const asyncQueueExtension = Object.freeze<QueueExtension>({
  name: "async",
  storiesRemoved: async (ctx, roomId, storyIds) => {
    for (const storyId of storyIds) await dropBatchStory(ctx.data, roomId, storyId);
    const batch = await getOpenBatch(ctx.data, roomId);
    // The stories left may all have their votes now; none left, the batch ends.
    if (batch) await revealStories(ctx, batch, false);
  },
  summaryAsyncRounds: async (data, roomId) => {
    const { stories, votes } = await listRevealedRoomRounds(data, roomId);
    const byStory = new Map<string, SummaryAsyncRound[]>();
    // A room that never revealed an async story reads no participants: the summary does not re-run when they move.
    if (stories.length === 0) return byStory;
    // Someone who left the room since keeps their vote, without a name.
    const names = new Map((await listRoomParticipants(data, roomId)).map((p) => [p.id, p.name]));
    for (const story of stories) {
      const round: SummaryAsyncRound = {
        votes: votes.filter((v) => v.batch_id === story.batch_id && v.story_id === story.story_id).map((v) => ({ name: names.get(v.participant_id) ?? "", value: v.value, reason: v.reason })),
        revealedAt: Number(story.revealed_at),
        agreed: story.outcome === "agreed",
      };
      byStory.set(story.story_id, [...(byStory.get(story.story_id) ?? []), round]);
    }
    return byStory;
  },
});
