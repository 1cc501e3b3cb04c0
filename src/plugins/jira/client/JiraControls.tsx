import type { StorySourceProps } from "../../../client/features/room/plugins";
import { JiraSettingsDialog } from "./JiraSettingsDialog";
import { JiraSourceToggle } from "./JiraSourceToggle";

/** The story-source slot (owners and admins): JIRA settings and the Manual / JIRA switch. */
export function JiraControls({ room }: StorySourceProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <JiraSettingsDialog roomId={room._id} config={room.jiraConfig} />
      <JiraSourceToggle roomId={room._id} useJira={room.useJiraIntegration} configured={room.jiraConfig !== null} />
    </div>
  );
}
