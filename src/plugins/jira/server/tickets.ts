// The room's ticket list and the selected ticket: participants read the cache, owners and admins
// pick the ticket everyone estimates.
import { z } from "zod";
import type { CachedTickets } from "../shared/jira";
import { normalizeIssueKey } from "../shared/jira";
import { MESSAGES } from "../../../shared/messages";
import { sortTicketsByPriority } from "../../../shared/priority";
import { findCachedTicket, getJiraRoomState, loadCachedTickets, writeJiraRoomState } from "./data/jira";
import { FunctionError, mutation } from "../../../server/live";
import { enterRoom, membersOnlyQuery } from "../../../server/features/rooms";
import { setCurrentQueueStoryId } from "../../../server/features/queue";
import { requireJiraEnabled } from "./access";
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
    const { room } = await enterRoom(ctx, args.roomId, { as: "manager", lock: true });
    requireJiraEnabled(await getJiraRoomState(ctx.data, room.id));
    const ticket = await findCachedTicket(ctx.data, room.id, normalizeIssueKey(args.ticketKey));
    if (!ticket) throw new FunctionError(MESSAGES.jira.ticketNotFound);
    await writeJiraRoomState(ctx.data, room.id, { ticketJson: JSON.stringify(ticket) });
    await setCurrentQueueStoryId(ctx.data, room.id, null);
    return null;
  },
});

export const clearJiraTicket = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await enterRoom(ctx, args.roomId, { as: "manager", lock: true });
    await writeJiraRoomState(ctx.data, room.id, { ticketJson: null });
    await setCurrentQueueStoryId(ctx.data, room.id, null);
    return null;
  },
});
