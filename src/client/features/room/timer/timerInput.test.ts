import { describe, expect, it } from "vitest";
import { parseTimerLength } from "./timerInput";

describe("parseTimerLength", () => {
  it("reads minutes, decimal minutes and minutes:seconds", () => {
    expect(parseTimerLength("3")).toEqual({ ms: 180_000 });
    expect(parseTimerLength(" 1.5 ")).toEqual({ ms: 90_000 });
    expect(parseTimerLength("1,5")).toEqual({ ms: 90_000 });
    expect(parseTimerLength("2:30")).toEqual({ ms: 150_000 });
    expect(parseTimerLength("0:45")).toEqual({ ms: 45_000 });
    expect(parseTimerLength("60")).toEqual({ ms: 3_600_000 });
  });

  it("refuses what is no length, or one outside 30 seconds to 60 minutes, with the server's words", () => {
    for (const text of ["", "abc", "2:75", "1:2", "-3", "3m", "1e1"]) expect(parseTimerLength(text)).toEqual({ error: "Enter minutes, or minutes and seconds such as 2:30" });
    expect(parseTimerLength("0:29")).toEqual({ error: "The timer must run for at least 30 seconds" });
    expect(parseTimerLength("0")).toEqual({ error: "The timer must run for at least 30 seconds" });
    expect(parseTimerLength("60:01")).toEqual({ error: "The timer can run for at most 60 minutes" });
    expect(parseTimerLength("90")).toEqual({ error: "The timer can run for at most 60 minutes" });
  });
});
