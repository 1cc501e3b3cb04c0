// The queue's extension point: a tracker plugin hears which story became current, to show its
// ticket; async estimation hears which stories left, and adds its rounds to the session summary;
// the trackers feature (and JIRA Cloud) hear an estimate agreed away from the agreed-estimate bar,
// to write it back (ctx.app.queue.extensions, built per app in appContext.ts). The queue names no plugin.
import type { SummaryAsyncRound } from "../../../shared/sessionSummary";
import type { DataAccess, MutationCtx } from "../../live";
import type { QueueStoryRow } from "./data/queue";

/** An estimate a feature above the queue agreed and recorded (an async reveal, issue 33). */
export interface AgreedEstimate {
  story: QueueStoryRow;
  card: string;
  /** The manager it was agreed for (who opened the batch): whose connection writes it back. */
  byUserId: string;
}

export interface QueueExtension {
  name: string;
  /** After a queue story (or none) became the room's current story, in the same transaction. */
  currentStoryChanged?(ctx: MutationCtx, roomId: string, story: QueueStoryRow | null): Promise<void>;
  /** After stories left the queue (removed one by one or in bulk), in the same transaction. */
  storiesRemoved?(ctx: MutationCtx, roomId: string, storyIds: readonly string[]): Promise<void>;
  /**
   * After a feature above the queue recorded an agreed estimate (an async reveal, no browser
   * involved), in the same transaction: a tracker writes it back from the server.
   */
  estimateAgreed?(ctx: Pick<MutationCtx, "data" | "now" | "app">, roomId: string, agreed: AgreedEstimate): Promise<void>;
  /**
   * The session summary's async rounds by story id: revealed ones only (a summary goes to every
   * member). Read in the summary's load, so its reads mark the topics it re-runs on.
   */
  summaryAsyncRounds?(data: DataAccess, roomId: string): Promise<ReadonlyMap<string, readonly SummaryAsyncRound[]>>;
}

/** Every extension's async rounds for the summary, by story id. */
export async function summaryAsyncRounds(extensions: readonly QueueExtension[], data: DataAccess, roomId: string): Promise<Map<string, SummaryAsyncRound[]>> {
  const parts = await Promise.all(extensions.map((ext) => ext.summaryAsyncRounds?.(data, roomId)));
  const byStory = new Map<string, SummaryAsyncRound[]>();
  for (const part of parts) for (const [storyId, rounds] of part ?? []) byStory.set(storyId, [...(byStory.get(storyId) ?? []), ...rounds]);
  return byStory;
}

export async function currentStoryChanged(ctx: MutationCtx, roomId: string, story: QueueStoryRow | null): Promise<void> {
  for (const ext of ctx.app.queue.extensions) await ext.currentStoryChanged?.(ctx, roomId, story);
}

export async function storiesRemoved(ctx: MutationCtx, roomId: string, storyIds: readonly string[]): Promise<void> {
  if (storyIds.length === 0) return;
  for (const ext of ctx.app.queue.extensions) await ext.storiesRemoved?.(ctx, roomId, storyIds);
}

export async function estimateAgreed(ctx: Pick<MutationCtx, "data" | "now" | "app">, roomId: string, agreed: AgreedEstimate): Promise<void> {
  for (const ext of ctx.app.queue.extensions) await ext.estimateAgreed?.(ctx, roomId, agreed);
}
