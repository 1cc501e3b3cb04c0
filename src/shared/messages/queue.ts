// The catalogue's queue area (MESSAGES.queue in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
import { numericVoteValue } from "../deck";

/** The story queue and planning session (issue 14; no spec wording). */
export const QUEUE_MESSAGES = {
  titleRequired: "Please enter a story title",
  titleTooLong: "A story title must be at most 255 characters long",
  descriptionTooLong: "A story description must be at most 20000 characters long",
  linkInvalid: "The link must be a web address starting with http:// or https://",
  linkTooLong: "The link must be at most 2048 characters long",
  linkWithCredentials: "The link must not contain a user name or password",
  bulkEmpty: "Please paste at least one story, one per line",
  bulkTextTooLong: "The pasted text must be at most 30000 characters long",
  storyGone: "That story is no longer in the queue.",
  jqlRequired: "Please enter a JQL query",
  jqlTooLong: "A JQL query must be at most 2000 characters long",
  noCurrentStory: "Start a story from the queue first.",
  revealFirst: "Reveal the votes before recording the agreed estimate.",
  chooseAgreedValue: "No vote suggests a value: please choose the agreed card.",
  nothingToImport: "JIRA found no tickets to import.",
  pickTickets: "Please pick at least one ticket to import.",
  summaryCopied: "Summary copied as Markdown",
} as const;

/**
 * The toast after a manager records the agreed estimate: points for a number ("Recorded 5
 * points", "Recorded 1 point"), the card itself for a letter deck's size or '?' ("Recorded M as
 * the agreed value"), never "M points".
 */
export function estimateRecorded(value: string): string {
  const card = value.trim();
  const number = card === "½" ? 0.5 : numericVoteValue(card);
  if (number === null) return `Recorded ${card} as the agreed value`;
  return `Recorded ${card} ${number === 1 ? "point" : "points"}`;
}

/** Bulk remove and the undo of an import (issue 36): how many stories went. */
export function storiesRemoved(removed: number, undo: boolean): string {
  const stories = `${removed} stor${removed === 1 ? "y" : "ies"}`;
  return undo ? `Import undone: ${stories} removed from the queue.` : `Removed ${stories} not yet estimated.`;
}

/** Bulk add: more lines than one paste may add. */
export function bulkTooManyStories(count: number, max: number): string {
  return `Paste at most ${max} stories at once (this text has ${count})`;
}

/** Bulk add: one line longer than a story title may be. */
export function bulkLineTooLong(lineNumber: number, max: number): string {
  return `Line ${lineNumber} is too long: a story title must be at most ${max} characters long`;
}

/** Adding would pass the queue's cap. */
export function queueFull(max: number, room: number): string {
  return room <= 0 ? `The queue is full: a room holds at most ${max} stories` : `The queue has room for ${room} more stor${room === 1 ? "y" : "ies"} (at most ${max})`;
}

/** Adding or editing would pass the queue's total size (issue 30). */
export function queueDescriptionsFull(max: number): string {
  return `The queue's descriptions may hold at most ${max} characters in all: shorten or remove some descriptions first`;
}

/** The toast after a JIRA import into the queue; `sprints` names the sprint imported, when one was. */
export function ticketsImported(imported: number, truncated: boolean, sprints: readonly string[] = []): string {
  if (imported === 0) return "Every ticket found is already in the queue.";
  const from = sprints.length > 0 ? ` from ${sprints.join(", ")}` : "";
  const stories = `${imported} stor${imported === 1 ? "y" : "ies"}`;
  return `Imported ${stories}${from} into the queue.${truncated ? " The queue is full: the rest were left out." : ""}`;
}
