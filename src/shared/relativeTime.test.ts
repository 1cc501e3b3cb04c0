import { describe, expect, it } from "vitest";
import { formatRelativeTime } from "./relativeTime";

const now = Date.UTC(2025, 5, 29, 12, 0, 0);
const s = 1_000;
const m = 60 * s;
const h = 60 * m;
const d = 24 * h;
const ago = (ms: number) => formatRelativeTime(now - ms, now);

describe("formatRelativeTime (spec 2)", () => {
  it.each([
    [0, "Just now"],
    [59 * s, "Just now"],
    [59 * s + 999, "Just now"],
    [60 * s, "1m ago"],
    [5 * m + 30 * s, "5m ago"],
    [59 * m + 59 * s, "59m ago"],
    [60 * m, "1h ago"],
    [23 * h + 59 * m, "23h ago"],
    [24 * h - 1, "23h ago"],
    [24 * h, "1d ago"],
    [47 * h + 59 * m, "1d ago"],
    [48 * h, "2d ago"],
    [400 * d, "400d ago"],
  ])("%i ms ago reads %s", (elapsed, text) => {
    expect(ago(elapsed)).toBe(text);
  });

  it("reads 'Just now' for future timestamps", () => {
    expect(formatRelativeTime(now + 5 * m, now)).toBe("Just now");
    expect(formatRelativeTime(now + 3 * d, now)).toBe("Just now");
  });

  it("reads 'Just now' for a missing timestamp rather than 'NaNd ago'", () => {
    expect(formatRelativeTime(Number.NaN, now)).toBe("Just now");
  });
});
