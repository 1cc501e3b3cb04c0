// The round timer and the auto-reveal countdown (issue 15): deadlines are in server time, so
// every browser shows the same remaining time whatever its own clock says. Pure arithmetic:
// the server keeps the state, browsers add their estimated clock offset to Date.now().
import * as z from "zod/mini";
import { TIMER_MESSAGES, timeLeft } from "./messages/timer";

// The clock offset estimate lives apart so the sync client can use it without the timer rules.
export { bestClockOffset, estimateClockOffset, serverNow, type ClockOffset, type ClockSample } from "./serverClock";

/** How long the auto-reveal countdown runs once the last present voter has voted. */
export const AUTO_REVEAL_DELAY_MS = 3_000;

/** The timer lengths offered as buttons: 30 s, 1, 2 and 5 minutes. */
export const TIMER_PRESETS_MS = Object.freeze([30_000, 60_000, 120_000, 300_000]);
/** What one click on "extend" adds. */
export const TIMER_EXTEND_OPTIONS_MS = Object.freeze([30_000, 60_000]);
/** Half a minute, as the README says (issue 30: the server took 5 s). */
export const TIMER_MIN_MS = 30_000;
/** An hour: longer than any estimation discussion should take, and bounds extensions too. */
export const TIMER_MAX_MS = 60 * 60_000;

/** A custom length: whole seconds from 30 s to 60 minutes. */
export const timerDurationSchema = z
  .number(TIMER_MESSAGES.durationInvalid)
  .check(
    z.refine((ms) => Number.isInteger(ms) && ms % 1_000 === 0, TIMER_MESSAGES.durationInvalid),
    z.minimum(TIMER_MIN_MS, TIMER_MESSAGES.durationTooShort),
    z.maximum(TIMER_MAX_MS, TIMER_MESSAGES.durationTooLong),
  );

/** The room's timer as the room view carries it. All times are the server's ms since the epoch. */
export type RoundTimer =
  | { status: "running"; durationMs: number; endsAt: number }
  | { status: "paused"; durationMs: number; remainingMs: number };

export function startTimer(durationMs: number, serverNow: number): RoundTimer {
  return { status: "running", durationMs, endsAt: serverNow + durationMs };
}

/**
 * Time left at `serverNow`: never below zero, frozen while paused, and never more than the
 * timer's length (a browser whose clock estimate is a moment behind would show 5:01 of 5:00).
 */
export function remainingMs(timer: RoundTimer, serverNow: number): number {
  return timer.status === "paused" ? timer.remainingMs : Math.min(timer.durationMs, msUntil(timer.endsAt, serverNow));
}

/** Time from `serverNow` to a deadline, never below zero (the auto-reveal uses it alone). */
export function msUntil(deadline: number, serverNow: number): number {
  return Math.max(0, deadline - serverNow);
}

export function isTimeUp(timer: RoundTimer, serverNow: number): boolean {
  return remainingMs(timer, serverNow) === 0;
}

export function pauseTimer(timer: RoundTimer, serverNow: number): RoundTimer {
  if (timer.status === "paused") return timer;
  return { status: "paused", durationMs: timer.durationMs, remainingMs: remainingMs(timer, serverNow) };
}

export function resumeTimer(timer: RoundTimer, serverNow: number): RoundTimer {
  if (timer.status === "running") return timer;
  return { status: "running", durationMs: timer.durationMs, endsAt: serverNow + timer.remainingMs };
}

/**
 * Adds `byMs` to the time left, counting from now when time is already up (so "+30 s" after
 * zero gives 30 s more, not what is left of a deadline long past). The time left never goes
 * past TIMER_MAX_MS.
 */
export function extendTimer(timer: RoundTimer, byMs: number, serverNow: number): RoundTimer {
  const before = remainingMs(timer, serverNow);
  const left = Math.min(before + byMs, TIMER_MAX_MS);
  const durationMs = timer.durationMs + (left - before);
  return timer.status === "paused"
    ? { status: "paused", durationMs, remainingMs: left }
    : { status: "running", durationMs, endsAt: serverNow + left };
}

/** Share of the timer still to run, 1 at the start and 0 at the end, for a progress ring. */
export function remainingFraction(timer: RoundTimer, serverNow: number): number {
  if (timer.durationMs <= 0) return 0;
  return Math.min(1, remainingMs(timer, serverNow) / timer.durationMs);
}

/** Whole seconds shown: rounded up, so the display reads 0:00 only once time is really up. */
export function displaySeconds(ms: number): number {
  return Math.ceil(Math.max(0, ms) / 1_000);
}

/** "4:05", "0:09", "60:00". */
export function formatRemaining(ms: number): string {
  const seconds = displaySeconds(ms);
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, "0")}`;
}

/**
 * The moments worth telling a screen reader about, in seconds left: every 5 minutes above
 * 5 minutes, every minute from 5 down, then 30 s, 10 s and zero. Never every second.
 */
export function isAnnouncedMoment(seconds: number): boolean {
  if (seconds === 0 || seconds === 10 || seconds === 30) return true;
  if (seconds % 60 !== 0) return false;
  return seconds <= 300 || seconds % 300 === 0;
}

/**
 * What to announce as the time left went from `previousMs` to `currentMs`, or null: the time
 * left when an announced moment was passed on the way down. Not on a jump up (an extension) nor
 * on the first reading (someone joining mid-timer); a tab that slept past several moments tells
 * the time left now, once.
 */
export function timerAnnouncement(previousMs: number | null, currentMs: number): string | null {
  const now = announcedMomentPassed(previousMs, currentMs);
  if (now === null) return null;
  return now === 0 ? TIMER_MESSAGES.timeUp : timeLeft(now);
}

/** The seconds left now when an announced moment was passed on the way down (the browser says it in its language), else null. */
export function announcedMomentPassed(previousMs: number | null, currentMs: number): number | null {
  if (previousMs === null) return null;
  const before = displaySeconds(previousMs);
  const now = displaySeconds(currentMs);
  for (let seconds = now; seconds < before; seconds++) {
    if (isAnnouncedMoment(seconds)) return now;
  }
  return null;
}
