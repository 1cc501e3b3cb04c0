import { describe, expect, it } from "vitest";
import { redirectQuery, safeRedirectPath } from "./redirect";

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/room/ABC123")).toBe("/room/ABC123");
    expect(safeRedirectPath("/")).toBe("/");
  });

  it("sends anything else home", () => {
    for (const value of [null, undefined, "", "room/ABC", "https://evil.example/", "//evil.example", "/\\evil.example", "/a b", "javascript:alert(1)", `/${"a".repeat(600)}`]) {
      expect(safeRedirectPath(value)).toBe("/");
    }
  });
});

describe("redirectQuery", () => {
  it("carries a path and leaves home out", () => {
    expect(redirectQuery("/room/ABC123")).toBe("?redirect=%2Froom%2FABC123");
    expect(redirectQuery("/")).toBe("");
  });
});
