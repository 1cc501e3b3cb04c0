import { describe, expect, it } from "vitest";
import { MESSAGES } from "./messages";
import {
  BULK_ADD_MAX_STORIES,
  BULK_TEXT_MAX_LENGTH,
  STORY_DESCRIPTION_MAX_LENGTH,
  STORY_LINK_MAX_LENGTH,
  STORY_TITLE_MAX_LENGTH,
  isWebLink,
  parseBulkStories,
  queueCapacityMessage,
  queueStorySchema,
} from "./queueStory";
import { QUEUE_MAX_STORIES } from "./storyQueue";
import { validationMessage } from "./validation";

const Q = MESSAGES.queue;

describe("queueStorySchema", () => {
  it("trims, and turns a blank description or link into none", () => {
    expect(queueStorySchema.parse({ title: "  Login page  ", description: "  ", link: "" })).toEqual({ title: "Login page", description: null, link: null });
    expect(queueStorySchema.parse({ title: "Login page" })).toEqual({ title: "Login page", description: null, link: null });
    expect(queueStorySchema.parse({ title: "A", description: " Why ", link: " https://example.com/x " })).toEqual({
      title: "A",
      description: "Why",
      link: "https://example.com/x",
    });
  });

  it("refuses a blank or overlong title with a clear message", () => {
    expect(validationMessage(queueStorySchema, { title: "   " })).toBe(Q.titleRequired);
    expect(validationMessage(queueStorySchema, { title: "x".repeat(STORY_TITLE_MAX_LENGTH) })).toBeNull();
    expect(validationMessage(queueStorySchema, { title: "x".repeat(STORY_TITLE_MAX_LENGTH + 1) })).toBe(Q.titleTooLong);
  });

  it("limits the description", () => {
    expect(validationMessage(queueStorySchema, { title: "A", description: "d".repeat(STORY_DESCRIPTION_MAX_LENGTH) })).toBeNull();
    expect(validationMessage(queueStorySchema, { title: "A", description: "d".repeat(STORY_DESCRIPTION_MAX_LENGTH + 1) })).toBe(Q.descriptionTooLong);
  });

  it("refuses a link with a user name or password in it", () => {
    for (const link of ["https://user:pass@evil.example/", "https://user@evil.example/", "http://:secret@example.com/x"]) {
      expect(validationMessage(queueStorySchema, { title: "A", link }), link).toBe("The link must not contain a user name or password");
    }
    expect(validationMessage(queueStorySchema, { title: "A", link: "https://example.com/@user" })).toBeNull();
  });

  it("accepts only web links, within the length limit", () => {
    for (const link of ["javascript:alert(1)", "data:text/html,hi", "ftp://example.com", "example.com", "http://", "not a url"]) {
      expect(validationMessage(queueStorySchema, { title: "A", link }), link).toBe(Q.linkInvalid);
    }
    const long = `https://example.com/${"a".repeat(STORY_LINK_MAX_LENGTH)}`;
    expect(validationMessage(queueStorySchema, { title: "A", link: long })).toBe(Q.linkTooLong);
    expect(isWebLink("http://jira.example.com/browse/POKER-1")).toBe(true);
  });

  it("states each limit in its message", () => {
    expect(Q.titleTooLong).toContain(String(STORY_TITLE_MAX_LENGTH));
    expect(Q.descriptionTooLong).toContain(String(STORY_DESCRIPTION_MAX_LENGTH));
    expect(Q.linkTooLong).toContain(String(STORY_LINK_MAX_LENGTH));
    expect(Q.bulkTextTooLong).toContain(String(BULK_TEXT_MAX_LENGTH));
  });
});

describe("parseBulkStories", () => {
  it("takes one story per line, trimmed, skipping blank lines, in order", () => {
    expect(parseBulkStories("  Login page \n\n\r\nCheckout\r\n   \nSearch filters\n")).toEqual({ ok: true, titles: ["Login page", "Checkout", "Search filters"] });
  });

  it("drops list markers a pasted list carries, but keeps numbers", () => {
    expect(parseBulkStories("- Login\n* Checkout\n• Search\n2FA setup\n-dash-in-title")).toEqual({
      ok: true,
      titles: ["Login", "Checkout", "Search", "2FA setup", "-dash-in-title"],
    });
  });

  it("refuses blank text", () => {
    expect(parseBulkStories(" \n\n ")).toEqual({ ok: false, message: Q.bulkEmpty });
    expect(parseBulkStories("")).toEqual({ ok: false, message: Q.bulkEmpty });
  });

  it("names the line that is too long", () => {
    const text = `Fine\n\n${"x".repeat(STORY_TITLE_MAX_LENGTH + 1)}`;
    expect(parseBulkStories(text)).toEqual({ ok: false, message: `Line 3 is too long: a story title must be at most ${STORY_TITLE_MAX_LENGTH} characters long` });
    expect(parseBulkStories("x".repeat(STORY_TITLE_MAX_LENGTH))).toEqual({ ok: true, titles: ["x".repeat(STORY_TITLE_MAX_LENGTH)] });
  });

  it("caps how many stories one paste adds", () => {
    const lines = (n: number) => Array.from({ length: n }, (_, i) => `Story ${i + 1}`).join("\n");
    expect(parseBulkStories(lines(BULK_ADD_MAX_STORIES))).toMatchObject({ ok: true });
    expect(parseBulkStories(lines(BULK_ADD_MAX_STORIES + 1))).toEqual({
      ok: false,
      message: `Paste at most ${BULK_ADD_MAX_STORIES} stories at once (this text has ${BULK_ADD_MAX_STORIES + 1})`,
    });
  });

  it("refuses text longer than the limit before reading it", () => {
    expect(parseBulkStories("\n".repeat(BULK_TEXT_MAX_LENGTH + 1))).toEqual({ ok: false, message: Q.bulkTextTooLong });
  });
});

describe("queueCapacityMessage", () => {
  it("allows additions up to the cap and says how much room is left", () => {
    expect(queueCapacityMessage(0, QUEUE_MAX_STORIES)).toBeNull();
    expect(queueCapacityMessage(QUEUE_MAX_STORIES - 3, 5)).toBe(`The queue has room for 3 more stories (at most ${QUEUE_MAX_STORIES})`);
    expect(queueCapacityMessage(QUEUE_MAX_STORIES - 1, 2)).toBe(`The queue has room for 1 more story (at most ${QUEUE_MAX_STORIES})`);
    expect(queueCapacityMessage(QUEUE_MAX_STORIES, 1)).toBe(`The queue is full: a room holds at most ${QUEUE_MAX_STORIES} stories`);
  });
});
