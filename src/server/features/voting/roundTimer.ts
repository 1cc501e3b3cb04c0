// The shared round timer (issue 15): whoever may reveal starts, pauses, resumes, extends or stops
// it; the room carries its deadline in server time, so every browser shows the same time left.
// At zero it reveals when it was started to, through the same revealer as auto-reveal.
import { z } from "zod";
import {
  TIMER_EXTEND_OPTIONS_MS,
  extendTimer as extendedTimer,
  pauseTimer as pausedTimer,
  resumeTimer as resumedTimer,
  startTimer as startedTimer,
  timerDurationSchema,
  type RoundTimer,
} from "../../../shared/countdown";
import { MESSAGES } from "../../../shared/messages";
import { FunctionError, mutation, type MutationCtx } from "../../live";
import { idArg, parseOrThrow, sessionIdArg } from "../rooms";
import { type Round, writeRound } from "./data/rounds";
import { enterRound } from "./enterRound";

/** The round timer's columns. */
export type TimerColumns = Pick<Round, "timer_ends_at" | "timer_remaining_ms" | "timer_duration_ms" | "timer_reveals">;

/** The timer as the room shows it: RoundTimer, and whether it reveals at zero. */
export type RoomTimer = RoundTimer & { revealsAtZero: boolean };

export const NO_TIMER: TimerColumns = Object.freeze({ timer_ends_at: null, timer_remaining_ms: null, timer_duration_ms: null, timer_reveals: 0 });

export function timerOf(row: TimerColumns): RoomTimer | null {
  if (row.timer_duration_ms === null) return null;
  const durationMs = Number(row.timer_duration_ms);
  const revealsAtZero = row.timer_reveals === 1;
  if (row.timer_ends_at !== null) return { status: "running", durationMs, endsAt: Number(row.timer_ends_at), revealsAtZero };
  return { status: "paused", durationMs, remainingMs: Number(row.timer_remaining_ms ?? 0), revealsAtZero };
}

function timerColumns(timer: RoundTimer, revealsAtZero: boolean): TimerColumns {
  return {
    timer_ends_at: timer.status === "running" ? timer.endsAt : null,
    timer_remaining_ms: timer.status === "paused" ? timer.remainingMs : null,
    timer_duration_ms: timer.durationMs,
    timer_reveals: revealsAtZero ? 1 : 0,
  };
}

const timerArgs = z.object({ roomId: idArg, sessionId: sessionIdArg });

/** Writes the new timer and, when it will reveal, wakes this instance at its end. */
async function saveTimer(ctx: MutationCtx, roomId: string, timer: RoundTimer, revealsAtZero: boolean): Promise<RoomTimer> {
  await writeRound(ctx.data, roomId, timerColumns(timer, revealsAtZero));
  if (revealsAtZero && timer.status === "running") ctx.app.voting.autoReveals.wake(timer.endsAt);
  return { ...timer, revealsAtZero };
}

/** The room's timer, for a change to it; refused when there is none. */
async function currentTimer(ctx: MutationCtx, roomId: string): Promise<RoomTimer> {
  const { round } = await enterRound(ctx, roomId, "facilitator");
  const timer = timerOf(round);
  if (!timer) throw new FunctionError(MESSAGES.timer.noTimer);
  return timer;
}

export const startTimer = mutation({
  args: timerArgs.extend({ durationMs: z.number(), revealAtZero: z.boolean().optional() }),
  handler: async (ctx, args): Promise<RoomTimer> => {
    await enterRound(ctx, args.roomId, "facilitator");
    const durationMs = parseOrThrow(timerDurationSchema, args.durationMs);
    return saveTimer(ctx, args.roomId, startedTimer(durationMs, ctx.now), args.revealAtZero ?? false);
  },
});

export const pauseTimer = mutation({
  args: timerArgs,
  handler: async (ctx, args): Promise<RoomTimer> => {
    const timer = await currentTimer(ctx, args.roomId);
    return saveTimer(ctx, args.roomId, pausedTimer(timer, ctx.now), timer.revealsAtZero);
  },
});

export const resumeTimer = mutation({
  args: timerArgs,
  handler: async (ctx, args): Promise<RoomTimer> => {
    const timer = await currentTimer(ctx, args.roomId);
    return saveTimer(ctx, args.roomId, resumedTimer(timer, ctx.now), timer.revealsAtZero);
  },
});

export const extendTimer = mutation({
  args: timerArgs.extend({ byMs: z.number() }),
  handler: async (ctx, args): Promise<RoomTimer> => {
    if (!TIMER_EXTEND_OPTIONS_MS.includes(args.byMs)) throw new FunctionError(MESSAGES.timer.extendInvalid);
    const timer = await currentTimer(ctx, args.roomId);
    return saveTimer(ctx, args.roomId, extendedTimer(timer, args.byMs, ctx.now), timer.revealsAtZero);
  },
});

export const stopTimer = mutation({
  args: timerArgs,
  handler: async (ctx, args): Promise<null> => {
    await enterRound(ctx, args.roomId, "facilitator");
    await writeRound(ctx.data, args.roomId, NO_TIMER);
    return null;
  },
});
