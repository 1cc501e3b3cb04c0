// Running a planning session (issue 14): start a story of the queue, record the agreed estimate
// after a reveal (the suggested value first), and Next story, which records or skips and moves the
// whole room on to the next pending story, ready to vote. The round that ends is filed under the
// story it was revealed for (voting/roundArchive.ts).
import { z } from "zod";
import { resolveDeck, voteProblem } from "../../../shared/decks";
import { MESSAGES } from "../../../shared/messages";
import { nextPendingStory } from "../../../shared/storyQueue";
import { agreedCardSuggestion } from "../../../shared/suggestedPoints";
import { FunctionError, mutation, type MutationCtx } from "../../live";
import { archiveAndStartRound, deckSettingOf, enterRound, listNamedVotes, type Round } from "../voting";
import { cardArg, roomArgs, storyArgs } from "./args";
import { type QueueStoryRow, getQueueStory, listQueueOrder, updateQueueStory } from "./data/queue";
import { getCurrentQueueStoryId, setCurrentQueueStoryId } from "./data/queueState";
import { currentStoryChanged } from "./extensions";

/** Makes a queue story (or none) the room's current story: its title, and its ticket for the plugin that imported it. */
export async function showQueueStory(ctx: MutationCtx, roomId: string, story: QueueStoryRow | null): Promise<{ current_story: string | null }> {
  await setCurrentQueueStoryId(ctx.data, roomId, story?.id ?? null);
  await currentStoryChanged(ctx, roomId, story);
  return { current_story: story?.title ?? null };
}

/** Makes a story current (or none): the round ends as New Round ends it, and voting starts afresh. */
async function moveRoomTo(ctx: MutationCtx, round: Round, story: QueueStoryRow | null): Promise<void> {
  await archiveAndStartRound(ctx, round, await showQueueStory(ctx, round.room_id, story));
}

export const startStory = mutation({
  args: storyArgs,
  handler: async (ctx, { roomId, storyId }): Promise<null> => {
    const { round } = await enterRound(ctx, roomId, "manager");
    const story = await getQueueStory(ctx.data, roomId, storyId);
    if (!story) throw new FunctionError(MESSAGES.queue.storyGone);
    await moveRoomTo(ctx, round, story);
    return null;
  },
});

/**
 * Records the agreed value on the story the round was revealed for: `value` when given (any card
 * of the deck), else the suggested value (spec 9's rule). Returns the value recorded.
 */
async function recordAgreed(ctx: MutationCtx, room: Round, currentId: string | null, value: string | undefined): Promise<{ storyId: string; value: string }> {
  if (room.is_voting_revealed !== 1) throw new FunctionError(MESSAGES.queue.revealFirst);
  const storyId = room.revealed_queue_story_id ?? currentId;
  if (!storyId) throw new FunctionError(MESSAGES.queue.noCurrentStory);
  // The room's own deck (issue 15): a deck of letters suggests nothing, '½' is the card for 0.5.
  const deck = resolveDeck(deckSettingOf(room));
  let agreed = value;
  if (agreed === undefined) {
    agreed = agreedCardSuggestion((await listNamedVotes(ctx.data, room.room_id)).map((v) => v.value), deck) ?? undefined;
    if (agreed === undefined) throw new FunctionError(MESSAGES.queue.chooseAgreedValue);
  }
  const problem = voteProblem(agreed, deck);
  if (problem) throw new FunctionError(problem);
  const recorded = await updateQueueStory(ctx.data, room.room_id, storyId, { status: "estimated", agreed_value: agreed, agreed_at: ctx.now });
  if (!recorded) throw new FunctionError(MESSAGES.queue.storyGone);
  return { storyId, value: agreed };
}

export const recordEstimate = mutation({
  args: roomArgs.extend({ value: cardArg.optional() }),
  handler: async (ctx, { roomId, value }): Promise<{ storyId: string; value: string }> => {
    const { round } = await enterRound(ctx, roomId, "manager");
    return recordAgreed(ctx, round, await getCurrentQueueStoryId(ctx.data, roomId), value);
  },
});

/**
 * 'record' files the agreed value (as recordEstimate) and 'skip' marks the current story skipped;
 * either way the room moves to the next pending story (or to none, at the end of the queue).
 */
export const nextStory = mutation({
  args: roomArgs.extend({ outcome: z.enum(["record", "skip"]), value: cardArg.optional() }),
  handler: async (ctx, { roomId, outcome, value }): Promise<{ storyId: string | null }> => {
    const { round } = await enterRound(ctx, roomId, "manager");
    const currentId = await getCurrentQueueStoryId(ctx.data, roomId);
    if (outcome === "record") await recordAgreed(ctx, round, currentId, value);
    else if (currentId) {
      const current = await getQueueStory(ctx.data, roomId, currentId);
      if (current?.status === "pending") await updateQueueStory(ctx.data, roomId, currentId, { status: "skipped" });
    }
    const order = await listQueueOrder(ctx.data, roomId);
    const next = nextPendingStory(order, currentId);
    const story = next ? ((await getQueueStory(ctx.data, roomId, next.id)) ?? null) : null;
    await moveRoomTo(ctx, round, story);
    return { storyId: story?.id ?? null };
  },
});
