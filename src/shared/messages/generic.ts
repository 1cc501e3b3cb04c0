// The catalogue's generic area (MESSAGES.generic in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
export const GENERIC_MESSAGES = {
  unexpected: "Something went wrong. Please try again.",
  /** No spec wording: the database is unreachable for a moment (a restart); nothing was changed. */
  unavailable: "The server is briefly unavailable. Please try again in a moment.",
  // No spec wording: the connection dropped before the server answered.
  notSaved: "The connection dropped before the change was saved. Please try again.",
} as const;
