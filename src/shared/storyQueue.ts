// A room's story queue (issue 14): its order, moves and what comes next. Each story holds an
// integer position with gaps between neighbours, so a move rewrites one row (a position between
// the new neighbours); only when two neighbours touch is the queue renumbered. The server stores
// what these functions return and the client shows the same order.

/** The room between two stories after appending or renumbering. */
export const QUEUE_POSITION_GAP = 1024;
/** Positions stay well inside a 32-bit integer column; beyond it the queue is renumbered. */
export const QUEUE_POSITION_LIMIT = 2 ** 30;
/** The most stories one room's queue holds: a long planning session, still quick to read. */
export const QUEUE_MAX_STORIES = 500;
/**
 * Bounded output (issue 30): the characters all of a queue's descriptions (typed, and JIRA's
 * rendered ones) may hold together. The queue list carries only an excerpt of each description;
 * the whole text is read on demand, one story at a time (queue.getStoryDetails).
 */
export const QUEUE_MAX_DESCRIPTION_CHARS = 1_000_000;
/** The characters of a description the queue list carries. */
export const QUEUE_DESCRIPTION_EXCERPT_LENGTH = 200;

/** pending: not estimated yet; estimated: an agreed value was recorded; skipped: passed over by Next story. */
export const STORY_STATUSES = ["pending", "estimated", "skipped"] as const;
export type StoryStatus = (typeof STORY_STATUSES)[number];

export interface QueuePosition {
  id: string;
  position: number;
}

/** Queue order: position, then id so two equal positions (never written, but possible) stay stable. */
export function compareQueueItems(a: QueuePosition, b: QueuePosition): number {
  return a.position - b.position || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);
}

export function sortQueue<T extends QueuePosition>(items: readonly T[]): T[] {
  return [...items].sort(compareQueueItems);
}

/** Positions for `count` stories added after the last one. */
export function appendPositions(items: readonly QueuePosition[], count: number): number[] {
  const last = items.reduce((max, item) => Math.max(max, item.position), 0);
  return Array.from({ length: count }, (_, i) => last + QUEUE_POSITION_GAP * (i + 1));
}

/** Evenly spaced positions for ids in this order. */
export function renumberQueue(ids: readonly string[]): QueuePosition[] {
  return ids.map((id, i) => ({ id, position: QUEUE_POSITION_GAP * (i + 1) }));
}

/**
 * The position writes that move `id` to `toIndex` of the sorted queue (clamped to its ends):
 * one write when a position fits between the new neighbours, else every position that changes.
 * [] when the story is already there; null when it is not in the queue.
 */
export function moveToIndex(items: readonly QueuePosition[], id: string, toIndex: number): QueuePosition[] | null {
  const sorted = sortQueue(items);
  const from = sorted.findIndex((item) => item.id === id);
  if (from === -1) return null;
  const to = Math.min(Math.max(Math.trunc(toIndex), 0), sorted.length - 1);
  if (to === from || !Number.isFinite(to)) return [];
  const others = sorted.filter((item) => item.id !== id);
  const before = others[to - 1];
  const after = others[to];
  const position = positionBetween(before?.position, after?.position);
  if (position !== null) return [{ id, position }];
  const order = others.map((item) => item.id);
  order.splice(to, 0, id);
  const current = new Map(sorted.map((item) => [item.id, item.position]));
  return renumberQueue(order).filter((item) => current.get(item.id) !== item.position);
}

/** An integer strictly between two neighbours (either may be missing), or null when none fits. */
function positionBetween(before: number | undefined, after: number | undefined): number | null {
  let position: number;
  if (before === undefined && after === undefined) position = QUEUE_POSITION_GAP;
  else if (before === undefined) position = after! - QUEUE_POSITION_GAP;
  else if (after === undefined) position = before + QUEUE_POSITION_GAP;
  else if (after - before >= 2) position = Math.floor((before + after) / 2);
  else return null;
  return Math.abs(position) < QUEUE_POSITION_LIMIT ? position : null;
}

export function moveUp(items: readonly QueuePosition[], id: string): QueuePosition[] | null {
  const index = sortQueue(items).findIndex((item) => item.id === id);
  return index === -1 ? null : moveToIndex(items, id, index - 1);
}

export function moveDown(items: readonly QueuePosition[], id: string): QueuePosition[] | null {
  const index = sortQueue(items).findIndex((item) => item.id === id);
  return index === -1 ? null : moveToIndex(items, id, index + 1);
}

/** The queue without `id`; the others keep their positions (removing never rewrites a row). */
export function removeFromQueue<T extends QueuePosition>(items: readonly T[], id: string): T[] {
  return items.filter((item) => item.id !== id);
}

/** The queue with the writes of a move applied. */
export function applyPositions<T extends QueuePosition>(items: readonly T[], writes: readonly QueuePosition[]): T[] {
  const moved = new Map(writes.map((w) => [w.id, w.position]));
  return sortQueue(items.map((item) => (moved.has(item.id) ? { ...item, position: moved.get(item.id)! } : item)));
}

/**
 * The story Next story moves the room to: the first pending story after the current one, else the
 * first pending story from the top (one skipped earlier can be picked up again only by choosing
 * it), else null when nothing is left to estimate.
 */
export function nextPendingStory<T extends QueuePosition & { status: StoryStatus }>(items: readonly T[], currentId: string | null): T | null {
  const sorted = sortQueue(items);
  const from = currentId === null ? -1 : sorted.findIndex((item) => item.id === currentId);
  const pending = (item: T) => item.status === "pending" && item.id !== currentId;
  return sorted.slice(from + 1).find(pending) ?? sorted.slice(0, Math.max(from, 0)).find(pending) ?? null;
}
