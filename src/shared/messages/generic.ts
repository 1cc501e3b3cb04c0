// The catalogue's generic area (MESSAGES.generic in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
export const GENERIC_MESSAGES = {
  unexpected: "Something went wrong. Please try again.",
  /** What a caller is told when the server failed in a way it did not mean to (the log has the rest). */
  internal: "Something went wrong on the server. Please try again.",
  /** No spec wording: the database is unreachable for a moment (a restart); nothing was changed. */
  unavailable: "The server is briefly unavailable. Please try again in a moment.",
  // No spec wording: the connection dropped before the server answered.
  notSaved: "The connection dropped before the change was saved. Please try again.",
  /** A request id someone else's request already used (exactly-once records). */
  requestIdTaken: "This request was already made by someone else.",
} as const;
