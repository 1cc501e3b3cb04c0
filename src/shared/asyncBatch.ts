// Async estimation's rules both sides use (issue 33): how far a deadline may be, how long a reason.
import { ASYNC_MESSAGES } from "./messages/async";

export const ASYNC_MAX_DEADLINE_MS = 30 * 24 * 60 * 60 * 1000;
export const ASYNC_REASON_MAX_LENGTH = 500;

/** Why a deadline cannot be used, or null: it must be ahead of `now` and at most 30 days away. */
export function deadlineProblem(deadline: number, now: number): string | null {
  if (!Number.isFinite(deadline) || deadline <= now) return ASYNC_MESSAGES.deadlinePast;
  if (deadline - now > ASYNC_MAX_DEADLINE_MS) return ASYNC_MESSAGES.deadlineTooFar;
  return null;
}
