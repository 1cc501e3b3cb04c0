// The catalogue's decks area (MESSAGES.decks in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
/** Room decks (issue 15; no spec wording). */
export const DECKS_MESSAGES = {
  unknownKind: "Please choose a deck from the list",
  customTooFew: "A custom deck needs at least 2 cards",
  customTooMany: "A custom deck can have at most 20 cards",
  customCardEmpty: "Each card needs a label: remove the empty one between the commas",
  customCardSpecial: "'?' and '☕' are added with their own switches, not as custom cards",
  customCardSpaces: "Card labels cannot contain spaces",
  customCardTooLongGeneric: "Each card can be at most 4 characters long",
} as const;

/** A custom card label longer than CUSTOM_CARD_MAX_LENGTH. */
export function customCardTooLong(card: string): string {
  return `Card "${card}" is too long: each card can be at most 4 characters`;
}

export function customCardRepeated(card: string): string {
  return `Card "${card}" appears more than once (upper and lower case count as the same card)`;
}
