// The catalogue's timer area (MESSAGES.timer in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
/** The round timer (issue 15; no spec wording). */
export const TIMER_MESSAGES = {
  durationInvalid: "Please enter the timer length in whole seconds",
  durationTooShort: "The timer must run for at least 30 seconds",
  durationTooLong: "The timer can run for at most 60 minutes",
  timeUp: "Time is up",
  noTimer: "There is no timer to change. Start one first.",
  extendInvalid: "A timer can be extended by 30 seconds or 1 minute at a time",
  // The room's timer and auto-reveal controls (client).
  customInvalid: "Enter minutes, or minutes and seconds such as 2:30",
  startFailed: "Failed to start the timer",
  changeFailed: "Failed to change the timer",
  stopped: "Timer stopped",
  cancelAutoRevealFailed: "Failed to cancel the automatic reveal",
  autoRevealCancelled: "Automatic reveal cancelled",
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

/** Said once when someone starts the timer. */
export function timerStarted(totalSeconds: number): string {
  return `Timer started: ${describeDuration(totalSeconds)}`;
}

export function timerPaused(totalSeconds: number): string {
  return `Timer paused with ${timeLeft(totalSeconds)}`;
}

export function timerResumed(totalSeconds: number): string {
  return `Timer running again: ${timeLeft(totalSeconds)}`;
}

/** The auto-reveal countdown everyone sees: "Revealing in 3…". */
export function revealingIn(seconds: number): string {
  return `Revealing in ${seconds}…`;
}

/** Said once when the auto-reveal countdown starts. */
export function autoRevealStarting(seconds: number): string {
  return `Everyone has voted. Revealing the votes in ${describeDuration(seconds)}.`;
}
