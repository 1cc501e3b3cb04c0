// Async estimation as an extension of the room core: its rows go with the room, and a member who
// leaves or becomes an observer takes their open votes along, which may complete a story.
import type { RoomExtension } from "../rooms";
import { deleteParticipantVotes, deleteRoomBatches, getOpenBatch } from "./data/batches";
import { revealStories } from "./reveal";

export const asyncRoomExtension = Object.freeze<RoomExtension>({
  name: "async",
  deleted: (data, roomId) => deleteRoomBatches(data, roomId),
  membershipChanged: async (ctx, roomId, change) => {
    if (change.kind === "joined" || (change.kind === "excluded" && !change.excluded)) return;
    const batch = await getOpenBatch(ctx.data, roomId);
    if (!batch) return;
    const participantId = change.kind === "excluded" ? change.participant.id : change.participantId;
    await deleteParticipantVotes(ctx.data, roomId, batch.id, participantId);
    await revealStories(ctx, batch, false);
  },
});
