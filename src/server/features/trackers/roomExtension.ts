// The tracker source as an extension of the room core: everyone in the room sees which source it
// is (never a token, never whose connection), and the room's row goes with the room.
import type { DataAccess } from "../../live";
import type { RoomExtension } from "../rooms";
import { deleteTrackerSource, getTrackerSource } from "./data/sources";
import { type TrackerSourceView, sourceView } from "./trackers";

export interface TrackersRoomView {
  /** The room's tracker source, null while it has none. */
  trackerSource: TrackerSourceView | null;
}

declare module "../rooms/extensions" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: the trackers feature's field of the room view
  interface RoomViewParts extends TrackersRoomView {}
}

export const trackersRoomExtension = Object.freeze<RoomExtension>({
  name: "trackers",
  deleted: async (data, roomId) => {
    await deleteTrackerSource(data, roomId);
  },
  view: async (data: DataAccess, roomId: string): Promise<TrackersRoomView> => {
    const row = await getTrackerSource(data, roomId);
    return { trackerSource: row ? sourceView(row) : null };
  },
});
