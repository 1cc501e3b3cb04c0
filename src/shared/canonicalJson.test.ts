import { describe, expect, it } from "vitest";
import { canonicalJson } from "./canonicalJson";

describe("canonicalJson", () => {
  it("gives the same text for the same arguments in any key order", () => {
    expect(canonicalJson({ b: 1, a: { d: [1, { f: 2, e: 3 }], c: "x" } })).toBe(canonicalJson({ a: { c: "x", d: [1, { e: 3, f: 2 }] }, b: 1 }));
    expect(canonicalJson({ b: 1, a: 2 })).toBe('{"a":2,"b":1}');
  });

  it("drops undefined keys as sending would, and keeps nulls", () => {
    expect(canonicalJson({ a: undefined, b: null })).toBe('{"b":null}');
    expect(canonicalJson(undefined)).toBe("null");
  });

  it("tells different arguments apart", () => {
    expect(canonicalJson({ roomId: "a" })).not.toBe(canonicalJson({ roomId: "b" }));
    expect(canonicalJson(["a", "b"])).not.toBe(canonicalJson(["b", "a"]));
  });
});
