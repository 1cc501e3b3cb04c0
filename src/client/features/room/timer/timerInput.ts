import { TIMER_MAX_MS, TIMER_MIN_MS } from "../../../../shared/countdown";
import { TIMER_MESSAGES } from "../../../../shared/messages/timer";

/**
 * A custom timer length as typed: minutes ("3", "1.5") or minutes and seconds ("2:30", "0:45").
 * The length in ms, or the sentence saying what is wrong (the server's own limits and words).
 */
export function parseTimerLength(text: string): { ms: number } | { error: string } {
  const typed = text.trim();
  const clock = /^(\d{1,2}):([0-5]\d)$/.exec(typed);
  const minutes = /^\d{1,2}(?:[.,]\d+)?$/.test(typed) ? Number(typed.replace(",", ".")) : null;
  const seconds = clock ? Number(clock[1]) * 60 + Number(clock[2]) : minutes !== null ? Math.round(minutes * 60) : null;
  if (seconds === null) return { error: TIMER_MESSAGES.customInvalid };
  const ms = seconds * 1_000;
  if (ms < TIMER_MIN_MS) return { error: TIMER_MESSAGES.durationTooShort };
  if (ms > TIMER_MAX_MS) return { error: TIMER_MESSAGES.durationTooLong };
  return { ms };
}
