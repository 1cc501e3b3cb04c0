// Argument pieces of async.*: every string bounded, checked again in the handler with a sentence.
import { z } from "zod";
import { ASYNC_REASON_MAX_LENGTH } from "../../../shared/asyncBatch";
import { QUEUE_MAX_STORIES } from "../../../shared/storyQueue";
import { idArg, sessionIdArg } from "../rooms";

export const roomArgs = z.object({ roomId: idArg, sessionId: sessionIdArg });

export const openBatchArgs = roomArgs.extend({
  /** The queue's stories to open, or every story still to estimate. */
  stories: z.union([z.literal("allPending"), z.array(idArg).max(QUEUE_MAX_STORIES)]),
  /** ms since the epoch. */
  deadline: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER),
  /** Omitted: the default rule (shared/consensus.ts). */
  rule: z.object({ maxSpreadCards: z.number().int().min(0).max(10), majorityPercent: z.number().int().min(50).max(100) }).optional(),
  asksReason: z.boolean().default(false),
  /** Hours before the deadline to mail those who have not voted; 0 for no reminder. */
  remindHoursBefore: z.number().int().min(0).max(720).default(4),
});

export const voteArgs = roomArgs.extend({
  storyId: idArg,
  value: z.string().max(16),
  reason: z.string().max(ASYNC_REASON_MAX_LENGTH * 2).nullable().optional(),
});
