// Linear's rules both sides use: a team's estimation scale and the values it allows (NOTES 8.5),
// the card a value shows as (T-shirt scales as the room's T-shirt cards), the value a card writes,
// and Linear's priorities on spec 9's 1-5 ordering.
import { HALF_CARD, TSHIRT_CARDS } from "../../../shared/decks";
import { numericVoteValue } from "../../../shared/deck";
import { sayRefusal } from "../../../shared/messageCodes";

export const LINEAR_MAX_API_KEY_LENGTH = 512;
export const LINEAR_MAX_ID_LENGTH = 100;
export const LINEAR_MAX_LABELS = 20;

export const LINEAR_ESTIMATION_TYPES = ["notUsed", "exponential", "fibonacci", "linear", "tShirt"] as const;
export type LinearEstimationType = (typeof LINEAR_ESTIMATION_TYPES)[number];

/** A team's estimation settings, as Team.issueEstimation* say them. */
export interface LinearScale {
  type: LinearEstimationType;
  /** "Extended": two more points at the top of the scale. */
  extended: boolean;
  allowZero: boolean;
}

/** A story as the import preview and the queue see it. */
export interface LinearStory {
  /** "ENG-123". */
  key: string;
  title: string;
  /** 1 (urgent) to 4 (low) as spec 9 orders them; null for Linear's "No priority". */
  priority: number | null;
  estimate: number | null;
  /** The estimate as a card of the team's scale ("XL" on a T-shirt scale, "5" otherwise); null when unset. */
  estimateCard: string | null;
  /** Markdown, to be rendered safely by the client. */
  description: string;
  url: string;
}

// Linear stores every scale as integers (NOTES 8.5); the extended values follow the base ones.
const BASE_VALUES: Readonly<Record<Exclude<LinearEstimationType, "notUsed">, readonly number[]>> = Object.freeze({
  exponential: Object.freeze([1, 2, 4, 8, 16]),
  fibonacci: Object.freeze([1, 2, 3, 5, 8]),
  linear: Object.freeze([1, 2, 3, 4, 5]),
  tShirt: Object.freeze([1, 2, 3, 5, 8]),
});
const EXTENDED_VALUES: Readonly<Record<Exclude<LinearEstimationType, "notUsed">, readonly number[]>> = Object.freeze({
  exponential: Object.freeze([32, 64]),
  fibonacci: Object.freeze([13, 21]),
  linear: Object.freeze([6, 7]),
  tShirt: Object.freeze([13, 21]),
});
/** Linear's T-shirt sizes and the integers it stores for them; XXXL has no card in the room's deck. */
const TSHIRT_SIZES: ReadonlyMap<number, string> = new Map([
  [0, "0"],
  [1, "XS"],
  [2, "S"],
  [3, "M"],
  [5, "L"],
  [8, "XL"],
  [13, "XXL"],
  [21, "XXXL"],
]);

export function isLinearEstimationType(value: unknown): value is LinearEstimationType {
  return typeof value === "string" && (LINEAR_ESTIMATION_TYPES as readonly string[]).includes(value);
}

/** The values a team's scale allows, smallest first; none when the team does not estimate. */
export function allowedLinearEstimates(scale: LinearScale): number[] {
  if (scale.type === "notUsed") return [];
  return [...(scale.allowZero ? [0] : []), ...BASE_VALUES[scale.type], ...(scale.extended ? EXTENDED_VALUES[scale.type] : [])];
}

/** How a value of the scale shows as a card: a T-shirt size on T-shirt scales, the number otherwise. */
export function linearEstimateCard(scale: LinearScale, value: number): string {
  return scale.type === "tShirt" ? (TSHIRT_SIZES.get(value) ?? String(value)) : String(value);
}

export type LinearEstimateChoice = { ok: true; value: number } | { ok: false; reason: string };

/**
 * The value an agreed card writes to a team, or why it may not: Linear accepts only its scale's
 * integers, so a card off the scale is refused here, before anything is sent, naming what the team allows.
 */
export function linearEstimateForCard(scale: LinearScale, card: string): LinearEstimateChoice {
  const allowed = allowedLinearEstimates(scale);
  if (allowed.length === 0) return { ok: false, reason: sayRefusal("linear.teamWithoutEstimates") };
  const trimmed = card.trim();
  const upper = trimmed.toUpperCase();
  let value: number | null;
  if (scale.type === "tShirt") {
    value = [...TSHIRT_SIZES].find(([, size]) => size === upper)?.[0] ?? null;
  } else {
    value = trimmed === HALF_CARD ? 0.5 : numericVoteValue(trimmed);
  }
  if (value !== null && allowed.includes(value)) return { ok: true, value };
  const cards = allowed.map((v) => linearEstimateCard(scale, v));
  const said = { card: trimmed || "?", cards: cards.join(", ") };
  return { ok: false, reason: scale.type === "tShirt" ? sayRefusal("linear.offScaleSizes", said) : sayRefusal("linear.offScalePoints", { ...said, scale: scale.type }) };
}

/** The room's T-shirt cards that a team's T-shirt scale can take (the deck has no XXXL). */
export function linearTshirtCards(scale: LinearScale): string[] {
  return TSHIRT_CARDS.filter((card) => linearEstimateForCard(scale, card).ok);
}

/** Linear's priority (0 none, 1 urgent ... 4 low) on spec 9's ordering. */
export function priorityFromLinear(priority: number | null | undefined): number | null {
  return priority === 1 || priority === 2 || priority === 3 || priority === 4 ? priority : null;
}
