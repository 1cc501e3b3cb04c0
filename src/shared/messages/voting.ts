// The catalogue's voting area (MESSAGES.voting in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
export const VOTING_MESSAGES = {
  submitFailed: "Failed to submit vote",
  revealFailed: "Failed to reveal votes",
  resetFailed: "Failed to reset voting",
  clearFailed: "Failed to clear votes",
  cleared: "Votes cleared successfully!",
  // Server refusals (no spec wording).
  alreadyRevealed: "Votes are already revealed. Start a new round to vote again.",
  excluded: "You are excluded from voting in this room",
  notYourVote: "You can only vote for yourself",
  invalidCard: "That card is not in this room's deck",
  historyExportFailed: "Failed to download the round history",
} as const;

/** A vote on a card the room's deck does not have, with the cards it does have (issue 15). */
export function cardNotInDeck(cards: readonly string[]): string {
  return `${VOTING_MESSAGES.invalidCard}. Choose one of: ${cards.join(", ")}`;
}
