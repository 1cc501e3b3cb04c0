// jira.testJiraConnection: the dialog's Test Connection. Any signed-in user (the values are their
// own, nothing is stored), rate limited per user. A bad site name is refused before any request.
// The answer lists every open ticket (keys, summaries, priorities, points); the dialog shows the
// count and the first three.
import { z } from "zod";
import { type TestConnectionResult, jiraConfigSchema, ticketSummary } from "../../../shared/jira";
import { MESSAGES } from "../../../shared/messages";
import { failureResult, fetchOpenTickets, verifyCredentials } from "../../integrations/jira";
import { FunctionError } from "../../runtime/errors";
import { action } from "../../runtime/functions";
import { hasBlankField, jiraConfigArg } from "./args";
import { limitJira } from "./limits";

export const testJiraConnection = action({
  args: z.object({ config: jiraConfigArg }),
  handler: async (ctx, { config: typed }): Promise<TestConnectionResult> => {
    if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
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
