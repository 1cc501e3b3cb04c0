// jira.configureJira and jira.toggleJiraIntegration: owners and admins link the room to a JIRA
// project and switch the story source between Manual and JIRA.
import { z } from "zod";
import { jiraConfigSchema } from "../../../shared/jira";
import { MESSAGES } from "../../../shared/messages";
import { clearTicketCache, getJiraConfigRow, saveJiraConfigRow } from "../../data/jira";
import { updateRoom } from "../../data/rooms";
import { FunctionError } from "../../runtime/errors";
import { mutation } from "../../runtime/functions";
import { requireRoomManager } from "./access";
import { hasBlankField, idArg, jiraConfigArg, parseOrThrow, sessionIdArg } from "./args";
import { sealApiToken } from "./storedConfig";

/**
 * Saves the configuration with the token sealed. All four fields every time: the dialog only
 * saves values it has just tested, and a stored token is never reused for another site or email.
 * A new site or project empties the ticket cache and the selected ticket.
 */
export const configureJira = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, config: jiraConfigArg }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await requireRoomManager(ctx, args.roomId);
    if (hasBlankField(args.config)) throw new FunctionError(MESSAGES.jira.fillAllFields);
    const config = parseOrThrow(jiraConfigSchema, args.config);
    const previous = await getJiraConfigRow(ctx.data, room.id);
    const sameProject = previous?.domain === config.domain && previous.project_key === config.projectKey;
    await saveJiraConfigRow(ctx.data, {
      room_id: room.id,
      domain: config.domain,
      project_key: config.projectKey,
      email: config.email,
      api_token_encrypted: sealApiToken(ctx.app, room.id, config.apiToken),
      updated_at: ctx.now,
      tickets_fetched_at: sameProject ? previous.tickets_fetched_at : null,
    });
    if (!sameProject) await clearTicketCache(ctx.data, room.id);
    await updateRoom(ctx.data, room.id, ctx.now, sameProject ? {} : { current_jira_ticket_json: null });
    return null;
  },
});

/** Enabling needs a configuration; disabling also clears the selected ticket. */
export const toggleJiraIntegration = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, enabled: z.boolean() }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await requireRoomManager(ctx, args.roomId);
    if (args.enabled) {
      if (!(await getJiraConfigRow(ctx.data, room.id))) throw new FunctionError(MESSAGES.jira.notConfigured);
      await updateRoom(ctx.data, room.id, ctx.now, { use_jira_integration: 1 });
    } else {
      await updateRoom(ctx.data, room.id, ctx.now, { use_jira_integration: 0, current_jira_ticket_json: null });
    }
    return null;
  },
});
