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
import { internalMutation, type DataAccess, type MutationCtx } from "../../live";
import { freshPresenceSince, participantIsOnline } from "../presence/data/presence";
import { roomTopic } from "../topics";
import { captureAtReveal } from "./roundArchive";
import { fileOpenRound } from "./openRound";

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
  const room = await data.db
    .selectFrom("rooms")
    .select(["auto_reveal", "is_voting_revealed", "auto_reveal_at", "auto_reveal_held"])
    .where("id", "=", roomId)
    .executeTakeFirst();
  if (!room) return;
  const current = room.auto_reveal_at === null ? null : Number(room.auto_reveal_at);
  let held = room.auto_reveal_held;
  let next: number | null = null;
  if (room.auto_reveal === 1 && room.is_voting_revealed === 0) {
    if (trigger === "voteChanged") held = 0;
    if (held === 0 && (await everyPresentVoterVoted(data, roomId, now))) {
      next = trigger === "voteChanged" || current === null ? now + AUTO_REVEAL_DELAY_MS : current;
    }
  }
  if (next === current && held === room.auto_reveal_held) return;
  await data.db.updateTable("rooms").set({ auto_reveal_at: next, auto_reveal_held: held }).where("id", "=", roomId).execute();
  data.writeTopic(roomTopic(roomId));
  // Should this transaction roll back, the wake finds nothing due: no harm done.
  if (next !== null) ctx.app.voting.autoReveals.wake(next);
}

async function everyPresentVoterVoted(data: DataAccess, roomId: string, now: number): Promise<boolean> {
  const [participants, votes] = await Promise.all([
    data.db
      .selectFrom("participants")
      .select(["id", "name", "is_excluded_from_voting"])
      .select((eb) => participantIsOnline(eb, freshPresenceSince(now)))
      .where("room_id", "=", roomId)
      .execute(),
    data.db.selectFrom("votes").select("participant_id").where("room_id", "=", roomId).execute(),
  ]);
  const voters = participants.map((p) => ({ _id: p.id, name: p.name, isExcludedFromVoting: p.is_excluded_from_voting === 1, isOnline: Number(p.is_online) === 1 }));
  return voteProgress(voters, new Set(votes.map((v) => v.participant_id))).everyoneVoted;
}

/** Stops a running countdown until the next changed vote. False when none was running. */
export async function holdAutoReveal(data: DataAccess, roomId: string): Promise<boolean> {
  const held = await data.db
    .updateTable("rooms")
    .set({ auto_reveal_at: null, auto_reveal_held: 1 })
    .where("id", "=", roomId)
    .where("auto_reveal_at", "is not", null)
    .returning("id")
    .executeTakeFirst();
  if (held) data.writeTopic(roomTopic(roomId));
  return Boolean(held);
}

/**
 * Reveals the rooms whose countdown is over (or whose
 * round timer reached zero, started to reveal then). The update
 * re-checks the deadline under the row lock, so of several instances only one reveals a room;
 * anything that stopped the countdown meanwhile cleared the deadline in its own transaction.
 */
export const revealDueRooms = internalMutation({
  args: z.object({ roomIds: z.array(z.string().max(64)).max(REVEAL_BATCH) }),
  handler: async (ctx, { roomIds }): Promise<string[]> => {
    const revealed: string[] = [];
    for (const roomId of roomIds) {
      const room = await ctx.data.db.selectFrom("rooms").selectAll().where("id", "=", roomId).executeTakeFirst();
      if (!room) continue;
      const capture = captureAtReveal(room, ctx.now);
      const row = await ctx.data.db
        .updateTable("rooms")
        // As a manager's reveal does: the story the round is revealed for is kept with it.
        .set({ is_voting_revealed: 1, auto_reveal_at: null, timer_reveals: 0, last_activity: ctx.now, ...capture })
        .where("id", "=", roomId)
        .where("is_voting_revealed", "=", 0)
        // The countdown is over, or a timer that reveals at zero reached it.
        .where((eb) => eb.or([eb("auto_reveal_at", "<=", ctx.now), eb.and([eb("timer_ends_at", "<=", ctx.now), eb("timer_reveals", "=", 1)])]))
        .returning("id")
        .executeTakeFirst();
      if (!row) continue;
      ctx.data.writeTopic(roomTopic(roomId));
      await fileOpenRound(ctx.data, room, capture, ctx.now);
      revealed.push(roomId);
    }
    return revealed;
  },
});

/** Looks for due countdowns once: a read, and a transaction only when some are due. */
export async function revealDueRoomsOnce(services: Pick<AppServices, "runtime" | "database">, now = Date.now()): Promise<string[]> {
  const due = await services.database.db
    .selectFrom("rooms")
    .select("id")
    .where((eb) => eb.or([eb("auto_reveal_at", "<=", now), eb.and([eb("timer_ends_at", "<=", now), eb("timer_reveals", "=", 1), eb("is_voting_revealed", "=", 0)])]))
    .limit(REVEAL_BATCH)
    .execute();
  if (due.length === 0) return [];
  const revealed = await services.runtime.runInternal(revealDueRooms, { roomIds: due.map((r) => r.id) });
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
