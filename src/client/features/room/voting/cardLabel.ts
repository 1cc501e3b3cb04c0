import { UNKNOWN_CARD } from "../../../../shared/deck";
import { BREAK_CARD } from "../../../../shared/decks";

/** What a screen reader says for the cards that are a sign, not a size; undefined for the rest. */
export function cardLabel(t: (id: string) => string, card: string): string | undefined {
  if (card === UNKNOWN_CARD) return t("cards.unknown");
  if (card === BREAK_CARD) return t("cards.break");
  return undefined;
}
