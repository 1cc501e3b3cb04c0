import { describe, expect, it } from "vitest";
import type { RoundTimer } from "../../../../shared/countdown";
import { timerChangeAnnouncement } from "./timerAnnouncements";

const NOW = 1_000_000;
const running = (leftMs: number, durationMs = 300_000): RoundTimer => ({ status: "running", durationMs, endsAt: NOW + leftMs });
const paused = (leftMs: number, durationMs = 300_000): RoundTimer => ({ status: "paused", durationMs, remainingMs: leftMs });

describe("timerChangeAnnouncement", () => {
  it("says nothing on the first reading: someone opening the room mid-timer", () => {
    expect(timerChangeAnnouncement(undefined, running(200_000), NOW)).toBeNull();
    expect(timerChangeAnnouncement(undefined, null, NOW)).toBeNull();
  });

  it("tells a start, a pause, a resume and a stop", () => {
    expect(timerChangeAnnouncement(null, running(300_000), NOW)).toBe("Timer started: 5 minutes");
    expect(timerChangeAnnouncement(running(151_400), paused(151_400), NOW)).toBe("Timer paused with 2 minutes 32 seconds left");
    expect(timerChangeAnnouncement(paused(151_400), running(151_400), NOW)).toBe("Timer running again: 2 minutes 32 seconds left");
    expect(timerChangeAnnouncement(running(10_000), null, NOW)).toBe("Timer stopped");
  });

  it("tells the new time left after an extension, and nothing for the same timer re-sent", () => {
    expect(timerChangeAnnouncement(running(20_000), running(50_000, 330_000), NOW)).toBe("50 seconds left");
    expect(timerChangeAnnouncement(paused(20_000), paused(80_000, 360_000), NOW)).toBe("1 minute 20 seconds left");
    expect(timerChangeAnnouncement(running(20_000), running(20_000), NOW)).toBeNull();
    expect(timerChangeAnnouncement(null, null, NOW)).toBeNull();
  });
});
