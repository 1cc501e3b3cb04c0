// A room's tracker source and importing its issues into the queue (issue 31, step 2). Managers
// choose the source from their own connection; everyone in the room sees which it is (the room
// view's `trackerSource`, never a token). A preview reads the tracker and adds nothing; an import
// reads it again with the importing manager's own connection and adds what is not queued yet in
// one mutation. A tracker's refusal ends in its sentence, changes nothing and is logged without the token.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { cannotWriteTo, connectTrackerFirst, nothingToImportFrom } from "../../../shared/messages/trackers";
import { STORY_DESCRIPTION_MAX_LENGTH, STORY_LINK_MAX_LENGTH, STORY_TITLE_MAX_LENGTH, isWebLink } from "../../../shared/queueStory";
import { QUEUE_MAX_STORIES } from "../../../shared/storyQueue";
import { EgressError } from "../../egress/egressError";
import { TrackerError } from "../../egress/trackerError";
import { enforceLimit } from "../../limits/rateLimiter";
import { type ActionCtx, FunctionError, action, internalMutation, internalQuery, mutation } from "../../live";
import { type ConnectionRow, getConnection, listConnections, openConnection } from "../connections";
import { appendStories, listQueueSummaries, manage, type NewStory } from "../queue";
import { enterRoom, idArg, requireUserId, sessionIdArg } from "../rooms";
import { deleteTrackerSource, getTrackerSource, putTrackerSource, type TrackerSourceRow } from "./data/sources";
import type { ImportedStory, RoomTracker, TrackerCall, TrackerInput } from "./roomTrackers";

const T = MESSAGES.trackers;
/** Stories a preview names: the first few. */
export const PREVIEW_STORIES = 5;
const MAX_INPUT_FIELDS = 12;

/** A source or an import route as a client sends it: bounded here, parsed by the tracker. */
const inputArg = z
  .record(z.string().max(40), z.union([z.string().max(4000), z.number().finite(), z.array(z.string().max(200)).max(20)]))
  .refine((input) => Object.keys(input).length <= MAX_INPUT_FIELDS, { message: T.sourceTooLong });

/** The room's source as everyone in it sees it. */
export interface TrackerSourceView {
  tracker: string;
  trackerLabel: string;
  /** The tracker's kind of source ("repository", "project", "board"): which import routes it offers. */
  kind: string;
  label: string;
  url: string | null;
  setAt: number;
}

export function sourceView(row: TrackerSourceRow): TrackerSourceView {
  const source = JSON.parse(row.source) as { kind?: unknown };
  return { tracker: row.tracker, trackerLabel: row.tracker_label, kind: typeof source.kind === "string" ? source.kind : "", label: row.label, url: row.url, setAt: Number(row.set_at) };
}

function roomTrackerOf(ctx: Pick<ActionCtx, "app">, tracker: string): RoomTracker {
  const found = ctx.app.trackers.trackers.get(tracker);
  if (!found) throw new FunctionError(T.unknownTracker);
  return found;
}

const trackerLabel = (ctx: Pick<ActionCtx, "app">, tracker: string) => ctx.app.connections.trackers.get(tracker)?.label ?? tracker;

/** What a call to the tracker needs, as an internal query hands it to its action (never to a client). */
interface OpenedCall {
  tracker: string;
  trackerLabel: string;
  site: string | null;
  connectionId: string;
  account: string;
  token: string;
}

function opened(ctx: Pick<ActionCtx, "app">, row: ConnectionRow): OpenedCall {
  const { token } = openConnection(ctx.app, row);
  return { tracker: row.tracker, trackerLabel: trackerLabel(ctx, row.tracker), site: row.site, connectionId: row.id, account: row.account, token };
}

const callOf = (ctx: Pick<ActionCtx, "app">, call: OpenedCall): TrackerCall => ({ connection: { site: call.site, token: call.token, account: call.account }, config: ctx.app.connections.config });

/** Runs a tracker call; its refusal becomes the person's sentence and a log line (the sentence, never the token). */
async function tracking<T>(ctx: Pick<ActionCtx, "app" | "auth">, what: { tracker: string; roomId: string; step: string }, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (error instanceof TrackerError || error instanceof EgressError) {
      ctx.app.trackers.log?.warn({ ...what, userId: ctx.auth?.userId ?? null, kind: error instanceof TrackerError ? error.kind : "egress", status: error instanceof TrackerError ? error.status : null, reason: error.message }, "tracker refused");
      throw new FunctionError(error.message);
    }
    throw error;
  }
}

/** Internal: the caller manages the room and owns the connection; the connection opened for choosing a source with it. */
export const connectionForSource = internalQuery({
  args: z.object({ roomId: idArg, connectionId: idArg }),
  handler: async (ctx, { roomId, connectionId }): Promise<OpenedCall> => {
    const { actor } = await enterRoom(ctx, roomId, { as: "manager" });
    // Another person's connection is "not found": a manager chooses only with their own.
    const row = await getConnection(ctx.data, actor.user_id, connectionId);
    if (!row) throw new FunctionError(MESSAGES.connections.notFound);
    roomTrackerOf(ctx, row.tracker);
    return opened(ctx, row);
  },
});

/** Internal: stores what the tracker resolved, the caller still a manager and still owning the connection. */
export const storeSource = internalMutation({
  args: z.object({ roomId: idArg, connectionId: idArg, source: z.string().max(20_000), label: z.string().max(1000), url: z.string().max(STORY_LINK_MAX_LENGTH).nullable() }),
  handler: async (ctx, { roomId, connectionId, source, label, url }): Promise<TrackerSourceView> => {
    const { actor } = await manage(ctx, roomId);
    const row = await getConnection(ctx.data, actor.user_id, connectionId);
    if (!row) throw new FunctionError(MESSAGES.connections.notFound);
    const stored: TrackerSourceRow = {
      room_id: roomId,
      tracker: row.tracker,
      tracker_label: trackerLabel(ctx, row.tracker),
      connection_id: row.id,
      owner_id: actor.user_id,
      site: row.site,
      source,
      label,
      url: url && isWebLink(url) ? url : null,
      set_at: ctx.now,
    };
    await putTrackerSource(ctx.data, stored);
    return sourceView(stored);
  },
});

/** A manager chooses the room's source (a repository, a project, a board) from their own connection; the tracker checks it first. */
export const setSource = action({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, connectionId: idArg, source: inputArg }),
  handler: async (ctx, { roomId, connectionId, source }): Promise<TrackerSourceView> => {
    const userId = requireUserId(ctx);
    const call = await ctx.runQuery(connectionForSource, { roomId, connectionId });
    await enforceLimit(ctx.app.trackers.callLimit, userId, ctx.now);
    const resolved = await tracking(ctx, { tracker: call.tracker, roomId, step: "setSource" }, () => roomTrackerOf(ctx, call.tracker).resolveSource(callOf(ctx, call), source as TrackerInput));
    return ctx.runMutation(storeSource, { roomId, connectionId, source: JSON.stringify(resolved.source), label: resolved.label.slice(0, 1000), url: resolved.url && resolved.url.length <= STORY_LINK_MAX_LENGTH ? resolved.url : null });
  },
});

/** Managers stop using the room's tracker (nothing queued is touched). */
export const clearSource = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg }),
  handler: async (ctx, { roomId }): Promise<null> => {
    await manage(ctx, roomId);
    await deleteTrackerSource(ctx.data, roomId);
    return null;
  },
});

/** What an import reads with: the room's source, the caller's own connection to it, what is queued and the room left. */
interface ImportPlan {
  call: OpenedCall;
  source: Readonly<Record<string, unknown>>;
  sourceLabel: string;
  setAt: number;
  queuedKeys: string[];
  room: number;
}

/**
 * The caller's connection an import uses: the one the source was chosen with when it is theirs,
 * else their own connection to the same tracker and site (imports never use another's token).
 */
function ownConnection(rows: readonly ConnectionRow[], source: TrackerSourceRow): ConnectionRow | undefined {
  const same = rows.filter((row) => row.tracker === source.tracker && row.site === source.site);
  return same.find((row) => row.id === source.connection_id) ?? same.find((row) => row.last_error === null) ?? same[0];
}

/** Internal: the caller manages the room; the room's source and the caller's own connection to it. */
export const importPlan = internalQuery({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, { roomId }): Promise<ImportPlan> => {
    const { actor } = await enterRoom(ctx, roomId, { as: "manager" });
    const source = await getTrackerSource(ctx.data, roomId);
    if (!source) throw new FunctionError(T.noSource);
    roomTrackerOf(ctx, source.tracker);
    const row = ownConnection(await listConnections(ctx.data, actor.user_id), source);
    if (!row) throw new FunctionError(connectTrackerFirst(source.tracker_label));
    const queued = await listQueueSummaries(ctx.data, roomId);
    return {
      call: opened(ctx, row),
      source: JSON.parse(source.source) as Record<string, unknown>,
      sourceLabel: source.label,
      setAt: Number(source.set_at),
      queuedKeys: queued.flatMap((story) => (story.ticket_key ? [story.ticket_key] : [])),
      room: QUEUE_MAX_STORIES - queued.length,
    };
  },
});

/** The stories not queued yet, each key once, in the tracker's order. */
function freshStories(stories: readonly ImportedStory[], queuedKeys: readonly string[]): ImportedStory[] {
  const queued = new Set(queuedKeys);
  return [...new Map(stories.filter((story) => !queued.has(story.key)).map((story) => [story.key, story])).values()];
}

async function readStories(ctx: ActionCtx, roomId: string, route: TrackerInput, step: string): Promise<{ plan: ImportPlan; stories: ImportedStory[] }> {
  const userId = requireUserId(ctx);
  const plan = await ctx.runQuery(importPlan, { roomId });
  await enforceLimit(ctx.app.trackers.callLimit, userId, ctx.now);
  const tracker = roomTrackerOf(ctx, plan.call.tracker);
  const stories = await tracking(ctx, { tracker: plan.call.tracker, roomId, step }, () => tracker.readStories(callOf(ctx, plan.call), plan.source, route));
  if (stories.length === 0) throw new FunctionError(nothingToImportFrom(plan.call.trackerLabel));
  return { plan, stories };
}

export interface TrackerImportPreview {
  sourceLabel: string;
  /** Issues the tracker returned for the route. */
  found: number;
  /** Of those, how many are not queued yet: what Import would add (up to the queue's room). */
  fresh: number;
  /** More fresh stories than the queue has room for. */
  truncated: boolean;
  /** The first stories Import would add, in order. */
  first: { key: string; title: string; priority: number | null; estimate: number | null }[];
  /** When the room's source was set: Import refuses if it changed since the preview. */
  sourceSetAt: number;
}

const routeArgs = z.object({ roomId: idArg, sessionId: sessionIdArg, route: inputArg });

/** What an import would add: the count and the first stories; nothing is added. */
export const previewImport = action({
  args: routeArgs,
  handler: async (ctx, { roomId, route }): Promise<TrackerImportPreview> => {
    const { plan, stories } = await readStories(ctx, roomId, route as TrackerInput, "preview");
    const fresh = freshStories(stories, plan.queuedKeys);
    return {
      sourceLabel: plan.sourceLabel,
      found: stories.length,
      fresh: Math.min(fresh.length, Math.max(plan.room, 0)),
      truncated: fresh.length > plan.room,
      first: fresh.slice(0, PREVIEW_STORIES).map(({ key, title, priority, estimate }) => ({ key, title, priority, estimate })),
      sourceSetAt: plan.setAt,
    };
  },
});

/** Spec 9's names of the ranks, so a queued story's priority reads (and sorts) as JIRA's do. */
const PRIORITY_NAMES = Object.freeze(["Highest", "High", "Medium", "Low", "Lowest"] as const);

/** A description's HTML as text, for the queue's plain description (the HTML itself is sanitised where shown). */
function htmlAsText(html: string): string {
  return html
    .replace(/<(script|style)[^>]*>[\s\S]*?<\/\1>/gi, "")
    .replace(/<(br|\/p|\/h\d|\/li|\/div)[^>]*>/gi, "\n")
    .replace(/<[^>]*>/g, "")
    .replace(/&nbsp;/g, " ")
    .replace(/&lt;/g, "<")
    .replace(/&gt;/g, ">")
    .replace(/&quot;/g, '"')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, "&")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}

/** A tracker's story as a queue story. A description too long for a story is left out rather than cut mid-markup. */
export function queueStory(story: ImportedStory): NewStory {
  const title = (story.title.trim() || story.key).slice(0, STORY_TITLE_MAX_LENGTH);
  const text = story.descriptionFormat === "html" ? htmlAsText(story.description) : story.description.trim();
  const html = story.descriptionFormat === "html" && story.description.length <= STORY_DESCRIPTION_MAX_LENGTH ? story.description : null;
  return {
    title,
    description: text && text.length <= STORY_DESCRIPTION_MAX_LENGTH ? text : null,
    link: story.url.length <= STORY_LINK_MAX_LENGTH && isWebLink(story.url) ? story.url : null,
    ticket_key: story.key,
    ticket_priority: story.priority !== null ? (PRIORITY_NAMES[story.priority - 1] ?? null) : null,
    ticket_story_points: story.estimate,
    ticket_description_html: html,
  };
}

const storyArg = z.object({
  key: z.string().min(1).max(300),
  title: z.string().max(10_000),
  priority: z.number().int().min(1).max(5).nullable(),
  estimate: z.number().finite().nullable(),
  description: z.string().max(STORY_DESCRIPTION_MAX_LENGTH * 10),
  descriptionFormat: z.enum(["markdown", "wiki", "html"]),
  url: z.string().max(STORY_LINK_MAX_LENGTH * 2),
});

/** Internal: queues what an import read, in one transaction: the source unchanged, duplicates skipped. */
export const queueImported = internalMutation({
  args: z.object({ roomId: idArg, sourceSetAt: z.number().int(), stories: z.array(storyArg).max(QUEUE_MAX_STORIES) }),
  handler: async (ctx, { roomId, sourceSetAt, stories }): Promise<string[]> => {
    await manage(ctx, roomId);
    const source = await getTrackerSource(ctx.data, roomId);
    if (!source || Number(source.set_at) !== sourceSetAt) throw new FunctionError(T.sourceChanged);
    // Read again under the room's lock: another manager may have imported meanwhile.
    const queuedKeys = (await listQueueSummaries(ctx.data, roomId)).flatMap((story) => (story.ticket_key ? [story.ticket_key] : []));
    return appendStories(ctx, roomId, freshStories(stories, queuedKeys).map(queueStory));
  },
});

export interface TrackerImportResult {
  imported: number;
  /** The tracker had more than the queue has room for. */
  truncated: boolean;
  /** The stories this import added: what its undo removes (queue.removePendingStories). */
  storyIds: string[];
}

/** Imports what the route names into the queue: every page read with the caller's own connection, then one mutation. */
export const importStories = action({
  args: routeArgs.extend({ sourceSetAt: z.number().int().optional() }),
  handler: async (ctx, { roomId, route, sourceSetAt }): Promise<TrackerImportResult> => {
    const { plan, stories } = await readStories(ctx, roomId, route as TrackerInput, "import");
    if (sourceSetAt !== undefined && sourceSetAt !== plan.setAt) throw new FunctionError(T.sourceChanged);
    const fresh = freshStories(stories, plan.queuedKeys);
    const room = Math.max(plan.room, 0);
    const storyIds = await ctx.runMutation(queueImported, { roomId, sourceSetAt: plan.setAt, stories: fresh.slice(0, room) });
    return { imported: storyIds.length, truncated: fresh.length > room, storyIds };
  },
});

/** Internal: the caller manages the room; the room's source, the caller's own connection and the story's key and agreed value. */
export const writePlan = internalQuery({
  args: z.object({ roomId: idArg, storyId: idArg }),
  handler: async (ctx, { roomId, storyId }): Promise<{ plan: ImportPlan; key: string; value: string }> => {
    const plan = await importPlan.handler(ctx, { roomId });
    const story = (await listQueueSummaries(ctx.data, roomId)).find((row) => row.id === storyId);
    if (!story?.ticket_key || story.agreed_value === null) throw new FunctionError(T.notAnIssue);
    return { plan, key: story.ticket_key, value: story.agreed_value };
  },
});

/**
 * Writes a queue story's agreed estimate back to its issue (issue 31, Deliver 3) with the recording
 * manager's own connection, through the room tracker's `writeEstimate`: a tracker adds that method
 * and this works, nothing here changes. Until one does, it says so.
 */
export const writeEstimate = action({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, storyId: idArg }),
  handler: async (ctx, { roomId, storyId }): Promise<{ written: string }> => {
    const userId = requireUserId(ctx);
    const { plan, key, value } = await ctx.runQuery(writePlan, { roomId, storyId });
    const tracker = roomTrackerOf(ctx, plan.call.tracker);
    if (!tracker.writeEstimate) throw new FunctionError(cannotWriteTo(plan.call.trackerLabel));
    // The card's own number; a card without one (a T-shirt size) goes as the card: the tracker maps it or refuses it.
    const number = Number(value);
    const estimate = { card: value, value: value.trim() && Number.isFinite(number) ? number : null };
    await enforceLimit(ctx.app.trackers.callLimit, userId, ctx.now);
    await tracking(ctx, { tracker: plan.call.tracker, roomId, step: "writeEstimate" }, () => tracker.writeEstimate!(callOf(ctx, plan.call), plan.source, { key }, estimate));
    return { written: value };
  },
});
