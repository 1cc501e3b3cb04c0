// A room's tracker source and importing its issues into the queue (issue 31, step 2). Managers
// choose the source from their own connection; everyone in the room sees which it is (the room
// view's `trackerSource`, never a token). A preview reads the tracker and adds nothing; an import
// reads it again with the importing manager's own connection and adds what is not queued yet in
// one mutation. A tracker's refusal ends in its sentence, changes nothing and is logged without the token.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { cannotWriteTo, connectTrackerFirst, noNumberForCard, nothingToImportFrom, oneStorySource } from "../../../shared/messages/trackers";
import { cardNumber } from "../../../shared/decks";
import { STORY_DESCRIPTION_MAX_LENGTH, STORY_LINK_MAX_LENGTH, STORY_TITLE_MAX_LENGTH, isWebLink } from "../../../shared/queueStory";
import { QUEUE_MAX_STORIES } from "../../../shared/storyQueue";
import { EgressError } from "../../egress/egressError";
import { TrackerError } from "../../egress/trackerError";
import { enforceLimit } from "../../limits/rateLimiter";
import { type ActionCtx, type DataAccess, FunctionError, action, internalMutation, internalQuery, mutation } from "../../live";
import { type ConnectionRow, getConnection, listConnections, openConnection } from "../connections";
import { appendStories, listQueueSummaries, manage, type NewStory } from "../queue";
import { enterRoom, idArg, requireUserId, sessionIdArg } from "../rooms";
import { deleteTrackerSource, getTrackerSource, putTrackerSource, type TrackerSourceRow } from "./data/sources";
import { markdownToHtml } from "./markdown";
import type { EstimateToWrite, ImportedStory, RoomTracker, SourceChoice, TrackerCall, TrackerInput, WriteTarget } from "./roomTrackers";

const T = MESSAGES.trackers;
/** Stories a preview names: the first few. */
export const PREVIEW_STORIES = 5;
const MAX_INPUT_FIELDS = 12;
/** A card as decks name them (custom cards are shorter). */
const cardArg = z.string().trim().min(1).max(16);

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
  /** The numbers managers gave non-numeric cards (T-shirt sizes), written back in their place. */
  cardValues: Readonly<Record<string, number>>;
  /** Whether agreed estimates are written back (the agreed-estimate bar's option; the server writes async-agreed ones by it). */
  writeBack: boolean;
  /** The source's write settings as chosen (GitHub's number field, a label prefix), for the source form to start from. */
  settings: Readonly<Record<string, string | number>>;
}

/** Source keys that are write settings, shown back to managers (never anything secret: sources hold none). */
const SETTING_KEYS = Object.freeze(["projectNumber", "estimateFieldId", "estimateFieldName", "labelPrefix"] as const);

function parseCardValues(json: string | null): Record<string, number> {
  if (!json) return {};
  const parsed = JSON.parse(json) as Record<string, unknown>;
  return Object.fromEntries(Object.entries(parsed).filter((entry): entry is [string, number] => typeof entry[1] === "number"));
}

export function sourceView(row: TrackerSourceRow): TrackerSourceView {
  const source = JSON.parse(row.source) as Record<string, unknown>;
  const settings = Object.fromEntries(SETTING_KEYS.flatMap((key) => (typeof source[key] === "string" || typeof source[key] === "number" ? [[key, source[key] as string | number]] : [])));
  return {
    tracker: row.tracker,
    trackerLabel: row.tracker_label,
    kind: typeof source.kind === "string" ? source.kind : "",
    label: row.label,
    url: row.url,
    setAt: Number(row.set_at),
    cardValues: parseCardValues(row.card_values),
    writeBack: row.write_back !== 0,
    settings,
  };
}

/** Refuses when the room takes its stories from a plugin's own source (JIRA Cloud's switch). */
async function refuseOtherSource(ctx: { app: ActionCtx["app"]; data: DataAccess }, roomId: string): Promise<void> {
  for (const other of ctx.app.trackers.otherSources) {
    if (await other.inUse(ctx.data, roomId)) throw new FunctionError(oneStorySource(other.label));
  }
}

/** For a plugin's own story source (JIRA's switch): the room's tracker source's label ("GitHub"), or null. */
export async function roomTrackerLabel(data: DataAccess, roomId: string): Promise<string | null> {
  return (await getTrackerSource(data, roomId))?.tracker_label ?? null;
}

export function roomTrackerOf(ctx: Pick<ActionCtx, "app">, tracker: string): RoomTracker {
  const found = ctx.app.trackers.trackers.get(tracker);
  if (!found) throw new FunctionError(T.unknownTracker);
  return found;
}

const trackerLabel = (ctx: Pick<ActionCtx, "app">, tracker: string) => ctx.app.connections.trackers.get(tracker)?.label ?? tracker;

/** What a call to the tracker needs, as an internal query hands it to its action (never to a client). */
export interface OpenedCall {
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

export const callOf = (ctx: Pick<ActionCtx, "app">, call: OpenedCall): TrackerCall => ({ connection: { site: call.site, token: call.token, account: call.account }, config: ctx.app.connections.config });

/** Runs a tracker call; its refusal becomes the person's sentence and a log line (the sentence, never the token). */
export async function tracking<T>(ctx: Pick<ActionCtx, "app" | "auth">, what: { tracker: string; roomId: string; step: string }, run: () => Promise<T>): Promise<T> {
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
    await refuseOtherSource(ctx, roomId);
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
    await refuseOtherSource(ctx, roomId);
    const row = await getConnection(ctx.data, actor.user_id, connectionId);
    if (!row) throw new FunctionError(MESSAGES.connections.notFound);
    // A new source keeps the room's card numbers: they belong to the room's deck, not to the source.
    const before = await getTrackerSource(ctx.data, roomId);
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
      card_values: before?.card_values ?? null,
      write_back: before?.write_back ?? 1,
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

/** What the source form offers to pick from with one of the manager's own connections (a Jira site's boards); empty when the tracker lists none. */
export const listSources = action({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, connectionId: idArg, kind: z.string().min(1).max(40) }),
  handler: async (ctx, { roomId, connectionId, kind }): Promise<SourceChoice[]> => {
    const userId = requireUserId(ctx);
    const call = await ctx.runQuery(connectionForSource, { roomId, connectionId });
    const tracker = roomTrackerOf(ctx, call.tracker);
    if (!tracker.listSources) return [];
    await enforceLimit(ctx.app.trackers.callLimit, userId, ctx.now);
    const choices = await tracking(ctx, { tracker: call.tracker, roomId, step: "listSources" }, () => tracker.listSources!(callOf(ctx, call), kind));
    return choices.slice(0, 100).map(({ value, label }) => ({ value: value.slice(0, 200), label: label.slice(0, 300) }));
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
export interface ImportPlan {
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
  // Markdown is shown rendered (made safe at import, sanitised again where shown); wiki markup stays text.
  const rendered = story.descriptionFormat === "html" ? story.description : story.descriptionFormat === "markdown" && text ? markdownToHtml(text) : null;
  const html = rendered && rendered.length <= STORY_DESCRIPTION_MAX_LENGTH ? rendered : null;
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

/** The number a card writes: its own, else the room's mapping of it; null when it has neither. */
export function estimateFor(card: string, cardValues: Readonly<Record<string, number>>): EstimateToWrite {
  const own = cardNumber(card);
  if (own !== null) return { card, value: own };
  return { card, value: Object.hasOwn(cardValues, card) ? cardValues[card]! : null };
}

/** Which story's agreed estimate to write: a queue story by its id (the agreed-estimate bar), or by its key with the card agreed elsewhere (async). */
const storyChoice = z.union([z.object({ storyId: idArg }), z.object({ storyKey: z.string().min(1).max(300), card: cardArg })]);

/** Internal: the caller manages the room; the room's source, the caller's own connection, the story's key and what to write. */
export const writePlan = internalQuery({
  args: z.object({ roomId: idArg, story: storyChoice }),
  handler: async (ctx, { roomId, story }): Promise<{ plan: ImportPlan; key: string; estimate: EstimateToWrite; cardValues: Record<string, number> }> => {
    const plan = await importPlan.handler(ctx, { roomId });
    const source = await getTrackerSource(ctx.data, roomId);
    const cardValues = parseCardValues(source?.card_values ?? null);
    const queued = await listQueueSummaries(ctx.data, roomId);
    if ("storyId" in story) {
      const row = queued.find((candidate) => candidate.id === story.storyId);
      if (!row?.ticket_key || row.agreed_value === null) throw new FunctionError(T.notAnIssue);
      return { plan, key: row.ticket_key, estimate: estimateFor(row.agreed_value, cardValues), cardValues };
    }
    // Only a story of this room's queue: the room's managers write to the room's issues, no other.
    if (!queued.some((candidate) => candidate.ticket_key === story.storyKey)) throw new FunctionError(T.notAnIssue);
    return { plan, key: story.storyKey, estimate: estimateFor(story.card, cardValues), cardValues };
  },
});

export interface WrittenEstimate {
  trackerLabel: string;
  key: string;
  card: string;
  /** Null when the tracker stored the card itself (a T-shirt size). */
  value: number | null;
}

export async function storesCardAsIs(ctx: Pick<ActionCtx, "app" | "auth">, roomId: string, plan: { call: OpenedCall; source: Readonly<Record<string, unknown>> }, tracker: RoomTracker, card: string): Promise<boolean> {
  if (!tracker.writeTarget) return false;
  const target = await tracking(ctx, { tracker: plan.call.tracker, roomId, step: "writeTarget" }, () => tracker.writeTarget!(callOf(ctx, plan.call), plan.source));
  return target.ok && (target.cards ?? []).includes(card);
}

async function writeAgreed(ctx: ActionCtx, roomId: string, story: z.infer<typeof storyChoice>): Promise<WrittenEstimate> {
  const userId = requireUserId(ctx);
  const { plan, key, estimate } = await ctx.runQuery(writePlan, { roomId, story });
  const tracker = roomTrackerOf(ctx, plan.call.tracker);
  if (!tracker.writeEstimate) throw new FunctionError(cannotWriteTo(plan.call.trackerLabel));
  // A card without a number is written only where the target stores it as it is (a T-shirt scale's sizes).
  if (estimate.value === null && !(await storesCardAsIs(ctx, roomId, plan, tracker, estimate.card))) throw new FunctionError(noNumberForCard(estimate.card, plan.call.trackerLabel));
  await enforceLimit(ctx.app.trackers.callLimit, userId, ctx.now);
  await tracking(ctx, { tracker: plan.call.tracker, roomId, step: "writeEstimate" }, () => tracker.writeEstimate!(callOf(ctx, plan.call), plan.source, { key }, estimate));
  return { trackerLabel: plan.call.trackerLabel, key, card: estimate.card, value: estimate.value };
}

/**
 * Writes a queue story's agreed estimate back to its issue (issue 31, Deliver 3) with the recording
 * manager's own connection, through the room tracker's `writeEstimate`. The recorded estimate stays
 * whatever the tracker answers: this runs after it, apart.
 */
export const writeEstimate = action({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, storyId: idArg }),
  handler: async (ctx, { roomId, storyId }): Promise<WrittenEstimate> => writeAgreed(ctx, roomId, { storyId }),
});

/**
 * For a feature that agrees estimates elsewhere (async estimation): writes `card` to the room's
 * issue `storyKey` as ctx's caller (a manager of the room, with their own connection), exactly as
 * trackers.writeEstimate does. Rejects with the sentence a person reads.
 */
export function writeAgreedEstimate(ctx: ActionCtx, roomId: string, storyKey: string, card: string): Promise<WrittenEstimate> {
  return writeAgreed(ctx, roomId, { storyKey, card });
}

/** Internal: the caller manages the room; what finding the write target needs, or why there is none for this caller. */
export const targetPlan = internalQuery({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, { roomId }): Promise<{ plan: ImportPlan } | { reason: string }> => {
    try {
      return { plan: await importPlan.handler(ctx, { roomId }) };
    } catch (error) {
      // A manager without a connection sees the option off, with where to make one.
      const source = await getTrackerSource(ctx.data, roomId);
      if (source && error instanceof FunctionError && error.message === connectTrackerFirst(source.tracker_label)) return { reason: error.message };
      throw error;
    }
  },
});

/** Where the recording manager's write would go ("Estimate" of the project), or why it cannot (the sentence beside the switched-off option). */
export const writeTarget = action({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg }),
  handler: async (ctx, { roomId }): Promise<WriteTarget> => {
    const userId = requireUserId(ctx);
    const found = await ctx.runQuery(targetPlan, { roomId });
    if ("reason" in found) return { ok: false, reason: found.reason };
    const { plan } = found;
    const tracker = roomTrackerOf(ctx, plan.call.tracker);
    if (!tracker.writeTarget || !tracker.writeEstimate) return { ok: false, reason: cannotWriteTo(plan.call.trackerLabel) };
    try {
      await enforceLimit(ctx.app.trackers.callLimit, userId, ctx.now);
      return await tracking(ctx, { tracker: plan.call.tracker, roomId, step: "writeTarget" }, () => tracker.writeTarget!(callOf(ctx, plan.call), plan.source));
    } catch (error) {
      // The tracker's sentence (a missing field, a scope, the rate limit) is why the option is off.
      if (error instanceof FunctionError) return { ok: false, reason: error.message };
      throw error;
    }
  },
});

/** Card numbers: at most this many cards, each from 0 to CARD_VALUE_MAX. */
export const CARD_VALUES_MAX = 30;
export const CARD_VALUE_MAX = 10_000;

/** Managers give the deck's non-numeric cards (T-shirt sizes) numbers, so their estimates can be written back; an empty map removes them. */
export const setCardValues = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, cardValues: z.record(cardArg, z.number()) }),
  handler: async (ctx, { roomId, cardValues }): Promise<Record<string, number>> => {
    await manage(ctx, roomId);
    const source = await getTrackerSource(ctx.data, roomId);
    if (!source) throw new FunctionError(T.cardValuesNeedSource);
    const entries = Object.entries(cardValues);
    if (entries.length > CARD_VALUES_MAX) throw new FunctionError(T.cardValuesTooMany);
    if (entries.some(([, value]) => !Number.isFinite(value) || value < 0 || value > CARD_VALUE_MAX)) throw new FunctionError(T.cardValueInvalid);
    // A numeric card writes its own number: a mapping for it would never be read.
    const kept = Object.fromEntries(entries.filter(([card]) => cardNumber(card) === null).sort(([a], [b]) => a.localeCompare(b)));
    await putTrackerSource(ctx.data, { ...source, card_values: Object.keys(kept).length > 0 ? JSON.stringify(kept) : null });
    return kept;
  },
});

/** Managers choose whether the room's agreed estimates are written back to its tracker: the agreed-estimate bar's option, and what the server follows for estimates agreed async (issue 33). */
export const setWriteBack = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg, writeBack: z.boolean() }),
  handler: async (ctx, { roomId, writeBack }): Promise<boolean> => {
    await manage(ctx, roomId);
    const source = await getTrackerSource(ctx.data, roomId);
    if (!source) throw new FunctionError(T.noSource);
    if ((source.write_back !== 0) !== writeBack) await putTrackerSource(ctx.data, { ...source, write_back: writeBack ? 1 : 0 });
    return writeBack;
  },
});
