import { describe, expect, it } from "vitest";
import { reuseArray, reuseIfEqual } from "./structuralSharing";

describe("structural sharing", () => {
  it("keeps the previous object when nothing changed, and freezes a new one otherwise", () => {
    const previous = Object.freeze({ a: 1, b: "x" });
    expect(reuseIfEqual(previous, { a: 1, b: "x" })).toBe(previous);
    const changed = reuseIfEqual(previous, { a: 2, b: "x" });
    expect(changed).toEqual({ a: 2, b: "x" });
    expect(Object.isFrozen(changed)).toBe(true);
    expect(reuseIfEqual(previous, { a: 1, b: "x", c: 3 } as { a: number; b: string })).not.toBe(previous);
    expect(reuseIfEqual(null, { a: 1 })).toEqual({ a: 1 });
  });

  it("keeps the previous array when it holds the same items in the same order", () => {
    const item = { id: 1 };
    const previous = Object.freeze([item]);
    expect(reuseArray(previous, [item])).toBe(previous);
    expect(reuseArray(previous, [{ id: 1 }])).not.toBe(previous);
    expect(reuseArray(previous, [item, item])).toHaveLength(2);
  });
});
