import { displaySeconds, remainingMs, type RoundTimer } from "../../../../shared/countdown";
import { TIMER_MESSAGES, timeLeft, timerPaused, timerResumed, timerStarted } from "../../../../shared/messages/timer";

/**
 * What a screen reader hears when someone changes the timer (the ticks are countdown.ts's
 * timerAnnouncement): started, paused, resumed, stopped, or the new time left after an extension
 * or a restart. Null on the first reading (opening the room mid-timer) and when nothing changed.
 */
export function timerChangeAnnouncement(previous: RoundTimer | null | undefined, current: RoundTimer | null, serverNow: number): string | null {
  if (previous === undefined || previous === current) return null;
  if (current === null) return previous === null ? null : TIMER_MESSAGES.stopped;
  const left = displaySeconds(remainingMs(current, serverNow));
  if (previous === null) return timerStarted(left);
  if (previous.status !== current.status) return current.status === "paused" ? timerPaused(left) : timerResumed(left);
  const before = displaySeconds(remainingMs(previous, serverNow));
  return left > before ? timeLeft(left) : null;
}
