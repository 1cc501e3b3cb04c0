// Importing JIRA tickets into the room's story queue (issue 14): by a JQL query, by the project's
// active sprint, or by picking cached tickets. Owners and admins only; each story keeps the
// ticket's key, summary, priority, current points and (rendered HTML) description, and a ticket
// already queued is not queued twice. Imports stop at the room left in the queue.
import { z } from "zod";
import { MESSAGES, jiraOtherProject } from "../../../shared/messages";
import { STORY_DESCRIPTION_MAX_LENGTH, STORY_TITLE_MAX_LENGTH } from "../../../shared/queueStory";
import { QUEUE_MAX_STORIES } from "../../../shared/storyQueue";
import { enterRoom } from "../../../server/features/rooms";
import { appendStories, listQueueSummaries, manage, type NewStory } from "../../../server/features/queue";
import { action, FunctionError, internalMutation, internalQuery, mutation, type MutationCtx } from "../../../server/live";
import { JIRA_JQL_MAX_LENGTH, type JiraConfig, type JiraTicket, isIssueOfProject, normalizeIssueKey } from "../shared/jira";
import { requireJiraEnabled } from "./access";
import { idArg, sessionIdArg, ticketArg, ticketKeyArg } from "./args";
import { findCachedTicket, getJiraConfigRow, getJiraRoomState } from "./data/jira";
import { limitJira } from "./limits";
import { JiraError, fetchActiveSprintTickets, fetchTicketsByJql } from "./rest";
import { openStoredConfig } from "./storedConfig";

/** Tickets picked from the cache at once: a screenful. */
export const MAX_PICKED_TICKETS = 100;

export interface ImportResult {
  /** Stories added (tickets already queued are left out). */
  imported: number;
  /** JIRA had more than the queue had room for. */
  truncated: boolean;
  /** The stories this import added: what its undo removes (queue.removePendingStories). */
  storyIds: string[];
}

/** A ticket as a queue story. A description too long for a story is left out rather than cut (it is HTML). */
export function ticketStory(ticket: JiraTicket): NewStory {
  const title = (ticket.summary.trim() || ticket.key).slice(0, STORY_TITLE_MAX_LENGTH);
  const html = ticket.description !== null && ticket.description.length <= STORY_DESCRIPTION_MAX_LENGTH ? ticket.description : null;
  return { title, description: null, link: null, ticket_key: ticket.key, ticket_priority: ticket.priority || null, ticket_story_points: ticket.storyPoints, ticket_description_html: html };
}

/** Appends the tickets not queued yet, in their order; the ids of the stories added. */
async function queueTickets(ctx: MutationCtx, roomId: string, tickets: readonly JiraTicket[]): Promise<string[]> {
  const queued = new Set((await listQueueSummaries(ctx.data, roomId)).map((s) => s.ticket_key));
  const fresh = [...new Map(tickets.filter((t) => !queued.has(t.key)).map((t) => [t.key, t])).values()];
  return appendStories(ctx, roomId, fresh.map(ticketStory));
}

/** Internal: the caller manages the room and JIRA is on; its configuration and the room left in the queue. */
export const jiraConfigForImport = internalQuery({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, { roomId }): Promise<{ config: JiraConfig; room: number }> => {
    const { room } = await enterRoom(ctx, roomId, { as: "manager" });
    requireJiraEnabled(await getJiraRoomState(ctx.data, room.id));
    const row = await getJiraConfigRow(ctx.data, room.id);
    if (!row) throw new FunctionError(MESSAGES.jira.notConfigured);
    return { config: openStoredConfig(ctx.app, row), room: QUEUE_MAX_STORIES - (await listQueueSummaries(ctx.data, roomId)).length };
  },
});

/** Internal: queues what an import action read from JIRA. */
export const queueImportedTickets = internalMutation({
  args: z.object({ roomId: idArg, tickets: z.array(ticketArg).max(QUEUE_MAX_STORIES) }),
  handler: async (ctx, { roomId, tickets }): Promise<string[]> => {
    await manage(ctx, roomId);
    return queueTickets(ctx, roomId, tickets);
  },
});

/**
 * Reads tickets from JIRA and keeps those of the room's project: the room's stored token is for
 * that project, whatever a manager's JQL asks for (issue 30).
 */
async function runImport(config: JiraConfig, read: () => Promise<{ tickets: JiraTicket[]; truncated: boolean }>): Promise<{ tickets: JiraTicket[]; truncated: boolean }> {
  try {
    const result = await read();
    if (result.tickets.length === 0) throw new FunctionError(MESSAGES.queue.nothingToImport);
    const own = result.tickets.filter((ticket) => isIssueOfProject(normalizeIssueKey(ticket.key), config.projectKey));
    if (own.length === 0) throw new FunctionError(jiraOtherProject(config.projectKey));
    return { ...result, tickets: own };
  } catch (error) {
    if (error instanceof JiraError) throw new FunctionError(error.message);
    throw error;
  }
}

export const importQueueByJql = action({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, jql: z.string().max(JIRA_JQL_MAX_LENGTH * 2) }),
  handler: async (ctx, { roomId, jql }): Promise<ImportResult> => {
    const { config, room } = await ctx.runQuery(jiraConfigForImport, { roomId });
    await limitJira(ctx, "fetchTickets", roomId);
    const { tickets, truncated } = await runImport(config, () => fetchTicketsByJql(config, jql, { ...ctx.app.jira.client, maxTickets: Math.max(room, 1) }));
    const storyIds = await ctx.runMutation(queueImportedTickets, { roomId, tickets });
    return { imported: storyIds.length, truncated, storyIds };
  },
});

export const importQueueSprint = action({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg }),
  handler: async (ctx, { roomId }): Promise<ImportResult & { sprints: string[] }> => {
    const { config, room } = await ctx.runQuery(jiraConfigForImport, { roomId });
    await limitJira(ctx, "fetchTickets", roomId);
    let sprints: string[] = [];
    const { tickets, truncated } = await runImport(config, async () => {
      const result = await fetchActiveSprintTickets(config, { ...ctx.app.jira.client, maxTickets: Math.max(room, 1) });
      sprints = result.sprints.map((s) => s.name);
      return result;
    });
    const storyIds = await ctx.runMutation(queueImportedTickets, { roomId, tickets });
    return { imported: storyIds.length, truncated, sprints, storyIds };
  },
});

/** Several tickets of the room's cache, in the order picked. */
export const importQueueTickets = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, ticketKeys: z.array(ticketKeyArg).min(1).max(MAX_PICKED_TICKETS) }),
  handler: async (ctx, { roomId, ticketKeys }): Promise<ImportResult> => {
    const { room } = await manage(ctx, roomId);
    requireJiraEnabled(await getJiraRoomState(ctx.data, room.id));
    const config = await getJiraConfigRow(ctx.data, room.id);
    const tickets: JiraTicket[] = [];
    for (const key of ticketKeys) {
      if (config && !isIssueOfProject(normalizeIssueKey(key), config.project_key)) throw new FunctionError(jiraOtherProject(config.project_key));
      const ticket = await findCachedTicket(ctx.data, roomId, normalizeIssueKey(key));
      if (!ticket) throw new FunctionError(MESSAGES.jira.ticketNotFound);
      tickets.push(ticket);
    }
    const storyIds = await queueTickets(ctx, roomId, tickets);
    return { imported: storyIds.length, truncated: false, storyIds };
  },
});

/** Tickets a preview names: the first few. */
export const PREVIEW_TICKETS = 5;

export interface ImportPreview {
  /** Tickets the import would read (up to the room left in the queue). */
  found: number;
  /** Of those, how many are not queued yet: what the import would add. */
  fresh: number;
  /** JIRA had more than the queue has room for. */
  truncated: boolean;
  /** The first tickets it would add, in order. */
  first: { key: string; summary: string }[];
}

/** Internal: the ticket keys queued in the room, for a preview. */
export const queuedTicketKeys = internalQuery({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, { roomId }): Promise<string[]> => {
    await enterRoom(ctx, roomId, { as: "manager" });
    return (await listQueueSummaries(ctx.data, roomId)).flatMap((s) => (s.ticket_key ? [s.ticket_key] : []));
  },
});

/** What an import by JQL or by the active sprint would add (issue 36): the count and the first tickets, nothing added. */
export const previewQueueImport = action({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, source: z.enum(["jql", "sprint"]), jql: z.string().max(JIRA_JQL_MAX_LENGTH * 2).optional() }),
  handler: async (ctx, { roomId, source, jql }): Promise<ImportPreview> => {
    const { config, room } = await ctx.runQuery(jiraConfigForImport, { roomId });
    await limitJira(ctx, "fetchTickets", roomId);
    const options = { ...ctx.app.jira.client, maxTickets: Math.max(room, 1) };
    const { tickets, truncated } = await runImport(config, () => (source === "jql" ? fetchTicketsByJql(config, jql ?? "", options) : fetchActiveSprintTickets(config, options)));
    const queued = new Set(await ctx.runQuery(queuedTicketKeys, { roomId }));
    const fresh = [...new Map(tickets.filter((t) => !queued.has(t.key)).map((t) => [t.key, t])).values()];
    return { found: tickets.length, fresh: fresh.length, truncated, first: fresh.slice(0, PREVIEW_TICKETS).map((t) => ({ key: t.key, summary: t.summary })) };
  },
});
