// The catalogue's shortcuts area (MESSAGES.shortcuts in src/shared/messages.ts): its own module, so a
// page loads only the areas it shows.
/** The room's keyboard shortcuts, as "?" lists them (issue 15). */
export const SHORTCUTS_MESSAGES = {
  reveal: "Reveal votes",
  newRound: "Start a new round",
  help: "Show these shortcuts",
} as const;

/** A card's line in the shortcut list. */
export function voteShortcut(card: string): string {
  return `Vote ${card}`;
}
