// jira.fetchAndCacheTickets: reads every open ticket of the room's project (all pages) and
// replaces the room's cache. Owners and admins may refresh at any time; any participant may
// trigger the first fetch (the room runs it automatically while the cache is empty), so a member
// who opens the room first does not see an empty list. Concurrent calls for one room share a fetch.
import { z } from "zod";
import type { JiraConfig } from "../shared/jira";
import { MESSAGES } from "../../../shared/messages";
import { canManageRoom } from "../../../shared/permissions";
import { countCachedTickets, getJiraConfigRow, getJiraRoomState, replaceTicketCache } from "./data/jira";
import { JiraError, fetchOpenTickets } from "./rest";
import { action, FunctionError, internalMutation, internalQuery } from "../../../server/live";
import { requireJiraEnabled } from "./access";
import { enterRoom } from "../../../server/features/rooms";
import { idArg, ticketArg } from "./args";
import type { FetchTicketsResult } from "./environment";
import { limitJira } from "./limits";
import { openStoredConfig } from "./storedConfig";

/** Internal: the caller may fetch; the opened configuration and its version. */
export const jiraConfigForFetch = internalQuery({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, { roomId }): Promise<{ config: JiraConfig; version: number }> => {
    const { room, actor } = await enterRoom(ctx, roomId);
    const row = await getJiraConfigRow(ctx.data, room.id);
    if (!row) throw new FunctionError(MESSAGES.jira.notConfigured);
    requireJiraEnabled(await getJiraRoomState(ctx.data, room.id));
    if (!canManageRoom(actor.role) && (await countCachedTickets(ctx.data, room.id)) > 0) throw new FunctionError(MESSAGES.rooms.onlyManagers);
    return { config: openStoredConfig(ctx.app, row), version: row.updated_at };
  },
});

/** Internal: stores a fetch unless the configuration changed while JIRA was answering. */
export const storeFetchedTickets = internalMutation({
  args: z.object({ roomId: idArg, version: z.number(), tickets: z.array(ticketArg).max(5000) }),
  handler: async (ctx, { roomId, version, tickets }): Promise<number> => {
    const row = await getJiraConfigRow(ctx.data, roomId);
    if (!row || row.updated_at !== version) throw new FunctionError(MESSAGES.jira.configChangedWhileFetching);
    // Keys are unique in JIRA; a page boundary moving under a concurrent edit can repeat one.
    const unique = [...new Map(tickets.map((t) => [t.key, t])).values()];
    await replaceTicketCache(ctx.data, roomId, unique, ctx.now);
    return ctx.now;
  },
});

export const fetchAndCacheTickets = action({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, { roomId }): Promise<FetchTicketsResult> => {
    const { config, version } = await ctx.runQuery(jiraConfigForFetch, { roomId });
    const inFlight = ctx.app.jira.fetchesInFlight;
    const running = inFlight.get(roomId);
    if (running) return running;
    await limitJira(ctx, "fetchTickets", roomId);
    const fetching = (async () => {
      let tickets;
      try {
        tickets = await fetchOpenTickets(config, ctx.app.jira.client);
      } catch (error) {
        if (error instanceof JiraError) throw new FunctionError(error.message);
        throw error;
      }
      const lastFetched = await ctx.runMutation(storeFetchedTickets, { roomId, version, tickets });
      return { ticketCount: tickets.length, lastFetched };
    })().finally(() => inFlight.delete(roomId));
    inFlight.set(roomId, fetching);
    return fetching;
  },
});
