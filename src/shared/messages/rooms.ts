// The catalogue's rooms area (MESSAGES.rooms in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
export const ROOMS_MESSAGES = {
  notSignedInCreate: "You must be signed in to create rooms",
  notSignedInJoin: "You must be signed in to join rooms",
  createFailed: "Failed to create room",
  joinFailed: "Failed to join room",
  joinFailedFromDashboard: "Failed to join room. Please check the room code.",
  created: "Room created successfully!",
  joining: "Joining room...",
  joined: "Joined room successfully!",
  deleted: "Room deleted successfully",
  deleteFailed: "Failed to delete room",
  left: "Left room successfully",
  leaveFailed: "Failed to leave room properly",
  adminUpdated: "Admin status updated successfully!",
  adminUpdateFailed: "Failed to update admin status",
  urlCopied: "Room URL copied to clipboard!",
  // No spec wording: the browser refused the clipboard.
  urlCopyFailed: "Could not copy the room URL. Please copy it from the address bar.",
  storyUpdated: "Story updated successfully!",
  storyUpdateFailed: "Failed to update story",
  storyCleared: "Story cleared successfully!",
  storyClearFailed: "Failed to clear story",
  // Server refusals (no spec wording).
  roomGone: "This room no longer exists.",
  notParticipant: "You are not a participant of this room",
  participantGone: "That participant is no longer in this room.",
  onlyManagers: "Only the room owner or an admin can do that.",
  onlyOwnerDelete: "Only the room owner can delete the room",
  onlyOwnerToggleAdmin: "Only the room owner can change admin status",
  cannotToggleOwnAdmin: "You cannot change your own admin status",
  cannotChangeOwnerRole: "The room owner's role cannot be changed",
  codeGenerationFailed: "Could not create a room code. Please try again.",
  customCodeTemporary: "Custom room codes are only available for permanent rooms",
  // Room settings and hand-over (issue 15; no spec wording).
  onlyOwnerFacilitation: "Only the room owner can choose whether everyone facilitates",
  onlyOwnerTransfer: "Only the room owner can make someone else the owner",
  cannotTransferToSelf: "You are already the owner of this room",
  settingsSaved: "Room settings saved",
  settingsSaveFailed: "Failed to save room settings",
  transferFailed: "Failed to hand the room over",
} as const;

export function roomNotFound(code: string): string {
  return `Room "${code}" not found. Please check the room code.`;
}

/** After a hand-over, to everyone who made it happen. */
export function ownershipTransferred(name: string): string {
  return `${name} is now the room owner`;
}

export function roomCodeTaken(code: string): string {
  return `Room code "${code}" is already taken. Please choose another.`;
}
