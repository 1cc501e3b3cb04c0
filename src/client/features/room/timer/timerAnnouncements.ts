import { announcedMomentPassed, displaySeconds, remainingMs, type RoundTimer } from "../../../../shared/countdown";
import { formatDuration } from "../../../i18n/format";
import type { Values } from "../../../i18n/I18nProvider";
import type { Language } from "../../../i18n/languages";

/** A moment the timer's live region tells, said in the page's language by `sayTimerMoment`. */
export type TimerMoment =
  | { said: "started" | "paused" | "resumed" | "left"; seconds: number }
  | { said: "stopped" | "timeUp" };

/**
 * What a screen reader hears when someone changes the timer (the ticks are `timerTick`):
 * started, paused, resumed, stopped, or the new time left after an extension or a restart.
 * Null on the first reading (opening the room mid-timer) and when nothing changed.
 */
export function timerChangeAnnouncement(previous: RoundTimer | null | undefined, current: RoundTimer | null, serverNow: number): TimerMoment | null {
  if (previous === undefined || previous === current) return null;
  if (current === null) return previous === null ? null : { said: "stopped" };
  const left = displaySeconds(remainingMs(current, serverNow));
  if (previous === null) return { said: "started", seconds: left };
  if (previous.status !== current.status) return { said: current.status === "paused" ? "paused" : "resumed", seconds: left };
  const before = displaySeconds(remainingMs(previous, serverNow));
  return left > before ? { said: "left", seconds: left } : null;
}

/** The time left once an announced moment (a minute left, 10 s, zero) was passed on the way down. */
export function timerTick(previousMs: number | null, currentMs: number): TimerMoment | null {
  const seconds = announcedMomentPassed(previousMs, currentMs);
  if (seconds === null) return null;
  return seconds === 0 ? { said: "timeUp" } : { said: "left", seconds };
}

type VotingT = (id: string, values?: Values) => string;

/** The moment in words: the voting area's sentence, its duration through Intl (English: the spec's "2 minutes 30 seconds"). */
export function sayTimerMoment(t: VotingT, language: Language, moment: TimerMoment): string {
  switch (moment.said) {
    case "stopped":
      return t("timer.said.stopped");
    case "timeUp":
      return t("timer.timeUp");
    case "started":
      return t("timer.said.started", { duration: formatDuration(language, moment.seconds) });
    case "paused":
      return t("timer.said.paused", { duration: formatDuration(language, moment.seconds) });
    case "resumed":
      return t("timer.said.resumed", { duration: formatDuration(language, moment.seconds) });
    case "left":
      return t("timer.said.left", { duration: formatDuration(language, moment.seconds) });
  }
}
