import type { ResultOf } from "../../shared/functionReference";
import type { api } from "./api";

/** rooms.getRoomData for a participant: room, participants, votes (values hidden until reveal), the viewer's participant id and own card. */
export type RoomData = NonNullable<ResultOf<typeof api.rooms.getRoomData>>;
export type RoomParticipant = RoomData["participants"][number];
export type RoomInfo = RoomData["room"];
/** One row of rooms.getUserRooms (the dashboard list). */
export type UserRoom = ResultOf<typeof api.rooms.getUserRooms>[number];
/** One story of queue.getQueue: the room's story queue, in order. */
export type QueueStory = NonNullable<ResultOf<typeof api.queue.getQueue>>[number];
