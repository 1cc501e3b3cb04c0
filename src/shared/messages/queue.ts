// The catalogue's queue area (MESSAGES.queue in src/shared/messages.ts): its own module, so a page
// loads only the areas it shows.
/** The story queue and planning session (issue 14; no spec wording). */
export const QUEUE_MESSAGES = {
  titleRequired: "Please enter a story title",
  titleTooLong: "A story title must be at most 255 characters long",
  descriptionTooLong: "A story description must be at most 20000 characters long",
  linkInvalid: "The link must be a web address starting with http:// or https://",
  linkTooLong: "The link must be at most 2048 characters long",
  bulkEmpty: "Please paste at least one story, one per line",
  bulkTextTooLong: "The pasted text must be at most 30000 characters long",
  storyGone: "That story is no longer in the queue.",
  jqlRequired: "Please enter a JQL query",
  jqlTooLong: "A JQL query must be at most 2000 characters long",
  noCurrentStory: "Start a story from the queue first.",
  revealFirst: "Reveal the votes before recording the agreed estimate.",
  chooseAgreedValue: "No vote suggests a value: please choose the agreed card.",
  nothingToImport: "JIRA found no tickets to import.",
} as const;

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
