// Argument pieces of the jira.* functions. Lengths are bounded loosely here; the shared
// jiraConfigSchema then gives the caller a sentence for anything it refuses.
import { z } from "zod";
import { JIRA_ISSUE_KEY_MAX_LENGTH } from "../shared/jira";

export { idArg, parseOrThrow, sessionIdArg } from "../../../server/features/rooms";

/** The four fields as typed; checked with jiraConfigSchema by the handler. */
export const jiraConfigArg = z.object({
  domain: z.string().max(300),
  projectKey: z.string().max(100),
  email: z.string().max(400),
  apiToken: z.string().max(2048),
});

export const ticketKeyArg = z.string().min(1).max(JIRA_ISSUE_KEY_MAX_LENGTH + 10);

/** A ticket as the JIRA client read it, handed from an action to its internal mutation. */
export const ticketArg = z.object({
  key: z.string().max(40),
  summary: z.string().max(2000),
  priority: z.string().max(200),
  storyPoints: z.number().nullable(),
  description: z.string().max(200_000).nullable(),
});

/** The select's value or a number; validateStoryPoints decides. */
export const storyPointsArg = z.union([z.number(), z.string().max(20)]);

export function hasBlankField(config: z.output<typeof jiraConfigArg>): boolean {
  return [config.domain, config.projectKey, config.email, config.apiToken].some((v) => v.trim() === "");
}
