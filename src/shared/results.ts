// Statistics for the results view (spec 2, 9), computed from the revealed vote values. With a
// deck (issue 15) they follow it: numbers for numeric decks, the most common card for the others.
import { UNKNOWN_CARD, numericVoteValue } from "./deck";
import { BREAK_CARD, cardNumber, isSpecialCard, type Deck } from "./decks";

export interface DistributionEntry {
  /** The card as voted ("5", "?"). */
  value: string;
  count: number;
  /** Share of all votes cast (including '?'), rounded to a whole percent. */
  percentage: number;
}

export type AgreementLevel = "consensus" | "strong" | "moderate" | "weak";

export interface Agreement {
  /** 0..1, see `agreementFor`. */
  value: number;
  level: AgreementLevel;
  label: string;
}

export interface VoteSummary {
  /** Every vote cast, '?' included: the spec's "total votes". */
  totalVotes: number;
  /** Votes that are numbers; the average, median, min and max use only these. */
  numericVotes: number;
  /** '?' votes. */
  unknownVotes: number;
  /** '☕' votes: someone asks for a break. */
  breakVotes: number;
  /** False for a deck of letters (T-shirt sizes): no average, median, min or max then. */
  isNumeric: boolean;
  /** The most voted size ('?' and '☕' left out), every one of them on a tie, in deck order. */
  mostCommon: string[];
  average: number | null;
  /** The average to one decimal, or NO_NUMBER when nobody voted a number. */
  averageText: string;
  median: number | null;
  min: number | null;
  max: number | null;
  distribution: DistributionEntry[];
  agreement: Agreement | null;
}

/** Shown in place of a figure when no numeric vote exists. */
export const NO_NUMBER = "—";

export const AGREEMENT_LABELS: Readonly<Record<AgreementLevel, string>> = Object.freeze({
  consensus: "Consensus",
  strong: "Strong agreement",
  moderate: "Moderate agreement",
  weak: "Weak agreement",
});

/** The numbers among the votes: '?' and non-numeric values are left out (spec 9). */
export function numericVotes(values: readonly string[]): number[] {
  return values.map(numericVoteValue).filter((n): n is number => n !== null);
}

export function average(numbers: readonly number[]): number | null {
  if (numbers.length === 0) return null;
  return numbers.reduce((sum, n) => sum + n, 0) / numbers.length;
}

/**
 * One decimal, halves rounded up. Rounds a 9-decimal copy first because binary floats
 * store 1.45 as 1.4499..., which `toFixed(1)` alone would turn into "1.4".
 */
export function formatAverage(value: number | null): string {
  if (value === null || !Number.isFinite(value)) return NO_NUMBER;
  return (Math.round(Number((value * 10).toFixed(9))) / 10).toFixed(1);
}

/** The middle value; the mean of the two middle values for an even count. */
export function median(numbers: readonly number[]): number | null {
  if (numbers.length === 0) return null;
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/**
 * Counts per card. Without a deck: numbers ascending, then other non-numeric values
 * alphabetically, then '?' last. With a deck: the deck's order (XS before S), values it lacks
 * after those. Numeric spellings of one number ("5", " 5") are counted together under the number.
 */
export function distribution(values: readonly string[], deck?: Deck): DistributionEntry[] {
  const counts = new Map<string, number>();
  for (const raw of values) {
    const key = cardKey(raw, deck);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = values.length;
  const compare = deck ? compareInDeck(deck.cards) : compareCards;
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count, percentage: Math.round((count / total) * 100) }))
    .sort((a, b) => compare(a.value, b.value));
}

/** The card a vote is counted under: itself when the deck has it ('½', 'XL'), else its number. */
function cardKey(raw: string, deck?: Deck): string {
  const trimmed = raw.trim();
  if (deck?.cards.includes(trimmed)) return trimmed;
  const n = numericVoteValue(raw);
  return n === null ? trimmed : String(n);
}

function compareInDeck(cards: readonly string[]): (a: string, b: string) => number {
  return (a, b) => {
    const ia = cards.indexOf(a);
    const ib = cards.indexOf(b);
    if (ia >= 0 && ib >= 0) return ia - ib;
    if (ia >= 0 || ib >= 0) return ia >= 0 ? -1 : 1;
    return compareCards(a, b);
  };
}

function compareCards(a: string, b: string): number {
  const rank = (v: string) => (v === UNKNOWN_CARD ? 2 : numericVoteValue(v) === null ? 1 : 0);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (rank(a) === 0) return numericVoteValue(a)! - numericVoteValue(b)!;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Agreement = the share of sized votes (numbers, or the cards of a deck of letters) on the most
 * common one (the mode), 0..1. All equal (value 1) is 'Consensus'; >= 0.75 'Strong'; >= 0.5
 * 'Moderate'; else 'Weak'. Null without any. '?' and '☕' votes neither help nor hurt.
 */
export function agreementFor(sizes: readonly (number | string)[]): Agreement | null {
  if (sizes.length === 0) return null;
  const counts = new Map<number | string, number>();
  for (const n of sizes) counts.set(n, (counts.get(n) ?? 0) + 1);
  const value = Math.max(...counts.values()) / sizes.length;
  const level: AgreementLevel =
    value === 1 ? "consensus" : value >= 0.75 ? "strong" : value >= 0.5 ? "moderate" : "weak";
  return { value, level, label: AGREEMENT_LABELS[level] };
}

/**
 * A finished round's agreement from its revealed values alone (an archived round keeps no deck):
 * on the numbers when there are any, else on the cards of a deck of letters.
 */
export function roundAgreement(values: readonly string[]): Agreement | null {
  const numbers = numericVotes(values);
  return agreementFor(numbers.length > 0 ? numbers : values.filter((value) => !isSpecialCard(value)).map((value) => value.trim()));
}

/** "Strong agreement (75%)": the label with its share, as history and summary exports write it. */
export function agreementText(agreement: Agreement | null): string {
  return agreement ? `${agreement.label} (${Math.round(agreement.value * 100)}%)` : "";
}

/** The most voted sizes ('?' and '☕' left out), every one of them on a tie, in the entries' order. */
export function mostCommonCards(entries: readonly DistributionEntry[]): string[] {
  const sized = entries.filter((entry) => !isSpecialCard(entry.value));
  const top = Math.max(0, ...sized.map((entry) => entry.count));
  return sized.filter((entry) => top > 0 && entry.count === top).map((entry) => entry.value);
}

/**
 * Everything the results view shows, from the revealed vote values. Without a deck, the spec's
 * figures. A numeric deck gives the same figures ('½' counting as 0.5); any other deck gives no
 * figures, never an average of letters: the distribution, the most common card and agreement.
 */
export function summarizeVotes(values: readonly string[], deck?: Deck): VoteSummary {
  const isNumeric = deck ? deck.isNumeric : true;
  const toNumber = deck ? cardNumber : numericVoteValue;
  const numbers = isNumeric ? values.map(toNumber).filter((n): n is number => n !== null) : [];
  const avg = average(numbers);
  const dist = distribution(values, deck);
  const sizes = dist.flatMap((entry) => (isSpecialCard(entry.value) ? [] : Array<string>(entry.count).fill(entry.value)));
  return {
    totalVotes: values.length,
    numericVotes: numbers.length,
    unknownVotes: values.filter((v) => v.trim() === UNKNOWN_CARD).length,
    breakVotes: values.filter((v) => v.trim() === BREAK_CARD).length,
    isNumeric,
    mostCommon: mostCommonCards(dist),
    average: avg,
    averageText: formatAverage(avg),
    median: median(numbers),
    min: numbers.length ? Math.min(...numbers) : null,
    max: numbers.length ? Math.max(...numbers) : null,
    distribution: dist,
    agreement: isNumeric ? agreementFor(numbers) : agreementFor(sizes),
  };
}
