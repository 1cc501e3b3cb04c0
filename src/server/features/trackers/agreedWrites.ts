// Estimates agreed away from the agreed-estimate bar (an async reveal, issue 33) written back to the
// room's tracker by the server, no browser involved. The reveal's transaction adds a pending row
// (the queue's `estimateAgreed` hook) when the room writes back; a job on every instance claims
// each due row with a conditional update, writes with the connection of the manager the estimate
// was agreed for (who opened the batch: the live path's recording manager), and records how it
// went. A crash between claim and write leaves a claim that runs out, so another instance writes
// it; a passing failure (no answer, 429, 5xx) is tried again later, a refusal never.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { cannotWriteTo, noNumberForCard } from "../../../shared/messages/trackers";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { MESSAGES } from "../../../shared/messages";
import type { AppServices } from "../../appServices";
import { EgressError } from "../../egress/egressError";
import { TrackerError } from "../../egress/trackerError";
import { FunctionError, internalMutation, internalQuery, type AppContext, type InternalMutationDefinition, type InternalQueryDefinition, type MutationCtx } from "../../live";
import type { QueueExtension } from "../queue";
import { idArg } from "../rooms";
import { type AgreedWriteRow, claimAgreedWrite, finishAgreedWrite, getAgreedWrite, insertAgreedWrite, listDueAgreedWrites, listRoomAgreedWrites } from "./data/agreedWrites";
import { getTrackerSource } from "./data/sources";
import type { EstimateToWrite } from "./roomTrackers";
import { callOf, type ImportPlan, roomTrackerOf, storesCardAsIs, writePlan } from "./trackers";

/** How long a claim lasts: longer than a write can take (10 s per request, a few requests, short rate-limit waits). */
export const AGREED_WRITE_CLAIM_MS = 2 * 60_000;
/** Waits before each attempt after a passing failure; after the last, the write is given up with the tracker's sentence. */
export const AGREED_WRITE_BACKOFF_MS = Object.freeze([30_000, 2 * 60_000, 10 * 60_000, 30 * 60_000, 2 * 3_600_000] as const);
export const AGREED_WRITES_SWEEP_MS = 5_000;
/** Writes attempted per look, one after another: a look stays short, the next takes the rest. */
const WRITES_PER_LOOK = 10;
/** The room's guard refusing the manager the write is for: said as what happened, not as "you may not". */
const STANDING_LOST: ReadonlySet<string> = new Set([MESSAGES.rooms.onlyManagers, MESSAGES.rooms.notParticipant]);
const MAX_ERROR_CHARS = 2000;
/** Rows the room view reads: the latest write per story of the room's recent batches. */
const VIEW_ROWS = 200;

/** A write the server is to make: the story, its ticket, the card, whose write it is and through what. */
export interface AgreedWriteRequest {
  storyId: string;
  key: string;
  card: string;
  /** The manager it was agreed for: the write goes with their standing (and their own connection, for a tracker source). */
  byUserId: string;
  /** The room tracker's plugin name, or the plugin that writes it with its own AgreedWriter (JIRA Cloud: "jira"). */
  tracker: string;
  trackerLabel: string;
}

/**
 * How a plugin with a story source of its own (JIRA Cloud's switch) writes an estimate agreed
 * async, as the server's job: it queues the write from its queue extension's estimateAgreed
 * (queueAgreedWrite), and the job hands it back here. Resolves with what was written; rejects
 * with a TrackerError or EgressError (a 429, 5xx or no answer is tried again later) or a
 * FunctionError (a refusal, never tried again), whose sentence the room reads.
 */
export interface AgreedWriter {
  write(job: AgreedWriteJob, write: { roomId: string; key: string; card: string; byUserId: string }): Promise<string>;
}

/** What a writer runs with: the app's context and the server's own calls (as the system). */
export interface AgreedWriteJob {
  app: AppContext;
  runInternal<A, R>(def: InternalQueryDefinition<A, R> | InternalMutationDefinition<A, R>, args: A): Promise<R>;
}

/** For estimateAgreed handlers (the trackers feature's, a plugin's): a pending write, in the reveal's transaction, so it is there exactly when the estimate is. */
export async function queueAgreedWrite(ctx: Pick<MutationCtx, "data" | "now" | "app">, roomId: string, request: AgreedWriteRequest): Promise<void> {
  await insertAgreedWrite(ctx.data, {
    id: randomUUID(),
    room_id: roomId,
    story_id: request.storyId,
    story_key: request.key,
    card: request.card,
    tracker: request.tracker,
    tracker_label: request.trackerLabel,
    by_user_id: request.byUserId,
    state: "pending",
    attempts: 0,
    next_at: ctx.now,
    claimed_until: null,
    written_value: null,
    error: null,
    created_at: ctx.now,
    updated_at: ctx.now,
  });
  // Should this transaction roll back, the look finds nothing due: no harm done.
  ctx.app.trackers.writes.wake();
}

export const trackersQueueExtension = Object.freeze<QueueExtension>({
  name: "trackers",
  estimateAgreed: async (ctx, roomId, { story, card, byUserId }) => {
    if (!story.ticket_key) return;
    const source = await getTrackerSource(ctx.data, roomId);
    // The room's remembered option, as the agreed-estimate bar shows it.
    if (!source || source.write_back === 0) return;
    if (!ctx.app.trackers.trackers.get(source.tracker)?.writeEstimate) return;
    await queueAgreedWrite(ctx, roomId, { storyId: story.id, key: story.ticket_key, card, byUserId, tracker: source.tracker, trackerLabel: source.tracker_label });
  },
});

/** A story's write as everyone in the room sees it (never whose connection, never a token). */
export interface TrackerWriteView {
  storyId: string;
  key: string;
  trackerLabel: string;
  state: "pending" | "written" | "failed";
  /** What was written (the number, or the card a tracker stores as it is), once written. */
  value: string | null;
  /** The tracker's sentence, once failed. */
  error: string | null;
}

/** The latest write per story of the room, for the room view. */
export async function trackerWritesView(data: Parameters<typeof listRoomAgreedWrites>[0], roomId: string): Promise<TrackerWriteView[]> {
  const seen = new Set<string>();
  const views: TrackerWriteView[] = [];
  for (const row of await listRoomAgreedWrites(data, roomId, VIEW_ROWS)) {
    if (seen.has(row.story_id)) continue;
    seen.add(row.story_id);
    const state = row.state === "written" || row.state === "failed" ? row.state : "pending";
    views.push({ storyId: row.story_id, key: row.story_key, trackerLabel: row.tracker_label, state, value: row.written_value, error: state === "failed" ? row.error : null });
  }
  return views;
}

/** Internal: claims a due pending write until `until` (tests claim one on an instance they then kill). */
export const claimAgreedWriteFn = internalMutation({
  args: z.object({ id: idArg, asOf: z.number(), until: z.number() }),
  handler: async (ctx, { id, asOf, until }): Promise<AgreedWriteRow | null> => (await claimAgreedWrite(ctx.data, id, asOf, until)) ?? null,
});

type Planned = { ok: true; plan: ImportPlan; key: string; estimate: EstimateToWrite } | { ok: false; error: string };

/**
 * Internal: what writing the row takes, as the manager it was agreed for: the same checks and
 * connection as their own trackers.writeEstimate (still a manager of the room, their own connection
 * to the source's tracker and site, a story of the room's queue), or the sentence why not. The
 * identity is the row's, set here by the server; no client reaches an internal query.
 */
export const agreedWritePlan = internalQuery({
  args: z.object({ id: idArg }),
  handler: async (ctx, { id }): Promise<Planned> => {
    const row = await getAgreedWrite(ctx.data, id);
    if (!row) return { ok: false, error: GENERIC_MESSAGES.unexpected };
    try {
      const asManager = { ...ctx, auth: { userId: row.by_user_id, authSessionId: "" } };
      const { plan, key, estimate } = await writePlan.handler(asManager, { roomId: row.room_id, story: { storyKey: row.story_key, card: row.card } });
      return { ok: true, plan, key, estimate };
    } catch (error) {
      if (error instanceof FunctionError) return { ok: false, error: STANDING_LOST.has(error.message) ? MESSAGES.trackers.openerNotManager : error.message };
      throw error;
    }
  },
});

/** Internal: records how a claimed attempt went (nothing when the claim was taken over meanwhile). */
export const finishAgreedWriteFn = internalMutation({
  args: z.object({
    id: idArg,
    roomId: idArg,
    claimedUntil: z.number(),
    outcome: z.object({ state: z.enum(["pending", "written", "failed"]), nextAt: z.number(), value: z.string().max(100).nullable(), error: z.string().max(MAX_ERROR_CHARS).nullable() }),
  }),
  handler: async (ctx, { id, roomId, claimedUntil, outcome }): Promise<boolean> =>
    finishAgreedWrite(ctx.data, { id, room_id: roomId }, claimedUntil, { state: outcome.state, next_at: outcome.nextAt, written_value: outcome.value, error: outcome.error }, ctx.now),
});

/** A failure worth another attempt later: no answer at all, a rate limit, the tracker's own trouble. */
function passing(error: unknown): boolean {
  if (error instanceof EgressError) return error.failure === "dns" || error.failure === "unreachable" || error.failure === "timeout";
  if (error instanceof TrackerError) return error.status === null || error.status === 429 || error.status >= 500;
  return false;
}

type Attempt = { ok: true; value: string } | { ok: false; error: string; retry: boolean };

/** A writer's failure as an attempt's outcome; anything else is a bug. */
function failure(error: unknown, app: AppContext, row: AgreedWriteRow): Attempt {
  if (error instanceof TrackerError || error instanceof EgressError) {
    // The sentence and the tracker, never the token (as the live path logs a refusal).
    app.trackers.log?.warn({ tracker: row.tracker, roomId: row.room_id, step: "asyncWriteEstimate", userId: row.by_user_id, attempt: row.attempts, kind: error instanceof TrackerError ? error.kind : "egress", status: error instanceof TrackerError ? error.status : null, reason: error.message }, "tracker refused");
    return { ok: false, error: error.message, retry: passing(error) };
  }
  if (error instanceof FunctionError) return { ok: false, error: STANDING_LOST.has(error.message) ? MESSAGES.trackers.openerNotManager : error.message, retry: false };
  throw error;
}

async function attempt(services: Pick<AppServices, "runtime">, row: AgreedWriteRow): Promise<Attempt> {
  const app = services.runtime.app;
  const writer = app.trackers.writers.get(row.tracker);
  if (writer) {
    try {
      const job: AgreedWriteJob = { app, runInternal: (def, args) => services.runtime.runInternal(def, args) };
      return { ok: true, value: await writer.write(job, { roomId: row.room_id, key: row.story_key, card: row.card, byUserId: row.by_user_id }) };
    } catch (error) {
      return failure(error, app, row);
    }
  }
  const planned = await services.runtime.runInternal(agreedWritePlan, { id: row.id });
  if (!planned.ok) return { ok: false, error: planned.error, retry: false };
  const { plan, key, estimate } = planned;
  const tracker = roomTrackerOf({ app }, plan.call.tracker);
  if (!tracker.writeEstimate) return { ok: false, error: cannotWriteTo(plan.call.trackerLabel), retry: false };
  const as = { app, auth: { userId: row.by_user_id, authSessionId: "" } };
  try {
    // The live rule: a card without a number is written only where the target stores it as it is.
    if (estimate.value === null && !(await storesCardAsIs(as, row.room_id, plan, tracker, estimate.card))) return { ok: false, error: noNumberForCard(estimate.card, plan.call.trackerLabel), retry: false };
    await tracker.writeEstimate(callOf(as, plan.call), plan.source, { key }, estimate);
    return { ok: true, value: String(estimate.value ?? estimate.card) };
  } catch (error) {
    // storesCardAsIs turns a tracker's refusal into its sentence (a FunctionError).
    return failure(error, app, row);
  }
}

/**
 * Claims and writes one due row; true when it was written now. `asOf` is the job's clock (a test
 * runs it as if later: a dead instance's claim run out, a retry due).
 */
export async function writeAgreedEstimateNow(services: Pick<AppServices, "runtime">, id: string, asOf = Date.now()): Promise<boolean> {
  const claimedUntil = asOf + AGREED_WRITE_CLAIM_MS;
  const row = await services.runtime.runInternal(claimAgreedWriteFn, { id, asOf, until: claimedUntil });
  if (!row) return false;
  let result: Attempt;
  try {
    result = await attempt(services, row);
  } catch (error) {
    // A bug, not the tracker: given up with the generic sentence rather than tried forever; the job logs it.
    await services.runtime.runInternal(finishAgreedWriteFn, { id, roomId: row.room_id, claimedUntil, outcome: { state: "failed", nextAt: asOf, value: null, error: GENERIC_MESSAGES.unexpected } });
    throw error;
  }
  const wait = AGREED_WRITE_BACKOFF_MS[row.attempts - 1];
  // A tracker's sentence quoting its own reasons stays within what the row takes.
  if (!result.ok) result = { ...result, error: result.error.slice(0, MAX_ERROR_CHARS) };
  const outcome = result.ok
    ? { state: "written" as const, nextAt: asOf, value: result.value, error: null }
    : result.retry && wait !== undefined
      ? { state: "pending" as const, nextAt: asOf + wait, value: null, error: result.error }
      : { state: "failed" as const, nextAt: asOf, value: null, error: result.error };
  await services.runtime.runInternal(finishAgreedWriteFn, { id, roomId: row.room_id, claimedUntil, outcome });
  return result.ok;
}

/** One look for due writes (of one room, when given): a read, then each claimed and written in turn. The writes made. */
export async function writeDueEstimatesOnce(services: Pick<AppServices, "runtime" | "database">, asOf = Date.now(), roomId?: string): Promise<number> {
  const due = await listDueAgreedWrites(services.database.db, asOf, WRITES_PER_LOOK, roomId);
  let written = 0;
  for (const { id } of due) if (await writeAgreedEstimateNow(services, id, asOf)) written += 1;
  return written;
}

/** A look this long after a reveal queued a write: its transaction has committed by then (else the sweep finds it). */
const WAKE_DELAY_MS = 100;

/**
 * Puts the look on the app's scheduler (it never overlaps itself; closing the app stops it), and a
 * look shortly after a reveal on this instance queued a write, at most one waiting at a time.
 */
export function scheduleAgreedWrites(services: Pick<AppServices, "runtime" | "database" | "jobs">, sweepMs = AGREED_WRITES_SWEEP_MS): void {
  let waking = false;
  services.runtime.app.trackers.writes.onWake = () => {
    if (waking) return;
    waking = true;
    services.jobs.once(WAKE_DELAY_MS, "tracker agreed writes (woken)", async () => {
      waking = false;
      await writeDueEstimatesOnce(services);
    });
  };
  services.jobs.every(sweepMs, "tracker agreed writes", () => writeDueEstimatesOnce(services));
}
