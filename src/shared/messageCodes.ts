// Every shared message as a code and its parameters (issue 35): the server sends the code beside
// its English sentence, and the browser says it in the person's language (the client's "messages"
// catalogue, src/client/i18n/locales/<lang>/messages.json, holds the same codes). A code is the
// message's area and key ("rooms.roomGone"); a sentence with parts that vary is an ICU template
// here, in English exactly as its function in src/shared/messages/ says it (a test proves it).
import { MESSAGES } from "./messages";
import { formatIcu, icuMatcher, type IcuParams } from "./icu";
import { TRACKER_REFUSAL_TEMPLATES, type TrackerRefusalCode } from "./messages/trackerRefusals";

/** A message as the wire carries it: its code and named parameters. */
export interface MessageRef {
  code: string;
  params?: IcuParams;
}

/** The sentences with parts that vary, as English ICU templates, by code. */
export const MESSAGE_TEMPLATES = {
  "auth.signInLockedOut": "Too many failed sign-in attempts. Please wait {minutes, plural, one {# minute} other {# minutes}} and try again.",
  "decks.customCardTooLong": 'Card "{card}" is too long: each card can be at most 4 characters',
  "decks.customCardRepeated": 'Card "{card}" appears more than once (upper and lower case count as the same card)',
  "jira.connectionSuccess": "Connection successful! Found {count} tickets.",
  "jira.connectionFailed": "Connection failed: {error}",
  "jira.updateFailed": "Failed to update JIRA: {error}",
  "jira.noScrumBoard": "The JIRA project {projectKey} has no scrum board, so it has no sprints.",
  "jira.otherProject": "This room imports from and writes to the JIRA project {projectKey} only.",
  "jira.noActiveSprint": "The JIRA project {projectKey} has no active sprint. Start one in JIRA, or import by JQL.",
  "participants.kicked": "{name} has been kicked from the room",
  "queue.estimateRecordedPoints": "Recorded {card} {count, plural, one {point} other {points}}",
  "queue.estimateRecordedCard": "Recorded {card} as the agreed value",
  "queue.storiesRemoved": "Removed {count, plural, one {# story} other {# stories}} not yet estimated.",
  "queue.importUndone": "Import undone: {count, plural, one {# story} other {# stories}} removed from the queue.",
  "queue.bulkTooManyStories": "Paste at most {max} stories at once (this text has {count})",
  "queue.bulkLineTooLong": "Line {line} is too long: a story title must be at most {max} characters long",
  "queue.queueFull":
    "{room, plural, =0 {The queue is full: a room holds at most {max} stories} one {The queue has room for # more story (at most {max})} other {The queue has room for # more stories (at most {max})}}",
  "queue.descriptionsFull": "The queue's descriptions may hold at most {max} characters in all: shorten or remove some descriptions first",
  "queue.allAlreadyQueued": "Every ticket found is already in the queue.",
  "queue.ticketsImported":
    "Imported {count, plural, one {# story} other {# stories}}{sprints, select, none {} other { from {sprints}}} into the queue.{truncated, select, yes { The queue is full: the rest were left out.} other {}}",
  "rooms.roomNotFound": 'Room "{code}" not found. Please check the room code.',
  "rooms.ownershipTransferred": "{name} is now the room owner",
  "rooms.roomCodeTaken": 'Room code "{code}" is already taken. Please choose another.',
  "shortcuts.voteShortcut": "Vote {card}",
  "timer.duration":
    "{minutes, plural, =0 {{seconds, plural, one {# second} other {# seconds}}} other {{minutes, plural, one {# minute} other {# minutes}}{seconds, plural, =0 {} one { # second} other { # seconds}}}}",
  "timer.timeLeft": "{duration} left",
  "timer.timerStarted": "Timer started: {duration}",
  "timer.timerPaused": "Timer paused with {duration} left",
  "timer.timerResumed": "Timer running again: {duration} left",
  "timer.revealingIn": "Revealing in {seconds}…",
  "timer.autoRevealStarting": "Everyone has voted. Revealing the votes in {duration}.",
  "trackers.connectFirst": "Connect {tracker} first: open the account menu, then Tracker connections, and paste a personal token. Imports use your own connection.",
  "trackers.nothingToImport": "{tracker} found no issues to import there. Check the milestone, labels, query or sprint, then preview again.",
  "trackers.cannotWrite": "Writing estimates back to {tracker} is not available yet. Copy the agreed value to {tracker} by hand for now.",
  "trackers.oneStorySource": "This room takes its stories from {other}. Stop using {other} in the Story panel first: a room takes stories from one tracker at a time.",
  "trackers.noNumberForCard": 'The card "{card}" is not a number, so nothing can be written to {tracker}. An owner or admin can give each card a number under "Card numbers" in the Story panel.',
  "trackers.estimateWritten": "Estimate {value} written to {tracker} for {key}.",
  "trackers.cardsNeedNumbers": 'These cards are not numbers, so nothing can be written to {tracker}. An owner or admin can give each card a number under "Card numbers" in the Story panel.',
  "trackers.estimateNotWritten": "The estimate is recorded here, but {tracker} did not take it.",
  "trackers.asyncWriting": "Writing to {tracker} ({key})…",
  "trackers.asyncWritten": "Written to {tracker} ({key}).",
  "trackers.asyncNotWritten": "Not written to {tracker} ({key}):",
  "voting.cardNotInDeck": "That card is not in this room's deck. Choose one of: {cards}",
} as const;

export type TemplateCode = keyof typeof MESSAGE_TEMPLATES;

/** Every template: the shared areas' and the trackers' own refusals (messages/trackerRefusals.ts). */
const ALL_TEMPLATES: Readonly<Record<string, string>> = Object.freeze({ ...MESSAGE_TEMPLATES, ...TRACKER_REFUSAL_TEMPLATES });

/** Every message of the catalogue by code: the fixed sentences as they are, and the templates. */
export const MESSAGE_CATALOGUE: Readonly<Record<string, string>> = Object.freeze({
  ...Object.fromEntries(Object.entries(MESSAGES).flatMap(([area, messages]) => Object.entries(messages).map(([key, text]) => [`${area}.${key}`, text as string]))),
  ...ALL_TEMPLATES,
});

/** A tracker's refusal in English, from its code and parameters (the sentence its error carries). */
export function sayRefusal(code: TrackerRefusalCode, params: IcuParams = {}): string {
  return formatIcu(TRACKER_REFUSAL_TEMPLATES[code], params);
}

/** The fixed sentences' codes by their words; the first code wins where two areas say the same words (they translate alike). */
const BY_TEXT: ReadonlyMap<string, string> = new Map(
  Object.entries(MESSAGE_CATALOGUE)
    .filter(([code]) => !(code in ALL_TEMPLATES))
    .reverse()
    .map(([code, message]) => [message, code]),
);

/** A template's own words, its plain arguments aside: how much of a sentence it pins down. */
const fixedLength = (template: string) => template.replace(/\{\w+\}/g, "").length;

/**
 * The templates, each read once, the most fixed words first: "Timer paused with {duration} left"
 * before "{duration} left", and JIRA's "…not JSON ({status}). Check the site name." before any
 * tracker's "…not JSON ({status}). Check {setting}.".
 */
const MATCHERS: readonly { code: string; match: (text: string) => Record<string, string | number> | null }[] = Object.freeze(
  Object.entries(ALL_TEMPLATES)
    .sort(([, a], [, b]) => fixedLength(b) - fixedLength(a))
    .map(([code, template]) => ({ code, match: icuMatcher(template) })),
);

/**
 * The code and parameters of a sentence the catalogue says, or null for one it does not (a
 * tracker's own words). The server calls it for every refusal it sends.
 */
export function messageRefOf(text: string): MessageRef | null {
  const code = BY_TEXT.get(text);
  if (code) return { code };
  for (const { code: templateCode, match } of MATCHERS) {
    const params = match(text);
    if (params) return Object.keys(params).length > 0 ? { code: templateCode, params } : { code: templateCode };
  }
  return null;
}

/** A code said in English (the server's words): what a client without that language shows. */
export function englishMessage(ref: MessageRef): string | null {
  const message = MESSAGE_CATALOGUE[ref.code];
  return message === undefined ? null : formatIcu(message, ref.params);
}
