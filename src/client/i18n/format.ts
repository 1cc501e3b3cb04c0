// Numbers, durations, lists and relative times through Intl, for the room's screens. English keeps
// the spec's words (the shared helpers' exact forms: "2 minutes 30 seconds", "Kim and Lee",
// "5m ago"); every other language gets Intl's (docs/i18n.md).
import { formatRelativeTime } from "../../shared/relativeTime";
import { describeDuration } from "../../shared/messages/timer";
import type { Language } from "./languages";

const MINUTE_MS = 60_000;

/** "2 minutes 30 seconds" in the language's words. */
export function formatDuration(language: Language, totalSeconds: number): string {
  if (language === "en") return describeDuration(totalSeconds);
  const minutes = Math.floor(totalSeconds / 60);
  const seconds = totalSeconds % 60;
  const unit = (value: number, name: "minute" | "second") => new Intl.NumberFormat(language, { style: "unit", unit: name, unitDisplay: "long" }).format(value);
  if (minutes === 0) return unit(seconds, "second");
  return seconds === 0 ? unit(minutes, "minute") : `${unit(minutes, "minute")} ${unit(seconds, "second")}`;
}

/** A short length for a button: "30 s", "2 min" (English as before). */
export function formatShortDuration(language: Language, ms: number): string {
  const [value, name] = ms < 60_000 ? [ms / 1_000, "second"] : [ms / 60_000, "minute"];
  if (language === "en") return `${value} ${name === "second" ? "s" : "min"}`;
  return new Intl.NumberFormat(language, { style: "unit", unit: name, unitDisplay: "short" }).format(value);
}

/** "Kim, Lee and Max" (English without the serial comma, as the spec's sentences write it). */
export function formatList(language: Language, items: readonly string[]): string {
  if (language === "en") return items.length <= 1 ? (items[0] ?? "") : `${items.slice(0, -1).join(", ")} and ${items[items.length - 1]}`;
  return new Intl.ListFormat(language, { style: "long", type: "conjunction" }).format(items);
}

/** Spec 2's "Just now", "5m ago" in English; Intl's relative time in the same units elsewhere. */
export function formatAgo(language: Language, justNow: string, timestampMs: number, nowMs: number): string {
  if (language === "en") return formatRelativeTime(timestampMs, nowMs);
  const elapsed = nowMs - timestampMs;
  if (!(elapsed >= MINUTE_MS)) return justNow;
  const format = new Intl.RelativeTimeFormat(language, { numeric: "always", style: "narrow" });
  if (elapsed < 60 * MINUTE_MS) return format.format(-Math.floor(elapsed / MINUTE_MS), "minute");
  if (elapsed < 24 * 60 * MINUTE_MS) return format.format(-Math.floor(elapsed / (60 * MINUTE_MS)), "hour");
  return format.format(-Math.floor(elapsed / (24 * 60 * MINUTE_MS)), "day");
}

/** A whole number in the language's digits and grouping. */
export function formatNumber(language: Language, value: number): string {
  return new Intl.NumberFormat(language).format(value);
}

/** Time spent, "2m 05s" in English (the shared formatDuration); Intl's narrow units elsewhere. */
export function formatElapsed(language: Language, ms: number, english: (ms: number) => string): string {
  if (language === "en") return english(ms);
  const total = Number.isFinite(ms) && ms > 0 ? Math.floor(ms / 1000) : 0;
  const [hours, minutes, seconds] = [Math.floor(total / 3600), Math.floor((total % 3600) / 60), total % 60];
  const unit = (value: number, name: "hour" | "minute" | "second") => new Intl.NumberFormat(language, { style: "unit", unit: name, unitDisplay: "narrow" }).format(value);
  if (hours > 0) return `${unit(hours, "hour")} ${unit(minutes, "minute")}`;
  if (minutes > 0) return `${unit(minutes, "minute")} ${unit(seconds, "second")}`;
  return unit(seconds, "second");
}
