// JIRA as an extension of the room core, voting and the queue: its part of the room view (the
// switch, the configuration without its token, the selected ticket), the ticket a round is filed
// under, the ticket of a queue story that becomes current, and its rows deleted with the room.
import type { JiraTicket } from "../shared/jira";
import type { RoomExtension } from "../../../server/features/rooms";
import type { RoundExtension } from "../../../server/features/voting";
import type { QueueExtension } from "../../../server/features/queue";
import { deleteRoomJira, getJiraConfigRow, getJiraRoomState, getPublicJiraConfig, ticketWhileEnabledColumn, writeJiraRoomState } from "./data/jira";
import { queueAgreedWrite } from "../../../server/features/trackers";
import { deckSettingOf, getRound } from "../../../server/features/voting";
import { checkDeckStoryPoints } from "../../../shared/suggestedPoints";

/** The room's JIRA settings as clients see them: never the API token, only whether one is stored. */
export interface PublicJiraConfig {
  domain: string;
  projectKey: string;
  email: string;
  hasApiToken: boolean;
}

export interface JiraRoomView {
  useJiraIntegration: boolean;
  jiraConfig: PublicJiraConfig | null;
  currentJiraTicket: JiraTicket | null;
}

declare module "../../../server/features/rooms/extensions" {
  // eslint-disable-next-line @typescript-eslint/no-empty-object-type -- declaration merging: JIRA's fields of the room view (spec 3)
  interface RoomViewParts extends JiraRoomView {}
}

export function parseTicket(json: string | null): JiraTicket | null {
  if (!json) return null;
  try {
    const ticket = JSON.parse(json) as Partial<JiraTicket>;
    return typeof ticket.key === "string" ? (ticket as JiraTicket) : null;
  } catch {
    return null;
  }
}

export const jiraRoomExtension = Object.freeze<RoomExtension>({
  name: "jira",
  deleted: deleteRoomJira,
  view: async (data, roomId): Promise<JiraRoomView> => {
    const [state, config] = await Promise.all([getJiraRoomState(data, roomId), getPublicJiraConfig(data, roomId)]);
    // A configuration always has its token (configureJira requires one); the token itself never leaves.
    return { useJiraIntegration: state.enabled, jiraConfig: config ? { ...config, hasApiToken: true } : null, currentJiraTicket: parseTicket(state.ticketJson) };
  },
});

export const jiraRoundExtension = Object.freeze<RoundExtension>({
  name: "jira",
  subject: {
    columns: (eb, roomId) => [ticketWhileEnabledColumn(eb, roomId)],
    read: (row) => {
      const ticket = parseTicket(typeof row.jira_ticket_json === "string" ? row.jira_ticket_json : null);
      return ticket ? { ticketKey: ticket.key, ticketSummary: typeof ticket.summary === "string" ? ticket.summary : "" } : {};
    },
  },
});

/** A queue story imported from JIRA shows its ticket when it becomes current; any other story clears it. */
export const jiraQueueExtension = Object.freeze<QueueExtension>({
  name: "jira",
  currentStoryChanged: async (ctx, roomId, story) => {
    const ticket: JiraTicket | null = story?.ticket_key
      ? { key: story.ticket_key, summary: story.title, priority: story.ticket_priority ?? "", storyPoints: story.ticket_story_points, description: story.ticket_description_html }
      : null;
    await writeJiraRoomState(ctx.data, roomId, { ticketJson: ticket ? JSON.stringify(ticket) : null });
  },
  // An estimate agreed async (issue 33) is written as the live bar's "Also write to JIRA" would (on
  // by default while the room uses JIRA, for cards that are story points): by the server, later.
  estimateAgreed: async (ctx, roomId, { story, card, byUserId }) => {
    if (!story.ticket_key || !(await getJiraRoomState(ctx.data, roomId)).enabled || !(await getJiraConfigRow(ctx.data, roomId))) return;
    const round = await getRound(ctx.data, roomId);
    if (!round || !checkDeckStoryPoints(card, deckSettingOf(round)).ok) return;
    await queueAgreedWrite(ctx, roomId, { storyId: story.id, key: story.ticket_key, card, byUserId, tracker: "jira", trackerLabel: "JIRA" });
  },
});
