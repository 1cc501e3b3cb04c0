// The story points proposed for JIRA after a reveal (spec 9), from numeric decks only.
import { cardNumber, fibonacciDeck, resolveDeck, type Deck, type DeckSetting } from "./decks";
import { validateStoryPoints, type StoryPointsCheck } from "./validation";

/**
 * The most frequent vote among the room's allowed point values (numbers <= maxFibonacci, no '?').
 * On a tie, the allowed value nearest to the mean of those votes; when two allowed values are
 * equally near, the larger, since under-estimating costs a team more than over-estimating.
 * Null when no vote is an allowed number.
 */
export function suggestStoryPoints(
  values: readonly string[],
  maxFibonacci?: number | null,
): number | null {
  return suggestDeckPoints(values, fibonacciDeck(maxFibonacci));
}

/**
 * The same rule for any deck: the allowed values are the deck's numbers ('½' is 0.5). A deck
 * of letters (T-shirt sizes) suggests nothing, since its cards are no number of points.
 */
export function suggestDeckPoints(values: readonly string[], deck: Deck): number | null {
  const allowed = deck.pointChoices;
  const votes = values
    .map(cardNumber)
    .filter((n): n is number => n !== null && allowed.includes(n));
  if (votes.length === 0) return null;

  const counts = new Map<number, number>();
  for (const n of votes) counts.set(n, (counts.get(n) ?? 0) + 1);
  const top = Math.max(...counts.values());
  const modes = [...counts.keys()].filter((n) => counts.get(n) === top);
  if (modes.length === 1) return modes[0]!;

  const mean = votes.reduce((sum, n) => sum + n, 0) / votes.length;
  return nearestAllowed(mean, allowed);
}

/**
 * The card preselected as a story's agreed value: for a numeric deck the card of the suggested
 * points (spec 9's rule), for a deck of letters (T-shirt sizes) the most common card, when one
 * card is more common than every other. Null when there is none.
 */
export function agreedCardSuggestion(values: readonly string[], deck: Deck): string | null {
  if (deck.isNumeric) return suggestedCard(values, deck);
  const counts = new Map<string, number>();
  for (const value of values) {
    const card = value.trim();
    if (deck.sizes.includes(card)) counts.set(card, (counts.get(card) ?? 0) + 1);
  }
  if (counts.size === 0) return null;
  const top = Math.max(...counts.values());
  const modes = [...counts.keys()].filter((card) => counts.get(card) === top);
  return modes.length === 1 ? modes[0]! : null;
}

/** The deck's card for the suggested points ("½" for 0.5), or null: what a planning session records by default. */
export function suggestedCard(values: readonly string[], deck: Deck): string | null {
  const suggested = suggestDeckPoints(values, deck);
  return suggested === null ? null : (deck.sizes.find((card) => cardNumber(card) === suggested) ?? null);
}

/** The allowed value closest to `target`; the larger one on an exact tie. */
export function nearestAllowed(target: number, allowed: readonly number[]): number | null {
  let best: number | null = null;
  for (const value of allowed) {
    if (best === null) {
      best = value;
      continue;
    }
    const distance = Math.abs(value - target);
    const bestDistance = Math.abs(best - target);
    if (distance < bestDistance || (distance === bestDistance && value > best)) best = value;
  }
  return best;
}

/**
 * The story points a room's deck lets people write to JIRA (the panel and the server check the
 * same): the spec's Fibonacci rule and message for a Fibonacci deck, the deck's own numbers
 * otherwise, none for a deck of letters.
 */
export function checkDeckStoryPoints(value: unknown, setting: DeckSetting): StoryPointsCheck {
  return validateStoryPoints(value, setting.kind === "fibonacci" ? setting.maxFibonacci : resolveDeck(setting).pointChoices);
}
