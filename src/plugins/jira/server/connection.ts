// jira.testJiraConnection: the dialog's Test Connection. Any signed-in user (the values are their
// own, nothing is stored), rate limited per user. A bad site name is refused before any request.
// The answer lists every open ticket (keys, summaries, priorities, points); the dialog shows the
// count and the first three.
import { z } from "zod";
import { type TestConnectionResult, jiraConfigSchema, normalizeJiraDomain, ticketSummary } from "../shared/jira";
import { MESSAGES } from "../../../shared/messages";
import { failureResult, fetchOpenTickets, verifyCredentials } from "./rest";
import { action, FunctionError, internalQuery } from "../../../server/live";
import { getJiraConfigRow } from "./data/jira";
import { enterRoom } from "../../../server/features/rooms";
import { hasBlankField, idArg, jiraConfigArg } from "./args";
import { limitJira } from "./limits";
import { openStoredConfig } from "./storedConfig";

/** Internal: for a manager testing new values, the room's stored token if it is for this site. */
export const storedTokenForTest = internalQuery({
  args: z.object({ roomId: idArg, domain: z.string().max(300) }),
  handler: async (ctx, { roomId, domain }): Promise<{ saved: false } | { saved: true; token: string | null }> => {
    const { room } = await enterRoom(ctx, roomId, { as: "manager" });
    const row = await getJiraConfigRow(ctx.data, room.id);
    if (!row) return { saved: false };
    return { saved: true, token: row.domain === normalizeJiraDomain(domain) ? openStoredConfig(ctx.app, row).apiToken : null };
  },
});

export const testJiraConnection = action({
  // roomId: test with the room's stored token when none is typed (same site only).
  args: z.object({ config: jiraConfigArg, roomId: idArg.optional() }),
  handler: async (ctx, { config: given, roomId }): Promise<TestConnectionResult> => {
    if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
    let typed = given;
    if (roomId && given.apiToken.trim() === "" && given.domain.trim() !== "") {
      const stored = await ctx.runQuery(storedTokenForTest, { roomId, domain: given.domain });
      if (stored.saved && stored.token === null) return { success: false, error: MESSAGES.jira.tokenForNewSite, tickets: [] };
      if (stored.saved && stored.token !== null) typed = { ...given, apiToken: stored.token };
    }
    if (hasBlankField(typed)) return { success: false, error: MESSAGES.jira.fillAllFieldsBeforeTesting, tickets: [] };
    const parsed = jiraConfigSchema.safeParse(typed);
    if (!parsed.success) return { success: false, error: parsed.error.issues[0]?.message ?? MESSAGES.generic.unexpected, tickets: [] };
    await limitJira(ctx, "testConnection", ctx.auth.userId);
    const { client } = ctx.app.jira;
    try {
      // Who am I first (the only reliable credential check), then every open ticket, so
      // 'Found N tickets' counts them all rather than one page.
      await verifyCredentials(parsed.data, client);
      const tickets = await fetchOpenTickets(parsed.data, client);
      // Descriptions stay behind: the dialog lists keys and summaries only.
      return { success: true, tickets: tickets.map(ticketSummary) };
    } catch (error) {
      return { ...failureResult(error), tickets: [] };
    }
  },
});
