import { canManageRoom } from "../../../shared/permissions";
import type { RoomData, RoomParticipant } from "../room/types";
import { QueuePanel } from "./QueuePanel";
import { RecordEstimate } from "./RecordEstimate";
import { SessionSummaryPanel } from "./SessionSummaryPanel";

/** The planning session under the voting panel (issue 14): one lazy chunk, so the room's entry grows by one import. */
export function PlanningSession({ roomData, me }: { roomData: RoomData; me: RoomParticipant }) {
  const { room } = roomData;
  const isManager = canManageRoom(me.role);
  const jira = room.useJiraIntegration ? room.jiraConfig : null;
  return (
    <>
      {isManager && room.isVotingRevealed && room.currentQueueStoryId && <RecordEstimate key={`${room.currentQueueStoryId}-${room.round}`} roomData={roomData} />}
      <QueuePanel roomId={room._id} currentStoryId={room.currentQueueStoryId} isManager={isManager} jira={jira} />
      <SessionSummaryPanel roomId={room._id} isManager={isManager} />
    </>
  );
}
