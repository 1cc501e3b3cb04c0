// Opening and closing an async batch (issue 33): owners and admins open stories of the queue for
// estimation until a deadline, with a consensus rule and whether a reason is asked; closing reveals
// what is still hidden at once. One open batch per room.
import { randomUUID } from "node:crypto";
import { deadlineProblem } from "../../../shared/asyncBatch";
import { DEFAULT_CONSENSUS_RULE, type ConsensusRule } from "../../../shared/consensus";
import { MESSAGES } from "../../../shared/messages";
import { enforceLimit } from "../../limits/rateLimiter";
import { FunctionError, mutation } from "../../live";
import { listQueueSummaries } from "../queue";
import { enterRoom } from "../rooms";
import { deckSettingOf, getRound } from "../voting";
import { openBatchArgs, roomArgs } from "./args";
import { getOpenBatch, insertBatch } from "./data/batches";
import { revealStories } from "./reveal";

const M = MESSAGES.async;

export const openBatch = mutation({
  args: openBatchArgs,
  handler: async (ctx, { roomId, stories, deadline, rule, asksReason, remindHoursBefore }): Promise<{ batchId: string; storyIds: string[] }> => {
    const { actor } = await enterRoom(ctx, roomId, { as: "manager", lock: true });
    await enforceLimit(ctx.app.async.rateLimits?.open, actor.user_id, ctx.now);
    const problem = deadlineProblem(deadline, ctx.now);
    if (problem) throw new FunctionError(problem);
    if (await getOpenBatch(ctx.data, roomId)) throw new FunctionError(M.batchOpen);
    const queue = await listQueueSummaries(ctx.data, roomId);
    const pending = queue.filter((s) => s.status === "pending");
    let chosen = pending;
    if (stories !== "allPending") {
      const wanted = new Set(stories);
      if ([...wanted].some((id) => !pending.some((s) => s.id === id))) throw new FunctionError(M.storiesNotPending);
      chosen = pending.filter((s) => wanted.has(s.id));
    }
    if (chosen.length === 0) throw new FunctionError(M.pickStories);
    const round = await getRound(ctx.data, roomId);
    if (!round) throw new FunctionError(MESSAGES.rooms.roomGone);
    const consensus: ConsensusRule = rule ? { ...DEFAULT_CONSENSUS_RULE, maxSpreadCards: rule.maxSpreadCards, majorityShare: rule.majorityPercent / 100 } : DEFAULT_CONSENSUS_RULE;
    const batchId = randomUUID();
    await insertBatch(
      ctx.data,
      {
        id: batchId,
        room_id: roomId,
        opened_by_user_id: actor.user_id,
        opened_at: ctx.now,
        deadline_at: deadline,
        rule_json: JSON.stringify(consensus),
        deck_json: JSON.stringify(deckSettingOf(round)),
        asks_reason: asksReason ? 1 : 0,
        revealed_at: null,
        // A reminder time already past (a near deadline) sends none.
        remind_at: remindHoursBefore > 0 && deadline - remindHoursBefore * 3_600_000 > ctx.now ? deadline - remindHoursBefore * 3_600_000 : null,
        reminded_at: null,
      },
      chosen.map((story, i) => ({ batch_id: batchId, story_id: story.id, room_id: roomId, batch_position: i, title: story.title, revealed_at: null, outcome: null, agreed_value: null })),
    );
    // Should this transaction roll back, the wake finds nothing due: no harm done.
    ctx.app.async.clock.wake(deadline);
    return { batchId, storyIds: chosen.map((s) => s.id) };
  },
});

/** Reveals every story still hidden now, before the deadline; the batch ends. */
export const closeBatch = mutation({
  args: roomArgs,
  handler: async (ctx, { roomId }): Promise<{ revealed: number }> => {
    await enterRoom(ctx, roomId, { as: "manager", lock: true });
    const batch = await getOpenBatch(ctx.data, roomId);
    if (!batch) throw new FunctionError(M.noBatch);
    return { revealed: await revealStories(ctx, batch, true) };
  },
});
