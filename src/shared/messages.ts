// Every sentence shown to people: spec section 8 and the section 5 validation messages word for
// word, plus the server's own refusals where the spec gives none. Change wording here only.
// Each area is its own module, src/shared/messages/<area>.ts: client code imports the areas it
// shows (AUTH_MESSAGES...), so a page carries only its own sentences; the server and the tests
// use the whole catalogue from here.
import { AUTH_MESSAGES } from "./messages/auth";
import { AUTH_ACCOUNT_MESSAGES } from "./messages/authAccount";
import { ROOMS_MESSAGES } from "./messages/rooms";
import { VOTING_MESSAGES } from "./messages/voting";
import { PARTICIPANTS_MESSAGES } from "./messages/participants";
import { JIRA_MESSAGES } from "./messages/jira";
import { CONNECTIONS_MESSAGES } from "./messages/connections";
import { TRACKERS_MESSAGES } from "./messages/trackers";
import { QUEUE_MESSAGES } from "./messages/queue";
import { VALIDATION_MESSAGES } from "./messages/validation";
import { PAGES_MESSAGES } from "./messages/pages";
import { GENERIC_MESSAGES } from "./messages/generic";
import { LIMITS_MESSAGES } from "./messages/limits";
import { APP_MESSAGES } from "./messages/app";
import { DECKS_MESSAGES } from "./messages/decks";
import { TIMER_MESSAGES } from "./messages/timer";
import { SHORTCUTS_MESSAGES } from "./messages/shortcuts";
import { ASYNC_MESSAGES } from "./messages/async";

export const MESSAGES = {
  auth: { ...AUTH_MESSAGES, ...AUTH_ACCOUNT_MESSAGES },
  rooms: ROOMS_MESSAGES,
  voting: VOTING_MESSAGES,
  participants: PARTICIPANTS_MESSAGES,
  jira: JIRA_MESSAGES,
  connections: CONNECTIONS_MESSAGES,
  trackers: TRACKERS_MESSAGES,
  queue: QUEUE_MESSAGES,
  validation: VALIDATION_MESSAGES,
  pages: PAGES_MESSAGES,
  generic: GENERIC_MESSAGES,
  limits: LIMITS_MESSAGES,
  app: APP_MESSAGES,
  decks: DECKS_MESSAGES,
  timer: TIMER_MESSAGES,
  shortcuts: SHORTCUTS_MESSAGES,
  async: ASYNC_MESSAGES,
} as const;

export { signInLockedOut, isLimitMessage, mapSignInError, mapSignUpError } from "./messages/auth";
export { roomNotFound, roomCodeTaken, ownershipTransferred } from "./messages/rooms";
export { cardNotInDeck } from "./messages/voting";
export { customCardTooLong, customCardRepeated } from "./messages/decks";
export { describeDuration, timeLeft } from "./messages/timer";
export { voteShortcut } from "./messages/shortcuts";
export { kicked } from "./messages/participants";
export { jiraConnectionSuccess, jiraConnectionFailed, jiraUpdateFailed, jiraNoScrumBoard, jiraNoActiveSprint, jiraOtherProject } from "./messages/jira";
export { bulkTooManyStories, bulkLineTooLong, estimateRecorded, queueDescriptionsFull, queueFull } from "./messages/queue";
export { ROOM_404 } from "./messages/pages";
