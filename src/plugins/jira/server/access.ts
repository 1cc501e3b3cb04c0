// A room's JIRA switch: the rooms feature's guard decides who (participants see it, managers
// change it); this adds only the room's JIRA switch.
import { MESSAGES } from "../../../shared/messages";
import { FunctionError } from "../../../server/live";
import type { JiraRoomState } from "./data/jira";

export function requireJiraEnabled(state: Pick<JiraRoomState, "enabled">): void {
  if (!state.enabled) throw new FunctionError(MESSAGES.jira.notEnabled);
}
