// Whether an async round agreed by itself (the async-estimation issue): a story whose votes meet
// the room's consensus rule is recorded with the agreed card; the rest wait for the live session.
import { BREAK_CARD, type Deck } from "./decks";
import { UNKNOWN_CARD } from "./deck";
import { suggestedCard } from "./suggestedPoints";

export interface ConsensusRule {
  /** Agreed when every vote is a size and the highest and lowest are at most this many cards apart. */
  readonly maxSpreadCards: number;
  /** ... or when at least this share of the votes is one size (0.8: 80 %). */
  readonly majorityShare: number;
  /** Fewer votes than this never agree by themselves: one person is no consensus. */
  readonly minVotes: number;
}

/** The default: every vote within one card of the others, or at least 80 % on one card; at least two votes. */
export const DEFAULT_CONSENSUS_RULE: ConsensusRule = Object.freeze({ maxSpreadCards: 1, majorityShare: 0.8, minVotes: 2 });

export type ConsensusOutcome =
  | { readonly agreed: true; readonly card: string; readonly by: "spread" | "majority" }
  | { readonly agreed: false; readonly reason: "too-few-votes" | "unsure" | "spread" };

/**
 * Applies `rule` to the cards voted ('☕' is no opinion and is left out; '?' is an opinion that
 * blocks the spread rule and counts against a majority). The agreed card for a spread is the
 * deck's suggestion for a numeric deck (the most common, else the nearest to the mean, the
 * larger on a tie) and the most common card for letters (the larger on a tie).
 */
export function consensusOf(votes: readonly string[], deck: Deck, rule: ConsensusRule = DEFAULT_CONSENSUS_RULE): ConsensusOutcome {
  const counted = votes.filter((vote) => vote !== BREAK_CARD);
  if (counted.length < Math.max(1, rule.minVotes)) return { agreed: false, reason: "too-few-votes" };

  const counts = new Map<string, number>();
  for (const vote of counted) counts.set(vote, (counts.get(vote) ?? 0) + 1);
  const sizesByCount = deck.sizes.filter((size) => counts.has(size)).sort((a, b) => counts.get(b)! - counts.get(a)! || deck.sizes.indexOf(b) - deck.sizes.indexOf(a));
  const top = sizesByCount[0];
  if (top !== undefined && counts.get(top)! / counted.length >= rule.majorityShare) return { agreed: true, card: top, by: "majority" };

  if (counted.some((vote) => vote === UNKNOWN_CARD || !deck.sizes.includes(vote))) return { agreed: false, reason: "unsure" };
  const positions = counted.map((vote) => deck.sizes.indexOf(vote));
  if (Math.max(...positions) - Math.min(...positions) > rule.maxSpreadCards) return { agreed: false, reason: "spread" };
  const card = (deck.isNumeric ? suggestedCard(counted, deck) : null) ?? top!;
  return { agreed: true, card, by: "spread" };
}
