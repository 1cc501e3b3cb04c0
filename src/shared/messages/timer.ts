// The catalogue's timer area (MESSAGES.timer in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
/** The round timer (issue 15; no spec wording). */
export const TIMER_MESSAGES = {
  durationInvalid: "Please enter the timer length in whole seconds",
  durationTooShort: "The timer must run for at least 5 seconds",
  durationTooLong: "The timer can run for at most 60 minutes",
  timeUp: "Time is up",
  noTimer: "There is no timer to change. Start one first.",
  extendInvalid: "A timer can be extended by 30 seconds or 1 minute at a time",
} as const;

/** "45 seconds", "1 minute", "2 minutes 30 seconds". */
export function describeDuration(totalSeconds: number): string {
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const part = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  if (minutes === 0) return part(seconds, "second");
  return seconds === 0 ? part(minutes, "minute") : `${part(minutes, "minute")} ${part(seconds, "second")}`;
}

/** What a screen reader hears at the timer's announced moments. */
export function timeLeft(totalSeconds: number): string {
  return `${describeDuration(totalSeconds)} left`;
}
