// Every sentence of the shared catalogue has a code the browser can say in its language, and the
// English templates say exactly what the catalogue's functions say (spec 8 word for word).
import { describe, expect, it } from "vitest";
import { formatIcu, icuArguments, matchIcu, parseIcu } from "./icu";
import { englishMessage, MESSAGE_CATALOGUE, MESSAGE_TEMPLATES, messageRefOf, type TemplateCode } from "./messageCodes";
import {
  bulkLineTooLong,
  bulkTooManyStories,
  cardNotInDeck,
  customCardRepeated,
  customCardTooLong,
  describeDuration,
  estimateRecorded,
  jiraConnectionFailed,
  jiraConnectionSuccess,
  jiraNoActiveSprint,
  jiraNoScrumBoard,
  jiraOtherProject,
  jiraUpdateFailed,
  kicked,
  MESSAGES,
  ownershipTransferred,
  queueDescriptionsFull,
  queueFull,
  roomCodeTaken,
  roomNotFound,
  signInLockedOut,
  timeLeft,
  voteShortcut,
} from "./messages";
import { storiesRemoved, ticketsImported } from "./messages/queue";
import { autoRevealStarting, revealingIn, timerPaused, timerResumed, timerStarted } from "./messages/timer";
import { asyncNotWritten, asyncWriting, asyncWritten, cannotWriteTo, cardsNeedNumbers, connectTrackerFirst, estimateNotWritten, estimateWritten, noNumberForCard, nothingToImportFrom, oneStorySource } from "./messages/trackers";

/** Each template with what its function says for a few arguments, and the parameters that says it. */
const SAMPLES: [TemplateCode, string, Record<string, string | number>][] = [
  ["auth.signInLockedOut", signInLockedOut(30_000), { minutes: 1 }],
  ["auth.signInLockedOut", signInLockedOut(5 * 60_000), { minutes: 5 }],
  ["decks.customCardTooLong", customCardTooLong("XXXXL"), { card: "XXXXL" }],
  ["decks.customCardRepeated", customCardRepeated("m"), { card: "m" }],
  ["jira.connectionSuccess", jiraConnectionSuccess(1), { count: 1 }],
  ["jira.connectionSuccess", jiraConnectionSuccess(12), { count: 12 }],
  ["jira.connectionFailed", jiraConnectionFailed("JIRA rejected the email or API token. Please check them."), { error: "JIRA rejected the email or API token. Please check them." }],
  ["jira.updateFailed", jiraUpdateFailed("timeout"), { error: "timeout" }],
  ["jira.noScrumBoard", jiraNoScrumBoard("WEB"), { projectKey: "WEB" }],
  ["jira.otherProject", jiraOtherProject("WEB"), { projectKey: "WEB" }],
  ["jira.noActiveSprint", jiraNoActiveSprint("WEB"), { projectKey: "WEB" }],
  ["participants.kicked", kicked("Ada"), { name: "Ada" }],
  ["queue.estimateRecordedPoints", estimateRecorded("1"), { card: "1", count: 1 }],
  ["queue.estimateRecordedPoints", estimateRecorded("13"), { card: "13", count: 13 }],
  ["queue.estimateRecordedPoints", estimateRecorded("½"), { card: "½", count: 0.5 }],
  ["queue.estimateRecordedCard", estimateRecorded("M"), { card: "M" }],
  ["queue.storiesRemoved", storiesRemoved(1, false), { count: 1 }],
  ["queue.storiesRemoved", storiesRemoved(4, false), { count: 4 }],
  ["queue.importUndone", storiesRemoved(3, true), { count: 3 }],
  ["queue.bulkTooManyStories", bulkTooManyStories(120, 100), { count: 120, max: 100 }],
  ["queue.bulkLineTooLong", bulkLineTooLong(7, 255), { line: 7, max: 255 }],
  ["queue.queueFull", queueFull(200, 0), { room: 0, max: 200 }],
  ["queue.queueFull", queueFull(200, 1), { room: 1, max: 200 }],
  ["queue.queueFull", queueFull(200, 9), { room: 9, max: 200 }],
  ["queue.descriptionsFull", queueDescriptionsFull(500_000), { max: 500_000 }],
  ["queue.allAlreadyQueued", ticketsImported(0, false), {}],
  ["queue.ticketsImported", ticketsImported(1, false), { count: 1, sprints: "none", truncated: "no" }],
  ["queue.ticketsImported", ticketsImported(5, true, ["Sprint 4"]), { count: 5, sprints: "Sprint 4", truncated: "yes" }],
  ["rooms.roomNotFound", roomNotFound("ABC123"), { code: "ABC123" }],
  ["rooms.ownershipTransferred", ownershipTransferred("Grace"), { name: "Grace" }],
  ["rooms.roomCodeTaken", roomCodeTaken("TEAM"), { code: "TEAM" }],
  ["shortcuts.voteShortcut", voteShortcut("8"), { card: "8" }],
  ["timer.duration", describeDuration(45), { minutes: 0, seconds: 45 }],
  ["timer.duration", describeDuration(1), { minutes: 0, seconds: 1 }],
  ["timer.duration", describeDuration(60), { minutes: 1, seconds: 0 }],
  ["timer.duration", describeDuration(150), { minutes: 2, seconds: 30 }],
  ["timer.duration", describeDuration(61), { minutes: 1, seconds: 1 }],
  ["timer.timeLeft", timeLeft(90), { duration: describeDuration(90) }],
  ["timer.timerStarted", timerStarted(300), { duration: describeDuration(300) }],
  ["timer.timerPaused", timerPaused(42), { duration: describeDuration(42) }],
  ["timer.timerResumed", timerResumed(42), { duration: describeDuration(42) }],
  ["timer.revealingIn", revealingIn(3), { seconds: 3 }],
  ["timer.autoRevealStarting", autoRevealStarting(3), { duration: describeDuration(3) }],
  ["trackers.connectFirst", connectTrackerFirst("GitHub"), { tracker: "GitHub" }],
  ["trackers.nothingToImport", nothingToImportFrom("GitLab"), { tracker: "GitLab" }],
  ["trackers.cannotWrite", cannotWriteTo("Linear"), { tracker: "Linear" }],
  ["trackers.oneStorySource", oneStorySource("JIRA"), { other: "JIRA" }],
  ["trackers.noNumberForCard", noNumberForCard("XL", "GitHub"), { card: "XL", tracker: "GitHub" }],
  ["trackers.estimateWritten", estimateWritten("Jira Data Center", "ABC-7", 5), { value: "5", tracker: "Jira Data Center", key: "ABC-7" }],
  ["trackers.cardsNeedNumbers", cardsNeedNumbers("Linear"), { tracker: "Linear" }],
  ["trackers.estimateNotWritten", estimateNotWritten("GitLab"), { tracker: "GitLab" }],
  ["trackers.asyncWriting", asyncWriting("GitHub", "octo-org/app#12"), { tracker: "GitHub", key: "octo-org/app#12" }],
  ["trackers.asyncWritten", asyncWritten("Linear", "ENG-7"), { tracker: "Linear", key: "ENG-7" }],
  ["trackers.asyncNotWritten", asyncNotWritten("Jira Data Center", "ABC-7"), { tracker: "Jira Data Center", key: "ABC-7" }],
  ["voting.cardNotInDeck", cardNotInDeck(["1", "2", "3", "?"]), { cards: "1, 2, 3, ?" }],
];

describe("the shared catalogue's codes", () => {
  it("gives every fixed sentence its area and key, and reads it back from the words", () => {
    for (const [area, messages] of Object.entries(MESSAGES)) {
      for (const [key, text] of Object.entries(messages)) {
        const ref = messageRefOf(text);
        expect(ref, `${area}.${key}`).not.toBeNull();
        // Two codes may say the same words; either says them.
        expect(englishMessage(ref!), `${area}.${key}`).toBe(text);
        expect(MESSAGE_CATALOGUE[`${area}.${key}`]).toBe(text);
      }
    }
  });

  it("says each sentence with parts exactly as its function does, and reads the parameters back", () => {
    for (const [code, said, params] of SAMPLES) {
      expect(formatIcu(MESSAGE_TEMPLATES[code], params), code).toBe(said);
      const ref = messageRefOf(said);
      expect(ref?.code, said).toBe(code);
      expect(englishMessage(ref!), said).toBe(said);
    }
    // Every template has a sample, so none drifts from its function unseen.
    expect(new Set(SAMPLES.map(([code]) => code))).toEqual(new Set(Object.keys(MESSAGE_TEMPLATES)));
  });

  it("reads the parameters a translation needs out of the server's refusals", () => {
    expect(messageRefOf(roomNotFound("ABC123"))).toEqual({ code: "rooms.roomNotFound", params: { code: "ABC123" } });
    expect(messageRefOf(signInLockedOut(3 * 60_000))).toEqual({ code: "auth.signInLockedOut", params: { minutes: 3 } });
    expect(messageRefOf(queueFull(200, 0))).toEqual({ code: "queue.queueFull", params: { room: 0, max: "200" } });
    expect(messageRefOf(bulkLineTooLong(7, 255))).toEqual({ code: "queue.bulkLineTooLong", params: { line: "7", max: "255" } });
    expect(messageRefOf(cardNotInDeck(["1", "2"]))).toEqual({ code: "voting.cardNotInDeck", params: { cards: "1, 2" } });
    expect(messageRefOf(MESSAGES.rooms.roomGone)).toEqual({ code: "rooms.roomGone" });
  });

  it("has nothing for words that are not the catalogue's (a tracker's own error)", () => {
    expect(messageRefOf("socket hang up")).toBeNull();
  });
});

describe("the ICU reader", () => {
  it("says plurals, selects, exact matches and # in a language's plural rules", () => {
    const message = "{n, plural, =0 {none} one {# card} few {# karty} many {# kart} other {# cards}} for {who}";
    expect(formatIcu(message, { n: 0, who: "Ada" })).toBe("none for Ada");
    expect(formatIcu(message, { n: 1, who: "Ada" })).toBe("1 card for Ada");
    expect(formatIcu(message, { n: 3, who: "Ada" }, "pl")).toBe("3 karty for Ada");
    expect(formatIcu(message, { n: 5, who: "Ada" }, "pl")).toBe("5 kart for Ada");
    expect(formatIcu("{kind, select, a {Alpha} other {Other}}", { kind: "a" })).toBe("Alpha");
    expect(icuArguments(message)).toEqual(["n:plural", "who"]);
  });

  it("keeps apostrophes as Lingui does", () => {
    expect(formatIcu("l'estimation de {name}", { name: "Ada" })).toBe("l'estimation de Ada");
    expect(formatIcu("It''s '{literal}'")).toBe("It's {literal}");
  });

  it("refuses a broken message", () => {
    expect(() => parseIcu("{n, plural, one {x}}")).toThrow();
    expect(() => parseIcu("unclosed {name")).toThrow();
  });

  it("does not read a sentence a template did not say", () => {
    expect(matchIcu('Room "{code}" not found. Please check the room code.', 'Room "A" was found.')).toBeNull();
  });
});
