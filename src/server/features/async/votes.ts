// async.submitVote (issue 33): a participant's card on one story of the open batch, with an
// optional reason, changeable until the story reveals. The last eligible vote on a story reveals it.
import { ASYNC_REASON_MAX_LENGTH } from "../../../shared/asyncBatch";
import { voteProblem } from "../../../shared/decks";
import { MESSAGES } from "../../../shared/messages";
import { enforceLimit } from "../../limits/rateLimiter";
import { FunctionError, mutation } from "../../live";
import { enterRoom } from "../rooms";
import { voteArgs } from "./args";
import { getOpenBatch, listBatchStories, upsertAsyncVote } from "./data/batches";
import { deckOf, revealStories } from "./reveal";

const M = MESSAGES.async;

export interface AsyncVote {
  storyId: string;
  value: string;
  reason: string | null;
  /** Whether this vote was the last one the story waited for. */
  revealed: boolean;
}

export const submitVote = mutation({
  args: voteArgs,
  handler: async (ctx, { roomId, storyId, value, reason }): Promise<AsyncVote> => {
    const { actor } = await enterRoom(ctx, roomId, { lock: true });
    await enforceLimit(ctx.app.async.rateLimits?.vote, actor.user_id, ctx.now);
    if (actor.is_excluded_from_voting === 1) throw new FunctionError(MESSAGES.voting.excluded);
    const batch = await getOpenBatch(ctx.data, roomId);
    if (!batch) throw new FunctionError(M.noBatch);
    const story = (await listBatchStories(ctx.data, roomId, batch.id)).find((s) => s.story_id === storyId);
    if (!story) throw new FunctionError(M.storyNotInBatch);
    if (story.revealed_at !== null) throw new FunctionError(M.storyRevealed);
    const problem = voteProblem(value, deckOf(batch));
    if (problem) throw new FunctionError(problem);
    const why = batch.asks_reason === 1 ? reason?.trim() || null : null;
    if (why !== null && why.length > ASYNC_REASON_MAX_LENGTH) throw new FunctionError(M.reasonTooLong);
    await upsertAsyncVote(ctx.data, { batch_id: batch.id, story_id: storyId, room_id: roomId, participant_id: actor.id, value, reason: why, voted_at: ctx.now });
    const revealed = (await revealStories(ctx, batch, false)) > 0;
    return { storyId, value, reason: why, revealed };
  },
});
