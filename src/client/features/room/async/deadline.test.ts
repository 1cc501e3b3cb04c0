import { describe, expect, it } from "vitest";
import { defaultDeadline, formatDeadline, fromLocalInput, toLocalInput } from "./deadline";

describe("an async deadline on screen", () => {
  const at = Date.UTC(2026, 10, 27, 15, 30);
  it("names the viewer's own time zone", () => {
    expect(formatDeadline(at, "en-GB", "Europe/Berlin")).toMatch(/16:30.*(CET|GMT\+1)/);
    expect(formatDeadline(at, "en-US", "America/New_York")).toMatch(/10:30.*(EST|GMT-5)/);
  });
  it("round-trips through a datetime-local field", () => {
    expect(fromLocalInput(toLocalInput(at))).toBe(at);
    expect(fromLocalInput("")).toBeNaN();
  });
  it("defaults to two days ahead, on the hour", () => {
    const deadline = defaultDeadline(at);
    expect(deadline - at).toBeGreaterThan(47 * 3_600_000);
    expect(new Date(deadline).getMinutes()).toBe(0);
  });
});
