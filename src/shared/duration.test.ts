import { describe, expect, it } from "vitest";
import { formatDuration } from "./duration";

describe("formatDuration", () => {
  it("shows seconds, then minutes and seconds, then hours and minutes", () => {
    expect(formatDuration(0)).toBe("0s");
    expect(formatDuration(45_999)).toBe("45s");
    expect(formatDuration(60_000)).toBe("1m 00s");
    expect(formatDuration(125_000)).toBe("2m 05s");
    expect(formatDuration(3_600_000 + 2 * 60_000 + 59_000)).toBe("1h 02m");
    expect(formatDuration(26 * 3_600_000)).toBe("26h 00m");
  });

  it("reads negative or unknown durations as none", () => {
    expect(formatDuration(-5000)).toBe("0s");
    expect(formatDuration(Number.NaN)).toBe("0s");
  });
});
