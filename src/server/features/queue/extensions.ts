// The queue's extension point: a tracker plugin hears which story became current, to show its
// ticket (ctx.app.queue.extensions, built per app in appContext.ts). The queue names no plugin.
import type { MutationCtx } from "../../live";
import type { QueueStoryRow } from "./data/queue";

export interface QueueExtension {
  name: string;
  /** After a queue story (or none) became the room's current story, in the same transaction. */
  currentStoryChanged?(ctx: MutationCtx, roomId: string, story: QueueStoryRow | null): Promise<void>;
  /** After stories left the queue (removed one by one or in bulk), in the same transaction. */
  storiesRemoved?(ctx: MutationCtx, roomId: string, storyIds: readonly string[]): Promise<void>;
}

export async function currentStoryChanged(ctx: MutationCtx, roomId: string, story: QueueStoryRow | null): Promise<void> {
  for (const ext of ctx.app.queue.extensions) await ext.currentStoryChanged?.(ctx, roomId, story);
}

export async function storiesRemoved(ctx: MutationCtx, roomId: string, storyIds: readonly string[]): Promise<void> {
  if (storyIds.length === 0) return;
  for (const ext of ctx.app.queue.extensions) await ext.storiesRemoved?.(ctx, roomId, storyIds);
}
