// Auto-reveal (issue 15): once every present voter has voted in a room that asks for it, the
// server sets a deadline AUTO_REVEAL_DELAY_MS ahead and reveals at that time itself, with every
// browser closed. A changed vote restarts the countdown, anything that leaves someone to wait for
// stops it, and a manager may hold it until the next changed vote. The instance that starts a
// countdown wakes at its deadline; every instance also looks for due rooms now and then (one whose
// instance died). The reveal is one conditional update, so exactly one of them performs it.
import { z } from "zod";
import { AUTO_REVEAL_DELAY_MS } from "../../../shared/countdown";
import { voteProgress } from "../../../shared/voteProgress";
import type { AppServices } from "../../appServices";
import { internalMutation, type MutationCtx } from "../../live";
import { tryLockRoom } from "../rooms";
import { getRound, holdCountdown, listDueRounds, readVoteProgressInputs, writeRound } from "./data/rounds";
import { revealRound } from "./revealRound";

/**
 * How often each instance looks for due countdowns it did not start (one whose instance died):
 * within a few seconds of the deadline, whoever set it. One indexed read of the rooms due.
 */
export const AUTO_REVEAL_SWEEP_MS = 2_000;
/** Rooms revealed per look, so one look never holds a long transaction. */
const REVEAL_BATCH = 20;

/** What moved: a vote changed (restarts a running countdown), or who is waited for may have. */
export type AutoRevealTrigger = "voteChanged" | "roomChanged";

/** Per app (ctx.app.voting.autoReveals): when to wake next, and how many rooms it revealed. */
export interface AutoRevealClock {
  revealed: number;
  /** Asks to look for due rooms at `at` (ms): a countdown this instance started ends then. */
  wake(at: number): void;
}

/** A clock that does nothing until scheduleAutoReveals connects it to the app's scheduler. */
export function createAutoRevealClock(): AutoRevealClock & { onWake: ((at: number) => void) | null } {
  const clock = {
    revealed: 0,
    onWake: null as ((at: number) => void) | null,
    wake(at: number) {
      clock.onWake?.(at);
    },
  };
  return clock;
}

/**
 * Starts, restarts or stops the room's countdown after a change. Reads nothing more for a room
 * without auto-reveal. Call it after the change, in the same transaction.
 */
export async function reconsiderAutoReveal(ctx: Pick<MutationCtx, "data" | "now" | "app">, roomId: string, trigger: AutoRevealTrigger): Promise<void> {
  const { data, now } = ctx;
  const round = await getRound(data, roomId);
  if (!round) return;
  const current = round.auto_reveal_at === null ? null : Number(round.auto_reveal_at);
  let held = round.auto_reveal_held;
  let next: number | null = null;
  if (round.auto_reveal === 1 && round.is_voting_revealed === 0) {
    if (trigger === "voteChanged") held = 0;
    if (held === 0 && (await everyPresentVoterVoted(ctx, roomId))) {
      next = trigger === "voteChanged" || current === null ? now + AUTO_REVEAL_DELAY_MS : current;
    }
  }
  if (next === current && held === round.auto_reveal_held) return;
  await writeRound(data, roomId, { auto_reveal_at: next, auto_reveal_held: held });
  // Should this transaction roll back, the wake finds nothing due: no harm done.
  if (next !== null) ctx.app.voting.autoReveals.wake(next);
}

async function everyPresentVoterVoted(ctx: Pick<MutationCtx, "data" | "now">, roomId: string): Promise<boolean> {
  const { participants, votedIds } = await readVoteProgressInputs(ctx.data, roomId, ctx.now);
  const voters = participants.map((p) => ({ _id: p.id, name: p.name, isExcludedFromVoting: p.is_excluded_from_voting === 1, isOnline: Number(p.is_online) === 1 }));
  return voteProgress(voters, votedIds).everyoneVoted;
}

/** Stops a running countdown until the next changed vote. False when none was running. */
export const holdAutoReveal = holdCountdown;

/**
 * Reveals the rooms whose countdown is over (or whose round timer reached zero, started to reveal
 * then), through the same revealRound as a manager's Reveal. The reveal re-checks the deadline
 * under the row lock, so of several instances only one reveals a room; anything that stopped the
 * countdown meanwhile cleared the deadline in its own transaction.
 */
export const revealDueRooms = internalMutation({
  args: z.object({ roomIds: z.array(z.string().max(64)).max(REVEAL_BATCH) }),
  handler: async (ctx, { roomIds }): Promise<string[]> => {
    const revealed: string[] = [];
    for (const roomId of roomIds) {
      if (!(await tryLockRoom(ctx, roomId))) continue;
      const round = await getRound(ctx.data, roomId);
      if (round && (await revealRound(ctx, round, ctx.now))) revealed.push(roomId);
    }
    return revealed;
  },
});

/** Looks for due countdowns once: a read, and a transaction only when some are due. */
export async function revealDueRoomsOnce(services: Pick<AppServices, "runtime" | "database">, now = Date.now()): Promise<string[]> {
  const due = await listDueRounds(services.database.db, now, REVEAL_BATCH);
  if (due.length === 0) return [];
  const revealed = await services.runtime.runInternal(revealDueRooms, { roomIds: due.map((r) => r.room_id) });
  services.runtime.app.voting.autoReveals.revealed += revealed.length;
  return revealed;
}

/**
 * Connects the room clock to the app's scheduler: each deadline wakes a look at the rooms due
 * (a few ms late, so the deadline has passed by the clock the reveal compares with), and a
 * sweep every `sweepMs` reveals what another instance set and did not live to reveal. A reveal
 * is one conditional update, so overlapping looks reveal a room once.
 */
export function scheduleAutoReveals(
  services: Pick<AppServices, "runtime" | "database" | "jobs">,
  clock: ReturnType<typeof createAutoRevealClock>,
  sweepMs = AUTO_REVEAL_SWEEP_MS,
): void {
  const waking = new Set<number>();
  clock.onWake = (at) => {
    if (waking.has(at)) return;
    waking.add(at);
    services.jobs.once(Math.max(0, at - Date.now()) + 5, "auto-reveal", async () => {
      waking.delete(at);
      await revealDueRoomsOnce(services);
    });
  };
  services.jobs.every(sweepMs, "auto-reveal sweep", () => revealDueRoomsOnce(services), { immediately: true });
}
