import type { RoomInfo } from "../../../client/lib/roomTypes";
import { JiraSettingsDialog } from "./JiraSettingsDialog";
import { JiraSourceToggle } from "./JiraSourceToggle";

/** The story panel's header controls for owners and admins: JIRA settings and the story source. */
export function JiraControls({ room }: { room: RoomInfo }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <JiraSettingsDialog roomId={room._id} config={room.jiraConfig} />
      <JiraSourceToggle roomId={room._id} useJira={room.useJiraIntegration} configured={room.jiraConfig !== null} />
    </div>
  );
}
