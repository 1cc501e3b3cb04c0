// The room's ticket list and the selected ticket: participants read the cache, owners and admins
// pick the ticket everyone estimates.
import { z } from "zod";
import type { CachedTickets } from "../shared/jira";
import { normalizeIssueKey } from "../shared/jira";
import { MESSAGES } from "../../../shared/messages";
import { sortTicketsByPriority } from "../../../shared/priority";
import { findCachedTicket, loadCachedTickets } from "./data";
import { writeRoom } from "../../../server/features/rooms/data/rooms";
import { FunctionError, mutation } from "../../../server/live";
import { membersOnlyQuery } from "../../../server/features/rooms/membersOnlyQuery";
import { requireJiraEnabled } from "./access";
import { requireManager } from "../../../server/features/rooms/access";
import { idArg, sessionIdArg, ticketKeyArg } from "./args";

/**
 * The cached tickets in priority order, without descriptions; null for anyone not in the room.
 * Every viewer of a room shares one load (and one result object) per change; it reads neither
 * the room nor its votes, so voting never re-runs it.
 */
export const getCachedTickets = membersOnlyQuery(async ({ data }, roomId): Promise<CachedTickets> => {
  const { tickets, lastFetched } = await loadCachedTickets(data, roomId);
  return Object.freeze({ tickets: sortTicketsByPriority(tickets), lastFetched });
});

/** Sets the room's current ticket, from the cache, for everyone in the room. */
export const selectJiraTicket = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, ticketKey: ticketKeyArg }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await requireManager(ctx, args.roomId);
    requireJiraEnabled(room);
    const ticket = await findCachedTicket(ctx.data, room.id, normalizeIssueKey(args.ticketKey));
    if (!ticket) throw new FunctionError(MESSAGES.jira.ticketNotFound);
    await writeRoom(ctx.data, room.id, ctx.now, { current_jira_ticket_json: JSON.stringify(ticket), current_queue_story_id: null });
    return null;
  },
});

export const clearJiraTicket = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await requireManager(ctx, args.roomId);
    await writeRoom(ctx.data, room.id, ctx.now, { current_jira_ticket_json: null, current_queue_story_id: null });
    return null;
  },
});
