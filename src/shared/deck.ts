// The Fibonacci deck (spec 9): which cards a room offers and which votes it accepts.

/** Every card value the product knows, smallest first. */
export const FIBONACCI_DECK = [0, 1, 2, 3, 5, 8, 13, 21, 34, 55, 89, 144, 233, 377, 610, 987] as const;

/** The choices for a room's highest card when creating it. */
export const MAX_FIBONACCI_OPTIONS = [13, 21, 34, 55, 89, 144, 233, 377, 610, 987] as const;
export type MaxFibonacci = (typeof MAX_FIBONACCI_OPTIONS)[number];

/** Used when a room has no maxFibonacci (and preselected in the create form). */
export const DEFAULT_MAX_FIBONACCI: MaxFibonacci = 89;

/** The "I don't know" card. It is a valid vote but never a number of points. */
export const UNKNOWN_CARD = "?";

export function isMaxFibonacciOption(value: unknown): value is MaxFibonacci {
  return (MAX_FIBONACCI_OPTIONS as readonly unknown[]).includes(value);
}

/** The room's highest card: its own setting, or the default when unset or not a number. */
export function effectiveMaxFibonacci(maxFibonacci?: number | null): number {
  return typeof maxFibonacci === "number" && Number.isFinite(maxFibonacci)
    ? maxFibonacci
    : DEFAULT_MAX_FIBONACCI;
}

/** Numeric card values up to the room's maximum: the JIRA story-point choices (no '?'). */
export function pointChoicesFor(maxFibonacci?: number | null): number[] {
  const max = effectiveMaxFibonacci(maxFibonacci);
  return FIBONACCI_DECK.filter((value) => value <= max);
}

/** The cards shown to voters: numeric values up to the maximum, as strings, then '?'. */
export function deckFor(maxFibonacci?: number | null): string[] {
  return [...pointChoicesFor(maxFibonacci).map(String), UNKNOWN_CARD];
}

/**
 * The number a vote stands for, or null for '?' and anything non-numeric. Only plain
 * non-negative decimals count, so "0x10", "1e3" or "Infinity" never sneak into the statistics.
 */
export function numericVoteValue(value: string): number | null {
  const trimmed = value.trim();
  return /^\d+(\.\d+)?$/.test(trimmed) ? Number(trimmed) : null;
}
