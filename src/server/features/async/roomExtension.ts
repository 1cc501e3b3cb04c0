// Async estimation as an extension of the room core: its rows go with the room, and a member who
// leaves or becomes an observer takes their open votes along, which may complete a story. And of
// the queue: a story removed from the queue leaves its batch, which ends when nothing is left.
import type { QueueExtension } from "../queue";
import type { RoomExtension } from "../rooms";
import { deleteParticipantVotes, deleteRoomBatches, dropBatchStory, getOpenBatch } from "./data/batches";
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
});
