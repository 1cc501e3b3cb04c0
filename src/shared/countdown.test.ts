import { describe, expect, it } from "vitest";
import {
  type RoundTimer,
  bestClockOffset,
  estimateClockOffset,
  extendTimer,
  formatRemaining,
  isAnnouncedMoment,
  isTimeUp,
  msUntil,
  pauseTimer,
  remainingFraction,
  remainingMs,
  resumeTimer,
  serverNow,
  startTimer,
  timerAnnouncement,
  timerDurationSchema,
} from "./countdown";
import { describeDuration } from "./messages";
import { validationMessage } from "./validation";

/** The server's clock in these tests; browsers' clocks are off from it by `offset`. */
const T0 = 1_800_000_000_000;

describe("clock offset", () => {
  it("takes the server's time at the middle of the round trip", () => {
    // Our clock is 5 s behind the server's; 200 ms there and back.
    const sample = { sentAt: T0 - 5_000, receivedAt: T0 - 4_800, serverTime: T0 + 100 };
    expect(estimateClockOffset(sample)).toEqual({ offsetMs: 5_000, roundTripMs: 200 });
    expect(serverNow(T0 - 4_800, estimateClockOffset(sample))).toBe(T0 + 200);
  });

  it("works for a clock that runs ahead, and with no round trip at all", () => {
    expect(estimateClockOffset({ sentAt: T0 + 60_000, receivedAt: T0 + 60_000, serverTime: T0 }).offsetMs).toBe(-60_000);
  });

  it("never trusts a negative round trip (the clock stepped back meanwhile)", () => {
    expect(estimateClockOffset({ sentAt: T0, receivedAt: T0 - 500, serverTime: T0 + 1_000 })).toEqual({ offsetMs: 1_000, roundTripMs: 0 });
  });

  it("prefers the sample with the shortest round trip", () => {
    const slow = { sentAt: T0, receivedAt: T0 + 2_000, serverTime: T0 + 3_000 };
    const fast = { sentAt: T0 + 5_000, receivedAt: T0 + 5_040, serverTime: T0 + 7_020 };
    expect(bestClockOffset([slow, fast])).toEqual({ offsetMs: 2_000, roundTripMs: 40 });
    expect(bestClockOffset([])).toBeNull();
    expect(serverNow(T0, null)).toBe(T0);
  });
});

describe("remaining time from a server deadline", () => {
  const timer = startTimer(120_000, T0);

  it("is the same for browsers whose clocks differ, once each adds its offset", () => {
    const behind = { offsetMs: 7_000, roundTripMs: 10 };
    const ahead = { offsetMs: -3_000, roundTripMs: 10 };
    // 30 s into the timer, as each browser's own clock reads it.
    const atBehind = remainingMs(timer, serverNow(T0 + 30_000 - 7_000, behind));
    const atAhead = remainingMs(timer, serverNow(T0 + 30_000 + 3_000, ahead));
    expect(atBehind).toBe(90_000);
    expect(atAhead).toBe(90_000);
    // Without the offset the browser that is behind would show 7 s too many.
    expect(remainingMs(timer, T0 + 30_000 - 7_000)).toBe(97_000);
  });

  it("never shows more than the timer's length, so a browser a moment behind neither shows 5:01 nor announces 5:00 as it passes", () => {
    const fiveMinutes = startTimer(300_000, T0);
    const slightlyBehind = T0 - 20;
    expect(remainingMs(fiveMinutes, slightlyBehind)).toBe(300_000);
    expect(formatRemaining(remainingMs(fiveMinutes, slightlyBehind))).toBe("5:00");
    expect(timerAnnouncement(remainingMs(fiveMinutes, slightlyBehind), remainingMs(fiveMinutes, T0 + 500))).toBeNull();
  });

  it("never goes below zero and says when time is up", () => {
    expect(remainingMs(timer, T0 + 119_999)).toBe(1);
    expect(isTimeUp(timer, T0 + 119_999)).toBe(false);
    expect(remainingMs(timer, T0 + 120_000)).toBe(0);
    expect(remainingMs(timer, T0 + 999_999)).toBe(0);
    expect(isTimeUp(timer, T0 + 120_000)).toBe(true);
    expect(msUntil(T0 + 3_000, T0 + 1_000)).toBe(2_000);
    expect(msUntil(T0, T0 + 1_000)).toBe(0);
  });

  it("shares the rest as a fraction for the progress ring", () => {
    expect(remainingFraction(timer, T0)).toBe(1);
    expect(remainingFraction(timer, T0 + 90_000)).toBe(0.25);
    expect(remainingFraction(timer, T0 + 200_000)).toBe(0);
  });
});

describe("pause, resume and extend", () => {
  it("freezes the time left while paused and resumes from it", () => {
    const paused = pauseTimer(startTimer(60_000, T0), T0 + 20_000);
    expect(paused).toEqual({ status: "paused", durationMs: 60_000, remainingMs: 40_000 });
    expect(remainingMs(paused, T0 + 500_000)).toBe(40_000);
    const resumed = resumeTimer(paused, T0 + 500_000);
    expect(resumed).toEqual({ status: "running", durationMs: 60_000, endsAt: T0 + 540_000 });
    expect(pauseTimer(paused, T0 + 900_000)).toBe(paused);
    expect(resumeTimer(resumed, T0 + 900_000)).toBe(resumed);
  });

  it("adds to the time left, running or paused", () => {
    const running = startTimer(60_000, T0);
    expect(extendTimer(running, 30_000, T0 + 50_000)).toEqual({ status: "running", durationMs: 90_000, endsAt: T0 + 90_000 });
    const paused: RoundTimer = { status: "paused", durationMs: 60_000, remainingMs: 5_000 };
    expect(extendTimer(paused, 60_000, T0)).toEqual({ status: "paused", durationMs: 120_000, remainingMs: 65_000 });
  });

  it("counts from now once time is up", () => {
    const over = startTimer(30_000, T0);
    const extended = extendTimer(over, 30_000, T0 + 100_000);
    expect(remainingMs(extended, T0 + 100_000)).toBe(30_000);
    expect(extended).toMatchObject({ endsAt: T0 + 130_000 });
  });

  it("never leaves more than an hour", () => {
    const long = startTimer(59 * 60_000, T0);
    expect(remainingMs(extendTimer(long, 5 * 60_000, T0), T0)).toBe(60 * 60_000);
  });
});

describe("timer lengths", () => {
  it("takes whole seconds from 30 s to 60 minutes", () => {
    for (const ms of [30_000, 31_000, 90_000, 3_600_000]) expect(validationMessage(timerDurationSchema, ms)).toBeNull();
    expect(validationMessage(timerDurationSchema, 29_000)).toBe("The timer must run for at least 30 seconds");
    expect(validationMessage(timerDurationSchema, 5_000)).toBe("The timer must run for at least 30 seconds");
    expect(validationMessage(timerDurationSchema, 3_601_000)).toBe("The timer can run for at most 60 minutes");
    expect(validationMessage(timerDurationSchema, 1_500)).toBe("Please enter the timer length in whole seconds");
    expect(validationMessage(timerDurationSchema, 30_500)).toBe("Please enter the timer length in whole seconds");
    expect(validationMessage(timerDurationSchema, "60000")).toBe("Please enter the timer length in whole seconds");
    expect(validationMessage(timerDurationSchema, Number.NaN)).not.toBeNull();
    expect(validationMessage(timerDurationSchema, Number.POSITIVE_INFINITY)).not.toBeNull();
  });
});

describe("display", () => {
  it("rounds up to whole seconds, so 0:00 means time is up", () => {
    expect(formatRemaining(300_000)).toBe("5:00");
    expect(formatRemaining(299_001)).toBe("5:00");
    expect(formatRemaining(65_000)).toBe("1:05");
    expect(formatRemaining(9_000)).toBe("0:09");
    expect(formatRemaining(1)).toBe("0:01");
    expect(formatRemaining(0)).toBe("0:00");
    expect(formatRemaining(-5)).toBe("0:00");
    expect(formatRemaining(3_600_000)).toBe("60:00");
  });

  it("describes durations in words", () => {
    expect(describeDuration(45)).toBe("45 seconds");
    expect(describeDuration(1)).toBe("1 second");
    expect(describeDuration(60)).toBe("1 minute");
    expect(describeDuration(150)).toBe("2 minutes 30 seconds");
    expect(describeDuration(61)).toBe("1 minute 1 second");
  });
});

describe("screen reader announcements", () => {
  it("picks sensible moments, never every second", () => {
    const moments = Array.from({ length: 3_601 }, (_, s) => s).filter(isAnnouncedMoment);
    expect(moments.slice(0, 8)).toEqual([0, 10, 30, 60, 120, 180, 240, 300]);
    expect(moments.slice(8, 11)).toEqual([600, 900, 1_200]);
    expect(moments).toHaveLength(19);
  });

  it("announces a moment as a ticking display passes it, once", () => {
    // A 2-minute timer ticking each second, as a browser would read it.
    const said: string[] = [];
    let previous: number | null = null;
    for (let ms = 120_000; ms >= 0; ms -= 250) {
      const message = timerAnnouncement(previous, ms);
      if (message) said.push(message);
      previous = ms;
    }
    expect(said).toEqual(["1 minute left", "30 seconds left", "10 seconds left", "Time is up"]);
  });

  it("says nothing on the first reading, while paused, or when an extension raises the time", () => {
    expect(timerAnnouncement(null, 60_000)).toBeNull();
    expect(timerAnnouncement(40_000, 40_000)).toBeNull();
    expect(timerAnnouncement(9_000, 39_000)).toBeNull();
  });

  it("tells the time left now, once, after a sleeping tab skipped moments", () => {
    expect(timerAnnouncement(200_000, 5_000)).toBe("5 seconds left");
    expect(timerAnnouncement(200_000, 0)).toBe("Time is up");
    expect(timerAnnouncement(12_000, 11_000)).toBeNull();
  });
});
