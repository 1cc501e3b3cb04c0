// What a feature above the queue records in it (async estimation, issue 33): an agreed value on a
// story still to estimate, and stories lined up at the top for the live session. The caller has
// locked the room.
import { applyPositions, moveToIndex } from "../../../shared/storyQueue";
import type { MutationCtx } from "../../live";
import { getQueueStory, listQueueOrder, updateQueueStory, writeQueuePositions } from "./data/queue";
import { estimateAgreed } from "./extensions";

/**
 * Records `value` as the story's agreed estimate if it is still pending, and tells the queue's
 * extensions (a tracker writes it back for `byUserId`); false when it was not pending (estimated
 * or skipped live, or gone).
 */
export async function recordAgreedValue(ctx: Pick<MutationCtx, "data" | "now" | "app">, roomId: string, storyId: string, value: string, byUserId: string): Promise<boolean> {
  const story = await getQueueStory(ctx.data, roomId, storyId);
  if (story?.status !== "pending") return false;
  if (!(await updateQueueStory(ctx.data, roomId, storyId, { status: "estimated", agreed_value: value, agreed_at: ctx.now }))) return false;
  await estimateAgreed(ctx, roomId, { story, card: value, byUserId });
  return true;
}

/** Moves the stories to the top of the queue in the order given (those no longer queued are left out). */
export async function moveStoriesToTop(ctx: Pick<MutationCtx, "data">, roomId: string, storyIds: readonly string[]): Promise<void> {
  let order = await listQueueOrder(ctx.data, roomId);
  const writes = new Map<string, number>();
  let index = 0;
  for (const id of storyIds) {
    const move = moveToIndex(order, id, index);
    if (move === null) continue;
    order = applyPositions(order, move);
    for (const write of move) writes.set(write.id, write.position);
    index += 1;
  }
  await writeQueuePositions(ctx.data, roomId, [...writes].map(([id, position]) => ({ id, position })));
}
