// What a story in the queue may hold (issue 14): a title, an optional description and link, and
// the rule for pasting many titles at once. The server parses with these; forms preview with them.
import * as z from "zod/mini";
import { bulkLineTooLong, bulkTooManyStories, QUEUE_MESSAGES, queueFull } from "./messages/queue";
import { QUEUE_MAX_STORIES } from "./storyQueue";

const Q = QUEUE_MESSAGES;

/** JIRA's own limit for a summary, so an imported ticket's summary always fits. */
export const STORY_TITLE_MAX_LENGTH = 255;
export const STORY_DESCRIPTION_MAX_LENGTH = 20_000;
/** A common ceiling for URLs that every browser and proxy handles. */
export const STORY_LINK_MAX_LENGTH = 2048;
/** Stories one paste may add. */
export const BULK_ADD_MAX_STORIES = 100;
/** The pasted text, blank lines and list markers included; well under a request's 64 KB. */
export const BULK_TEXT_MAX_LENGTH = 30_000;

export const storyTitleSchema = z
  .string()
  .check(z.trim(), z.minLength(1, Q.titleRequired), z.maxLength(STORY_TITLE_MAX_LENGTH, Q.titleTooLong));

/** Blank (or absent) is no description: null. */
export const storyDescriptionSchema = z.pipe(
  z.optional(z.nullable(z.string().check(z.trim(), z.maxLength(STORY_DESCRIPTION_MAX_LENGTH, Q.descriptionTooLong)))),
  z.transform((text: string | null | undefined) => (text ? text : null)),
);

/** Only web links: a javascript: or data: link in a shared room would run in everyone's browser. */
export function isWebLink(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === "http:" || url.protocol === "https:") && url.hostname !== "";
  } catch {
    return false;
  }
}

/** `https://user:pass@evil.example/` shows as one site and logs in to another (issue 30). */
export function hasCredentials(value: string): boolean {
  try {
    const url = new URL(value);
    return url.username !== "" || url.password !== "";
  } catch {
    return false;
  }
}

/** Blank (or absent) is no link: null. */
export const storyLinkSchema = z.pipe(
  z.optional(
    z.nullable(
      z.string().check(
        z.trim(),
        z.maxLength(STORY_LINK_MAX_LENGTH, { error: Q.linkTooLong, abort: true }),
        z.refine((link) => link === "" || isWebLink(link), { error: Q.linkInvalid, abort: true }),
        z.refine((link) => !hasCredentials(link), Q.linkWithCredentials),
      ),
    ),
  ),
  z.transform((link: string | null | undefined) => (link ? link : null)),
);

export const queueStorySchema = z.object({
  title: storyTitleSchema,
  description: storyDescriptionSchema,
  link: storyLinkSchema,
});
export type QueueStoryInput = z.input<typeof queueStorySchema>;
export type QueueStoryFields = z.output<typeof queueStorySchema>;

export type BulkParse = { ok: true; titles: string[] } | { ok: false; message: string };

/** "- ", "* ", "• " in front of a line: what a pasted list carries. Numbers stay: "2FA login" is a title. */
const LIST_MARKER = /^[-*•]\s+/;

/**
 * One story per line: lines trimmed, list markers dropped, blank lines skipped. Refuses (with the
 * line number) a line longer than a title may be, more than BULK_ADD_MAX_STORIES lines, or text
 * longer than BULK_TEXT_MAX_LENGTH; nothing is added when anything is wrong.
 */
export function parseBulkStories(text: string): BulkParse {
  if (text.length > BULK_TEXT_MAX_LENGTH) return { ok: false, message: Q.bulkTextTooLong };
  const titles: string[] = [];
  const lines = text.split(/\r\n|\r|\n/);
  for (const [index, line] of lines.entries()) {
    const title = line.trim().replace(LIST_MARKER, "").trim();
    if (title === "") continue;
    if (title.length > STORY_TITLE_MAX_LENGTH) return { ok: false, message: bulkLineTooLong(index + 1, STORY_TITLE_MAX_LENGTH) };
    titles.push(title);
  }
  if (titles.length === 0) return { ok: false, message: Q.bulkEmpty };
  if (titles.length > BULK_ADD_MAX_STORIES) return { ok: false, message: bulkTooManyStories(titles.length, BULK_ADD_MAX_STORIES) };
  return { ok: true, titles };
}

/** Null when `adding` more stories fit in a queue of `current`; else the sentence to show. */
export function queueCapacityMessage(current: number, adding: number): string | null {
  return current + adding <= QUEUE_MAX_STORIES ? null : queueFull(QUEUE_MAX_STORIES, QUEUE_MAX_STORIES - current);
}
