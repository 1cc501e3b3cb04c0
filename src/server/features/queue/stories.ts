// Managing the queue (issue 14): owners and admins add, paste, edit, move and remove stories;
// members read it (queries.ts). Each write locks the room row first (manage), so two
// managers' changes to one queue run one after another.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { MESSAGES, queueDescriptionsFull } from "../../../shared/messages";
import { parseBulkStories, queueCapacityMessage, queueStorySchema } from "../../../shared/queueStory";
import { QUEUE_MAX_DESCRIPTION_CHARS, QUEUE_MAX_STORIES, appendPositions, moveDown, moveToIndex, moveUp } from "../../../shared/storyQueue";
import { FunctionError, mutation, type MutationCtx } from "../../live";
import { enterRoom, parseOrThrow } from "../rooms";
import { setRoundStory } from "../voting";
import { bulkTextArg, roomArgs, storyArgs, storyFieldsArg } from "./args";
import { showQueueStory } from "./session";
import { storiesRemoved } from "./extensions";
import { getCurrentQueueStoryId } from "./data/queueState";
import { type QueueStoryRow, getQueueStory, deletePendingStories, deleteQueueStory, insertQueueStories, listQueueOrder, queueDescriptionChars, updateQueueStory, writeQueuePositions } from "./data/queue";

/** Owners and admins, the room locked: two managers' changes to one queue run one after another. */
export const manage = (ctx: MutationCtx, roomId: string) => enterRoom(ctx, roomId, { as: "manager", lock: true });

/** What an imported or typed story brings; the rest is the queue's. */
export type NewStory = Pick<QueueStoryRow, "title" | "description" | "link" | "ticket_key" | "ticket_priority" | "ticket_story_points" | "ticket_description_html">;

const descriptionChars = (story: Pick<NewStory, "description" | "ticket_description_html">) => (story.description?.length ?? 0) + (story.ticket_description_html?.length ?? 0);

/**
 * Appends stories after the last one, refusing what would pass the queue's caps: its stories, and
 * its descriptions' characters in all (issue 30). JIRA's rendered descriptions that no longer fit
 * are left out (the ticket is queued without it); a typed description that does not fit is refused.
 */
export async function appendStories(ctx: MutationCtx, roomId: string, stories: readonly NewStory[]): Promise<string[]> {
  const order = await listQueueOrder(ctx.data, roomId);
  const full = queueCapacityMessage(order.length, stories.length);
  if (full) throw new FunctionError(full);
  let room = QUEUE_MAX_DESCRIPTION_CHARS - (await queueDescriptionChars(ctx.data, roomId));
  const fitting = stories.map((story) => {
    let chars = descriptionChars(story);
    if (chars > room && story.ticket_description_html !== null) {
      story = { ...story, ticket_description_html: null };
      chars = descriptionChars(story);
    }
    if (chars > room) throw new FunctionError(queueDescriptionsFull(QUEUE_MAX_DESCRIPTION_CHARS));
    room -= chars;
    return story;
  });
  const positions = appendPositions(order, stories.length);
  const rows: QueueStoryRow[] = fitting.map((story, i) => ({
    ...story,
    id: randomUUID(),
    room_id: roomId,
    position: positions[i]!,
    status: "pending",
    agreed_value: null,
    agreed_at: null,
    created_at: ctx.now,
  }));
  await insertQueueStories(ctx.data, roomId, rows);
  return rows.map((row) => row.id);
}

const typed = (fields: z.infer<typeof storyFieldsArg>): NewStory => {
  const story = parseOrThrow(queueStorySchema, fields);
  return { ...story, ticket_key: null, ticket_priority: null, ticket_story_points: null, ticket_description_html: null };
};

export const addStory = mutation({
  args: roomArgs.extend({ story: storyFieldsArg }),
  handler: async (ctx, { roomId, story }): Promise<{ storyId: string }> => {
    await manage(ctx, roomId);
    const [storyId] = await appendStories(ctx, roomId, [typed(story)]);
    return { storyId: storyId! };
  },
});

/** One story per line (shared/queueStory.ts: trimmed, blank lines skipped, capped). */
export const addStories = mutation({
  args: roomArgs.extend({ text: bulkTextArg }),
  handler: async (ctx, { roomId, text }): Promise<{ storyIds: string[] }> => {
    await manage(ctx, roomId);
    const parsed = parseBulkStories(text);
    if (!parsed.ok) throw new FunctionError(parsed.message);
    const stories = parsed.titles.map((title) => typed({ title }));
    return { storyIds: await appendStories(ctx, roomId, stories) };
  },
});

/** Editing the current story changes what the room shows too; a round already revealed keeps the title it was revealed under. */
export const editStory = mutation({
  args: storyArgs.extend({ story: storyFieldsArg }),
  handler: async (ctx, { roomId, storyId, story }): Promise<null> => {
    await manage(ctx, roomId);
    const fields = parseOrThrow(queueStorySchema, story);
    const current = await getQueueStory(ctx.data, roomId, storyId);
    if (!current) throw new FunctionError(MESSAGES.queue.storyGone);
    const others = await queueDescriptionChars(ctx.data, roomId, storyId);
    if (others + descriptionChars({ description: fields.description, ticket_description_html: current.ticket_description_html }) > QUEUE_MAX_DESCRIPTION_CHARS) {
      throw new FunctionError(queueDescriptionsFull(QUEUE_MAX_DESCRIPTION_CHARS));
    }
    if (!(await updateQueueStory(ctx.data, roomId, storyId, fields))) throw new FunctionError(MESSAGES.queue.storyGone);
    if ((await getCurrentQueueStoryId(ctx.data, roomId)) === storyId) {
      await setRoundStory(ctx.data, roomId, (await showQueueStory(ctx, roomId, (await getQueueStory(ctx.data, roomId, storyId)) ?? null)).current_story);
    }
    return null;
  },
});

/** Removing the current story leaves the room's story as it is (it stays on screen, out of the queue). */
export const removeStory = mutation({
  args: storyArgs,
  handler: async (ctx, { roomId, storyId }): Promise<null> => {
    await manage(ctx, roomId);
    if (!(await deleteQueueStory(ctx.data, roomId, storyId))) throw new FunctionError(MESSAGES.queue.storyGone);
    await storiesRemoved(ctx, roomId, [storyId]);
    return null;
  },
});

/**
 * Removes stories not yet estimated, never the current one (issue 36): every one of them (bulk
 * remove), or only `storyIds` (the undo of the last import). Estimated and skipped stories stay.
 */
export const removePendingStories = mutation({
  args: roomArgs.extend({ storyIds: z.array(z.string().max(64)).max(QUEUE_MAX_STORIES).optional() }),
  handler: async (ctx, { roomId, storyIds }): Promise<{ removed: number }> => {
    await manage(ctx, roomId);
    const removed = await deletePendingStories(ctx.data, roomId, await getCurrentQueueStoryId(ctx.data, roomId), storyIds);
    await storiesRemoved(ctx, roomId, removed);
    return { removed: removed.length };
  },
});

/** To an index of the queue, or one place up or down (the keyboard's moves). */
export const moveStory = mutation({
  args: storyArgs.extend({ to: z.union([z.literal("up"), z.literal("down"), z.number().int().min(0).max(100_000)]) }),
  handler: async (ctx, { roomId, storyId, to }): Promise<null> => {
    await manage(ctx, roomId);
    const order = await listQueueOrder(ctx.data, roomId);
    const writes = to === "up" ? moveUp(order, storyId) : to === "down" ? moveDown(order, storyId) : moveToIndex(order, storyId, to);
    if (writes === null) throw new FunctionError(MESSAGES.queue.storyGone);
    await writeQueuePositions(ctx.data, roomId, writes);
    return null;
  },
});
