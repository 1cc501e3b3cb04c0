// The catalogue's pages area (MESSAGES.pages in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
export const PAGES_MESSAGES = {
  roomNotFoundTitle: "Room Not Found",
  roomNotFoundCode: "ROOM_404",
  roomNotFoundHint: "Please double-check the room code and try again.",
  unexpectedError: "Unexpected Application Error!",
  notFoundTitle: "Page Not Found",
  serverErrorTitle: "Server Error",
  connectionErrorTitle: "Connection Error",
  accessDeniedTitle: "Access Denied",
  genericErrorTitle: "Something went wrong",
} as const;

/** The room-code error code shown on the not-found view (spec 2, 8). */
export const ROOM_404 = PAGES_MESSAGES.roomNotFoundCode;
