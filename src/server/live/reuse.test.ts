import { describe, expect, it } from "vitest";
import { reuseUnchanged, sameContent } from "./reuse";

describe("reuseUnchanged", () => {
  it("keeps the previous value whole when nothing changed, and freezes a new one otherwise", () => {
    const previous = reuseUnchanged(undefined, { a: 1, list: [{ id: "x" }], byId: new Map([["x", 1]]) });
    expect(Object.isFrozen(previous)).toBe(true);
    expect(Object.isFrozen(previous.list[0])).toBe(true);
    expect(reuseUnchanged(previous, { a: 1, list: [{ id: "x" }], byId: new Map([["x", 1]]) })).toBe(previous);
    const changed = reuseUnchanged(previous, { a: 2, list: [{ id: "x" }], byId: new Map([["x", 1]]) });
    expect(changed).not.toBe(previous);
    expect(changed.a).toBe(2);
    expect(changed.list).toBe(previous.list);
    expect(changed.byId).toBe(previous.byId);
    expect(Object.isFrozen(changed)).toBe(true);
  });

  it("never keeps a value that changed, nor one that gained or lost a key", () => {
    const previous = reuseUnchanged(undefined, { a: 1, b: { c: "x" } });
    expect(reuseUnchanged(previous, { a: 1, b: { c: "y" } }).b).toEqual({ c: "y" });
    expect(reuseUnchanged(previous, { a: 1, b: { c: "x", d: 1 } }).b).toEqual({ c: "x", d: 1 });
    expect(reuseUnchanged(previous, { a: 1 })).toEqual({ a: 1 });
    expect(reuseUnchanged(previous, { a: 1, b: null })).toEqual({ a: 1, b: null });
  });

  it("keeps the items of a list around one inserted, removed or changed item", () => {
    const item = (id: string, value = 0) => ({ id, value });
    const previous = reuseUnchanged(undefined, [item("a"), item("b"), item("c")]);
    const prepended = reuseUnchanged(previous, [item("new"), item("a"), item("b"), item("c")]);
    expect(prepended.slice(1)).toEqual(previous);
    prepended.slice(1).forEach((kept, i) => expect(kept).toBe(previous[i]));
    const removed = reuseUnchanged(previous, [item("a"), item("c")]);
    expect(removed[0]).toBe(previous[0]);
    expect(removed[1]).toBe(previous[2]);
    const changed = reuseUnchanged(previous, [item("a"), item("b", 1), item("c")]);
    expect(changed[0]).toBe(previous[0]);
    expect(changed[1]).toEqual(item("b", 1));
    expect(changed[2]).toBe(previous[2]);
    const appended = reuseUnchanged(previous, [item("a"), item("b"), item("c"), item("d")]);
    previous.forEach((kept, i) => expect(appended[i]).toBe(kept));
  });

  it("tells an item put in front or taken out by identity, without comparing the new item with the old", () => {
    let reads = 0;
    const watched = (id: string) => Object.defineProperty({ id }, "votes", { enumerable: true, get: () => (reads++, [1, 2, 3]) });
    const previous = reuseUnchanged(undefined, [watched("a"), watched("b"), watched("c")]);
    reads = 0;
    // A loader that keeps the previous load's items (the round history) hands them back as they were.
    const prepended = reuseUnchanged(previous, [{ id: "new", votes: [1, 2, 3] }, ...previous]);
    expect(prepended.slice(1)).toEqual(previous);
    prepended.slice(1).forEach((kept, i) => expect(kept).toBe(previous[i]));
    expect(Object.isFrozen(prepended[0])).toBe(true);
    const removed = reuseUnchanged(previous, [previous[0]!, previous[2]!]);
    expect(removed).toEqual([previous[0], previous[2]]);
    expect(removed[1]).toBe(previous[2]);
    expect(reads).toBe(0);
  });

  it("hands on a value an earlier load already made shared (a part's new round), not a copy of it", () => {
    const previous = reuseUnchanged(undefined, [{ id: "a", votes: [{ value: "1" }] }]);
    const fromPart = reuseUnchanged(undefined, { id: "new", votes: [{ value: "2" }] });
    const next = reuseUnchanged(previous, [fromPart, previous[0]!]);
    expect(next[0]).toBe(fromPart);
    expect(next[1]).toBe(previous[0]);
    expect(Object.isFrozen(next)).toBe(true);
  });

  it("compares content, not identity or key order", () => {
    expect(sameContent({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toBe(true);
    expect(sameContent({ a: 1, b: 2 }, { b: 2, a: 1 })).toBe(true);
    expect(sameContent({ a: undefined }, {})).toBe(false);
    expect(sameContent([1, 2], [2, 1])).toBe(false);
    expect(sameContent(new Set([1]), new Set([1]))).toBe(true);
  });
});
