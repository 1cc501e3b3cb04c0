// The queue as an extension of the room core and of voting: the room view's current queue story,
// the round's subject (which story a reveal is filed under), and the room's queue deleted with it.
import type { DataAccess } from "../../live";
import type { RoomExtension } from "../rooms";
import type { RoundExtension } from "../voting";
import { deleteRoomQueue, listAgreedValues } from "./data/queue";
import { currentStoryColumns, deleteQueueState, getCurrentQueueStoryId } from "./data/queueState";

export interface QueueRoomView {
  /** The queue's story being estimated (queue.getQueue), null for a manual story or none. */
  currentQueueStoryId: string | null;
}

declare module "../rooms/extensions" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the queue's field of the room view
  interface RoomViewParts extends QueueRoomView {}
}

export const queueRoomExtension = Object.freeze<RoomExtension>({
  name: "queue",
  deleted: async (data, roomId) => {
    await deleteRoomQueue(data, roomId);
    await deleteQueueState(data, roomId);
  },
  view: async (data: DataAccess, roomId: string): Promise<QueueRoomView> => ({ currentQueueStoryId: await getCurrentQueueStoryId(data, roomId) }),
});

export const queueRoundExtension = Object.freeze<RoundExtension>({
  name: "queue",
  subject: currentStoryColumns,
  agreedValues: listAgreedValues,
});
