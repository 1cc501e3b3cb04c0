// The catalogue's participants area (MESSAGES.participants in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
export const PARTICIPANTS_MESSAGES = {
  exclusionUpdated: "Voting exclusion updated successfully!",
  exclusionUpdateFailed: "Failed to update voting exclusion",
  kickFailed: "Failed to kick participant",
  youWereKicked: "You have been kicked from the room",
  // Server refusals (no spec wording).
  cannotKickSelf: "You cannot kick yourself",
  cannotKickOwner: "The room owner cannot be kicked",
  cannotKickRank: "You can only kick participants with a lower role than yours",
  cannotToggleExclusion: "Only the room owner or an admin can change who votes",
  cannotToggleExclusionRank: "You cannot change voting exclusion for someone with a higher role",
} as const;

export function kicked(name: string): string {
  return `${name} has been kicked from the room`;
}
