// A room's JIRA link: the rooms feature's guard decides who (participants see it, managers
// change it); this adds only the room's JIRA switch.
import { MESSAGES } from "../../../shared/messages";
import type { RoomRow } from "../../../server/features/rooms/data/rooms";
import { FunctionError } from "../../../server/live";

export function requireJiraEnabled(room: Pick<RoomRow, "use_jira_integration">): void {
  if (room.use_jira_integration !== 1) throw new FunctionError(MESSAGES.jira.notEnabled);
}
