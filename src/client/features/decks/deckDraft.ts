// What the deck fields hold while someone edits them (create form, room settings), and the deck
// setting it stands for. The rules are the shared ones (src/shared/decks.ts); this only maps the
// fields to them.
import { DEFAULT_MAX_FIBONACCI } from "../../../shared/deck";
import { DEFAULT_DECK_SETTING, customDeckProblem, deckSettingSchema, splitCustomCards, type DeckKind, type DeckSetting } from "../../../shared/decks";
import { DECKS_MESSAGES } from "../../../shared/messages/decks";

export interface DeckDraft {
  kind: DeckKind;
  /** Kept while another kind is chosen, so switching back finds it. */
  maxFibonacci: number;
  /** The custom cards as typed: labels separated by commas. */
  customText: string;
  unknownCard: boolean;
  breakCard: boolean;
}

export const DEFAULT_DECK_DRAFT: DeckDraft = Object.freeze(draftOf(DEFAULT_DECK_SETTING));

export function draftOf(setting: DeckSetting): DeckDraft {
  return {
    kind: setting.kind,
    maxFibonacci: setting.kind === "fibonacci" ? setting.maxFibonacci : DEFAULT_MAX_FIBONACCI,
    customText: setting.kind === "custom" ? setting.cards.join(", ") : "",
    unknownCard: setting.unknownCard,
    breakCard: setting.breakCard,
  };
}

export type DraftResult = { setting: DeckSetting; error: null } | { setting: null; error: string };

/** The setting the fields describe, or the first problem with the custom cards as a sentence. */
export function settingOfDraft(draft: DeckDraft): DraftResult {
  const specials = { unknownCard: draft.unknownCard, breakCard: draft.breakCard };
  let candidate: unknown;
  if (draft.kind === "custom") {
    const cards = splitCustomCards(draft.customText);
    const problem = customDeckProblem(cards);
    if (problem) return { setting: null, error: problem };
    candidate = { kind: "custom", cards, ...specials };
  } else if (draft.kind === "fibonacci") {
    candidate = { kind: "fibonacci", maxFibonacci: draft.maxFibonacci, ...specials };
  } else {
    candidate = { kind: draft.kind, ...specials };
  }
  // The same schema the server parses with, so what passes here passes there.
  const parsed = deckSettingSchema.safeParse(candidate);
  return parsed.success ? { setting: parsed.data, error: null } : { setting: null, error: parsed.error.issues[0]?.message ?? DECKS_MESSAGES.unknownKind };
}

/** Today's deck (Fibonacci with '?', no break card), whatever its highest card: a create request need not name it. */
export function isSpecDeck(setting: DeckSetting): boolean {
  return setting.kind === "fibonacci" && setting.unknownCard && !setting.breakCard;
}

/** Two settings that say the same thing (a save with no deck change sends none). */
export function sameDeckSetting(a: DeckSetting, b: DeckSetting): boolean {
  return JSON.stringify(settingKey(a)) === JSON.stringify(settingKey(b));
}

function settingKey(setting: DeckSetting): unknown[] {
  return [setting.kind, setting.kind === "fibonacci" ? setting.maxFibonacci : null, setting.kind === "custom" ? setting.cards : null, setting.unknownCard, setting.breakCard];
}
