// jira.configureJira and jira.toggleJiraIntegration: owners and admins link the room to a JIRA
// project and switch the story source between Manual and JIRA.
import { z } from "zod";
import { jiraConfigSchema } from "../shared/jira";
import { MESSAGES } from "../../../shared/messages";
import { clearTicketCache, getJiraConfigRow, saveJiraConfigRow, writeJiraRoomState } from "./data/jira";
import { FunctionError, mutation } from "../../../server/live";
import { enterRoom } from "../../../server/features/rooms";
import { roomTrackerLabel } from "../../../server/features/trackers";
import { oneStorySource } from "../../../shared/messages/trackers";
import { hasBlankField, idArg, jiraConfigArg, parseOrThrow, sessionIdArg } from "./args";
import { sealApiToken } from "./storedConfig";

/**
 * Saves the configuration with the token sealed. A blank token keeps the stored one (it is never
 * shown again, so a new project key or email must not force retyping it), but only for the same
 * site: a stored token is never sent to another site. A new site or project empties the ticket
 * cache and the selected ticket.
 */
export const configureJira = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, config: jiraConfigArg }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await enterRoom(ctx, args.roomId, { as: "manager", lock: true });
    const previous = await getJiraConfigRow(ctx.data, room.id);
    const keepToken = args.config.apiToken.trim() === "" && previous !== undefined;
    if (hasBlankField({ ...args.config, apiToken: keepToken ? "stored" : args.config.apiToken })) throw new FunctionError(MESSAGES.jira.fillAllFields);
    const config = parseOrThrow(jiraConfigSchema, keepToken ? { ...args.config, apiToken: "stored" } : args.config);
    if (keepToken && previous.domain !== config.domain) throw new FunctionError(MESSAGES.jira.tokenForNewSite);
    const sameProject = previous?.domain === config.domain && previous.project_key === config.projectKey;
    await saveJiraConfigRow(ctx.data, {
      room_id: room.id,
      domain: config.domain,
      project_key: config.projectKey,
      email: config.email,
      api_token_encrypted: keepToken ? previous.api_token_encrypted : sealApiToken(ctx.app, room.id, config.apiToken),
      updated_at: ctx.now,
      tickets_fetched_at: sameProject ? previous.tickets_fetched_at : null,
    });
    if (!sameProject) await clearTicketCache(ctx.data, room.id);
    if (!sameProject) await writeJiraRoomState(ctx.data, room.id, { ticketJson: null });
    return null;
  },
});

/** Enabling needs a configuration and no tracker source (a room takes stories from one tracker); disabling also clears the selected ticket. */
export const toggleJiraIntegration = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, enabled: z.boolean() }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await enterRoom(ctx, args.roomId, { as: "manager", lock: true });
    if (args.enabled) {
      if (!(await getJiraConfigRow(ctx.data, room.id))) throw new FunctionError(MESSAGES.jira.notConfigured);
      const tracker = await roomTrackerLabel(ctx.data, room.id);
      if (tracker) throw new FunctionError(oneStorySource(tracker));
      await writeJiraRoomState(ctx.data, room.id, { enabled: true });
    } else {
      await writeJiraRoomState(ctx.data, room.id, { enabled: false, ticketJson: null });
    }
    return null;
  },
});
