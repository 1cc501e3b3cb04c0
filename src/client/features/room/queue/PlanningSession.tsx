import { canManageRoom } from "../../../../shared/permissions";
import type { RoomData, RoomParticipant } from "../../../lib/roomTypes";
import { useRoomPlugin } from "../plugins";
import { QueuePanel } from "./QueuePanel";
import { SessionEnd } from "./SessionEnd";
import { SessionSummaryPanel } from "./SessionSummaryPanel";

/**
 * The planning session (issue 14), one lazy chunk in three places: the end of the session above
 * the voting panel, the queue beside it (issue 36: it never pushes the loop down on a desktop),
 * and the summary below. The action bar lives in the voting panel, under the results.
 */
export function PlanningSession({ roomData, me, part }: { roomData: RoomData; me: RoomParticipant; part: "end" | "queue" | "summary" }) {
  const { room } = roomData;
  const isManager = canManageRoom(me.role);
  // A ticket picked in the tracker's story view is being estimated as much as a typed story is.
  const ticket = useRoomPlugin(room)?.currentTicket?.(room) ?? null;
  if (part === "end") return <SessionEnd roomId={room._id} currentStoryId={room.currentQueueStoryId} estimating={room.currentStory !== null || ticket !== null} isManager={isManager} />;
  if (part === "queue") return <QueuePanel room={room} isManager={isManager} />;
  return <SessionSummaryPanel roomId={room._id} isManager={isManager} />;
}
