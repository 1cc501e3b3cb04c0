// JIRA Cloud's client part, declared once: the room's slots it fills, each loaded only when shown.
// src/plugins/client.ts lists it among the installed plugins.
import { lazy } from "react";
import type { ClientPlugin } from "../../../client/features/room/plugins";

export const jiraClientPlugin = Object.freeze<ClientPlugin>({
  id: "jira",
  label: "JIRA",
  isActive: (room) => room.useJiraIntegration,
  currentTicket: (room) => room.currentJiraTicket?.key ?? null,
  slots: Object.freeze({
    // The settings dialog and the Manual / JIRA switch.
    storySource: lazy(() => import("./JiraControls").then((module) => ({ default: module.JiraControls }))),
    // The ticket picker and the selected ticket instead of the typed story.
    storyView: lazy(() => import("./JiraStory").then((module) => ({ default: module.JiraStory }))),
    queueImport: lazy(() => import("./ImportQueueDialog").then((module) => ({ default: module.JiraQueueImport }))),
    // "Also write to JIRA" in the agreed-estimate bar, and the write once the value is recorded.
    afterEstimate: lazy(() => import("./JiraWriteBack").then((module) => ({ default: module.JiraWriteBack }))),
    ticketBadge: lazy(() => import("./JiraTicketBadge").then((module) => ({ default: module.JiraTicketBadge }))),
  }),
});
