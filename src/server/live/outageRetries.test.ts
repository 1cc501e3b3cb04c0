import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { OutageRetries, UNAVAILABLE_RETRY_MS } from "./outageRetries";

describe("queries retried after an outage", () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it("runs everything added during the pause again once, together, after it", () => {
    const runs: string[][] = [];
    const retries = new OutageRetries<string>((items) => runs.push(items));
    retries.add("room");
    vi.advanceTimersByTime(UNAVAILABLE_RETRY_MS / 2);
    retries.add("history");
    retries.add("room");
    expect(runs).toEqual([]);
    vi.advanceTimersByTime(UNAVAILABLE_RETRY_MS / 2);
    expect(runs).toEqual([["room", "history"]]);
    retries.add("room");
    vi.advanceTimersByTime(UNAVAILABLE_RETRY_MS);
    expect(runs).toEqual([["room", "history"], ["room"]]);
  });

  it("runs nothing once closed", () => {
    const runs: string[][] = [];
    const retries = new OutageRetries<string>((items) => runs.push(items));
    retries.add("room");
    retries.close();
    vi.advanceTimersByTime(UNAVAILABLE_RETRY_MS * 2);
    expect(runs).toEqual([]);
  });
});
