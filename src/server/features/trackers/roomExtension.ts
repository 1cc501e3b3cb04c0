// The tracker source as an extension of the room core: everyone in the room sees which source it
// is (never a token, never whose connection) and how the server's write-backs of async-agreed
// estimates went, and the room's rows go with the room.
import type { DataAccess } from "../../live";
import type { RoomExtension } from "../rooms";
import { type TrackerWriteView, trackerWritesView } from "./agreedWrites";
import { deleteRoomAgreedWrites } from "./data/agreedWrites";
import { deleteTrackerSource, getTrackerSource } from "./data/sources";
import { type TrackerSourceView, sourceView } from "./trackers";

export interface TrackersRoomView {
  /** The room's tracker source, null while it has none. */
  trackerSource: TrackerSourceView | null;
  /** Estimates agreed async written back by the server: each story's latest, pending, written or refused. */
  trackerWrites: TrackerWriteView[];
}

declare module "../rooms/extensions" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the trackers feature's field of the room view
  interface RoomViewParts extends TrackersRoomView {}
}

export const trackersRoomExtension = Object.freeze<RoomExtension>({
  name: "trackers",
  deleted: async (data, roomId) => {
    await deleteRoomAgreedWrites(data, roomId);
    await deleteTrackerSource(data, roomId);
  },
  view: async (data: DataAccess, roomId: string): Promise<TrackersRoomView> => {
    const [row, trackerWrites] = await Promise.all([getTrackerSource(data, roomId), trackerWritesView(data, roomId)]);
    return { trackerSource: row ? sourceView(row) : null, trackerWrites };
  },
});
