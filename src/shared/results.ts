// Statistics for the results view (spec 2, 9), computed from the revealed vote values.
import { UNKNOWN_CARD, numericVoteValue } from "./deck";

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
 * Counts per card, numbers ascending, then other non-numeric values alphabetically, then '?'
 * last. Numeric spellings of one number ("5", " 5") are counted together under the number.
 */
export function distribution(values: readonly string[]): DistributionEntry[] {
  const counts = new Map<string, number>();
  for (const raw of values) {
    const n = numericVoteValue(raw);
    const key = n === null ? raw.trim() : String(n);
    counts.set(key, (counts.get(key) ?? 0) + 1);
  }
  const total = values.length;
  return [...counts.entries()]
    .map(([value, count]) => ({ value, count, percentage: Math.round((count / total) * 100) }))
    .sort((a, b) => compareCards(a.value, b.value));
}

function compareCards(a: string, b: string): number {
  const rank = (v: string) => (v === UNKNOWN_CARD ? 2 : numericVoteValue(v) === null ? 1 : 0);
  const byRank = rank(a) - rank(b);
  if (byRank !== 0) return byRank;
  if (rank(a) === 0) return numericVoteValue(a)! - numericVoteValue(b)!;
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Agreement = the share of numeric votes on the most common number (the mode), 0..1.
 * All numbers equal (value 1) is 'Consensus'; >= 0.75 'Strong'; >= 0.5 'Moderate'; else 'Weak'.
 * Null when there is no numeric vote. '?' votes neither help nor hurt.
 */
export function agreementFor(numbers: readonly number[]): Agreement | null {
  if (numbers.length === 0) return null;
  const counts = new Map<number, number>();
  for (const n of numbers) counts.set(n, (counts.get(n) ?? 0) + 1);
  const value = Math.max(...counts.values()) / numbers.length;
  const level: AgreementLevel =
    value === 1 ? "consensus" : value >= 0.75 ? "strong" : value >= 0.5 ? "moderate" : "weak";
  return { value, level, label: AGREEMENT_LABELS[level] };
}

/** "Strong agreement (75%)": the label with its share, as history and summary exports write it. */
export function agreementText(agreement: Agreement | null): string {
  return agreement ? `${agreement.label} (${Math.round(agreement.value * 100)}%)` : "";
}

/** Everything the results view shows, from the revealed vote values. */
export function summarizeVotes(values: readonly string[]): VoteSummary {
  const numbers = numericVotes(values);
  const avg = average(numbers);
  return {
    totalVotes: values.length,
    numericVotes: numbers.length,
    unknownVotes: values.filter((v) => v.trim() === UNKNOWN_CARD).length,
    average: avg,
    averageText: formatAverage(avg),
    median: median(numbers),
    min: numbers.length ? Math.min(...numbers) : null,
    max: numbers.length ? Math.max(...numbers) : null,
    distribution: distribution(values),
    agreement: agreementFor(numbers),
  };
}
