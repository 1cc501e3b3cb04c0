import { describe, expect, it } from "vitest";
import { safeRedirectPath } from "./oauthFlow";

const site = "https://poker.example.com";

describe("safeRedirectPath", () => {
  it("keeps paths on this site", () => {
    expect(safeRedirectPath("/room/ABC123", site)).toBe("/room/ABC123");
    expect(safeRedirectPath("/?x=1#y", site)).toBe("/?x=1#y");
    expect(safeRedirectPath(`${site}/room/ABC`, site)).toBe("/room/ABC");
    expect(safeRedirectPath(undefined, site)).toBeNull();
  });

  it("drops anything that could leave the site", () => {
    for (const bad of ["https://evil.example", "//evil.example/x", "/\\evil.example", "room/ABC", "/\u0000x", "javascript:alert(1)", `${site}.evil.example/x`]) {
      expect(safeRedirectPath(bad, site)).toBeNull();
    }
  });
});
