import { describe, expect, it } from "vitest";
import type { RoundTimer } from "../../../../shared/countdown";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setupI18n } from "@lingui/core";
import { compileCatalogue } from "../../../../../scripts/build/i18nCatalogues";
import { englishT } from "../../../i18n/testing";
import { sayTimerMoment, timerChangeAnnouncement, timerTick, type TimerMoment } from "./timerAnnouncements";

const t = englishT("voting");
const english = (moment: TimerMoment | null) => (moment === null ? null : sayTimerMoment(t, "en", moment));

/** The voting area in another language, as the room loads it. */
function votingT(language: string) {
  const i18n = setupI18n();
  const source = JSON.parse(readFileSync(join(import.meta.dirname, "../../../i18n/locales", language, "voting.json"), "utf8")) as Record<string, string>;
  i18n.load(language, compileCatalogue(source) as never);
  i18n.activate(language);
  return (id: string, values?: Record<string, string | number>) => i18n._(id, values);
}

const NOW = 1_000_000;
const running = (leftMs: number, durationMs = 300_000): RoundTimer => ({ status: "running", durationMs, endsAt: NOW + leftMs });
const paused_ = (leftMs: number, durationMs = 300_000): RoundTimer => ({ status: "paused", durationMs, remainingMs: leftMs });

describe("timerChangeAnnouncement", () => {
  it("says nothing on the first reading: someone opening the room mid-timer", () => {
    expect(english(timerChangeAnnouncement(undefined, running(200_000), NOW))).toBeNull();
    expect(english(timerChangeAnnouncement(undefined, null, NOW))).toBeNull();
  });

  it("tells a start, a pause, a resume and a stop", () => {
    expect(english(timerChangeAnnouncement(null, running(300_000), NOW))).toBe("Timer started: 5 minutes");
    expect(english(timerChangeAnnouncement(running(151_400), paused_(151_400), NOW))).toBe("Timer paused with 2 minutes 32 seconds left");
    expect(english(timerChangeAnnouncement(paused_(151_400), running(151_400), NOW))).toBe("Timer running again: 2 minutes 32 seconds left");
    expect(english(timerChangeAnnouncement(running(10_000), null, NOW))).toBe("Timer stopped");
  });

  it("tells the new time left after an extension, and nothing for the same timer re-sent", () => {
    expect(english(timerChangeAnnouncement(running(20_000), running(50_000, 330_000), NOW))).toBe("50 seconds left");
    expect(english(timerChangeAnnouncement(paused_(20_000), paused_(80_000, 360_000), NOW))).toBe("1 minute 20 seconds left");
    expect(english(timerChangeAnnouncement(running(20_000), running(20_000), NOW))).toBeNull();
    expect(english(timerChangeAnnouncement(null, null, NOW))).toBeNull();
  });

  it("says the moments a tick passes: the time left, and time up", () => {
    expect(english(timerTick(61_000, 59_500))).toBe("1 minute left");
    expect(english(timerTick(1_000, 0))).toBe("Time is up");
    expect(timerTick(45_000, 44_000)).toBeNull();
  });

  it("says every moment in the person's language, the durations through Intl", () => {
    const paused = timerChangeAnnouncement(running(151_400), paused_(151_400), NOW)!;
    expect(sayTimerMoment(votingT("de"), "de", paused)).toBe("Timer pausiert, noch 2 Minuten 32 Sekunden");
    expect(sayTimerMoment(votingT("fr"), "fr", { said: "left", seconds: 10 })).toBe("Il reste 10\u00a0secondes");
    expect(sayTimerMoment(votingT("ja"), "ja", { said: "started", seconds: 300 })).toBe("タイマーを開始しました：5 分");
    expect(sayTimerMoment(votingT("pl"), "pl", { said: "timeUp" })).toBe("Czas minął");
  });
});
