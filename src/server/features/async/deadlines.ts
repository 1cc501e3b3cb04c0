// Async deadlines (issue 33), found as the auto-reveal finds its countdowns: the instance that
// opened a batch wakes at its deadline, and every instance looks for due batches every few
// seconds (one whose instance died, or a deadline too far ahead for a timer). The reveal takes the
// room's lock and re-checks the batch, and each story's reveal is one conditional update, so of
// several instances only one reveals a batch.
import { z } from "zod";
import type { AppServices } from "../../appServices";
import { internalMutation } from "../../live";
import { tryLockRoom } from "../rooms";
import { getBatch, listDueBatches } from "./data/batches";
import type { DeadlineClock } from "./environment";
import { sendDueRemindersOnce } from "./reminders";
import { revealStories } from "./reveal";

export const ASYNC_DEADLINE_SWEEP_MS = 2_000;
/** Batches revealed per look, so one look never holds a long transaction. */
const REVEAL_BATCH = 10;
/** A timer further ahead than this is left to the sweep (setTimeout's range ends near 24.8 days). */
const LONGEST_WAKE_MS = 60 * 60_000;

/**
 * Reveals the batches due by `asOf`. The time is the sweep's clock, passed in so that a test can
 * run the sweep as if it were later; no client reaches an internal mutation.
 */
export const revealDueBatches = internalMutation({
  args: z.object({ batches: z.array(z.object({ id: z.string().max(64), roomId: z.string().max(64) })).max(REVEAL_BATCH), asOf: z.number() }),
  handler: async (ctx, { batches, asOf }): Promise<number> => {
    let revealed = 0;
    for (const { id, roomId } of batches) {
      if (!(await tryLockRoom(ctx, roomId))) continue;
      const batch = await getBatch(ctx.data, roomId, id);
      if (!batch || batch.revealed_at !== null || Number(batch.deadline_at) > asOf) continue;
      revealed += await revealStories(ctx, batch, true);
    }
    return revealed;
  },
});

/**
 * One look for due batches: a read, and a transaction only when some are due. The stories revealed.
 * `roomId` looks at one room's only: a browser test moves the server's clock for its own room, so
 * tests running beside it keep their batches (tests/e2e/server.ts).
 */
export async function revealDueBatchesOnce(services: Pick<AppServices, "runtime" | "database">, asOf = Date.now(), roomId?: string): Promise<number> {
  const due = await listDueBatches(services.database.db, asOf, REVEAL_BATCH, roomId);
  if (due.length === 0) return 0;
  const revealed = await services.runtime.runInternal(revealDueBatches, { batches: due.map((b) => ({ id: b.id, roomId: b.room_id })), asOf });
  services.runtime.app.async.clock.revealed += revealed;
  return revealed;
}

/** Connects the deadline clock to the app's scheduler, sweeps every `sweepMs`, and sends reminders when due. */
export function scheduleAsyncDeadlines(services: Pick<AppServices, "runtime" | "database" | "jobs" | "config">, clock: DeadlineClock, sweepMs = ASYNC_DEADLINE_SWEEP_MS): void {
  const waking = new Set<number>();
  clock.onWake = (at) => {
    const wait = at - Date.now();
    if (waking.has(at) || wait > LONGEST_WAKE_MS) return;
    waking.add(at);
    // A few ms late, so the deadline has passed by the clock the reveal compares with.
    services.jobs.once(Math.max(0, wait) + 5, "async deadline", async () => {
      waking.delete(at);
      await revealDueBatchesOnce(services);
    });
  };
  services.jobs.every(sweepMs, "async deadline sweep", () => revealDueBatchesOnce(services), { immediately: true });
  // Reminders need no precision of seconds: a look every few sweeps.
  services.jobs.every(sweepMs * 5, "async reminders", () => sendDueRemindersOnce(services));
}
