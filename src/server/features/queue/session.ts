// Running a planning session (issue 14): start a story of the queue, record the agreed estimate
// after a reveal (the suggested value first), and Next story, which records or skips and moves the
// whole room on to the next pending story, ready to vote. The round that ends is filed under the
// story it was revealed for (voting/roundArchive.ts).
import { z } from "zod";
import type { JiraTicket } from "../../../plugins/jira/shared/jira";
import { resolveDeck, voteProblem } from "../../../shared/decks";
import { MESSAGES } from "../../../shared/messages";
import { nextPendingStory } from "../../../shared/storyQueue";
import { agreedCardSuggestion } from "../../../shared/suggestedPoints";
import { FunctionError, mutation, type MutationCtx } from "../../live";
import type { RoomChanges } from "../rooms/data/rooms";
import { deckSettingOf } from "../rooms/data/roomSettings";
import { enterRoomAsManager } from "../voting/access";
import { listNamedVotes, type VoterInRoom } from "../voting/data/votes";
import { archiveAndStartRound } from "../voting/roundControls";
import { cardArg, roomArgs, storyArgs } from "./args";
import { type QueueStoryRow, getQueueStory, listQueueOrder, updateQueueStory } from "./data/queue";

type Room = VoterInRoom["room"];

/** The room's story fields for a queue story: its title, and its ticket when it came from JIRA. */
export function roomStoryFor(story: QueueStoryRow | null): RoomChanges {
  if (!story) return { current_queue_story_id: null, current_story: null, current_jira_ticket_json: null };
  const ticket: JiraTicket | null = story.ticket_key
    ? { key: story.ticket_key, summary: story.title, priority: story.ticket_priority ?? "", storyPoints: story.ticket_story_points, description: story.ticket_description_html }
    : null;
  return { current_queue_story_id: story.id, current_story: story.title, current_jira_ticket_json: ticket ? JSON.stringify(ticket) : null };
}

/** Makes a story current (or none): the round ends as New Round ends it, and voting starts afresh. */
async function moveRoomTo(ctx: MutationCtx, room: Room, story: QueueStoryRow | null): Promise<void> {
  await archiveAndStartRound(ctx, room, roomStoryFor(story));
}

export const startStory = mutation({
  args: storyArgs,
  handler: async (ctx, { roomId, storyId }): Promise<null> => {
    const { room } = await enterRoomAsManager(ctx, roomId);
    const story = await getQueueStory(ctx.data, roomId, storyId);
    if (!story) throw new FunctionError(MESSAGES.queue.storyGone);
    await moveRoomTo(ctx, room, story);
    return null;
  },
});

/**
 * Records the agreed value on the story the round was revealed for: `value` when given (any card
 * of the deck), else the suggested value (spec 9's rule). Returns the value recorded.
 */
async function recordAgreed(ctx: MutationCtx, room: Room, value: string | undefined): Promise<{ storyId: string; value: string }> {
  if (room.is_voting_revealed !== 1) throw new FunctionError(MESSAGES.queue.revealFirst);
  const storyId = room.revealed_queue_story_id ?? room.current_queue_story_id;
  if (!storyId) throw new FunctionError(MESSAGES.queue.noCurrentStory);
  // The room's own deck (issue 15): a deck of letters suggests nothing, '½' is the card for 0.5.
  const deck = resolveDeck(deckSettingOf(room));
  let agreed = value;
  if (agreed === undefined) {
    agreed = agreedCardSuggestion((await listNamedVotes(ctx.data, room.id)).map((v) => v.value), deck) ?? undefined;
    if (agreed === undefined) throw new FunctionError(MESSAGES.queue.chooseAgreedValue);
  }
  const problem = voteProblem(agreed, deck);
  if (problem) throw new FunctionError(problem);
  const recorded = await updateQueueStory(ctx.data, room.id, storyId, { status: "estimated", agreed_value: agreed, agreed_at: ctx.now });
  if (!recorded) throw new FunctionError(MESSAGES.queue.storyGone);
  return { storyId, value: agreed };
}

export const recordEstimate = mutation({
  args: roomArgs.extend({ value: cardArg.optional() }),
  handler: async (ctx, { roomId, value }): Promise<{ storyId: string; value: string }> => {
    const { room } = await enterRoomAsManager(ctx, roomId);
    return recordAgreed(ctx, room, value);
  },
});

/**
 * 'record' files the agreed value (as recordEstimate) and 'skip' marks the current story skipped;
 * either way the room moves to the next pending story (or to none, at the end of the queue).
 */
export const nextStory = mutation({
  args: roomArgs.extend({ outcome: z.enum(["record", "skip"]), value: cardArg.optional() }),
  handler: async (ctx, { roomId, outcome, value }): Promise<{ storyId: string | null }> => {
    const { room } = await enterRoomAsManager(ctx, roomId);
    const currentId = room.current_queue_story_id;
    if (outcome === "record") await recordAgreed(ctx, room, value);
    else if (currentId) {
      const current = await getQueueStory(ctx.data, roomId, currentId);
      if (current?.status === "pending") await updateQueueStory(ctx.data, roomId, currentId, { status: "skipped" });
    }
    const order = await listQueueOrder(ctx.data, roomId);
    const next = nextPendingStory(order, currentId);
    const story = next ? ((await getQueueStory(ctx.data, roomId, next.id)) ?? null) : null;
    await moveRoomTo(ctx, room, story);
    return { storyId: story?.id ?? null };
  },
});
