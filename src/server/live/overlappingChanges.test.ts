import { describe, expect, it } from "vitest";
import { ALL_TOPICS } from "./changeBus";
import { OverlappingChanges } from "./overlappingChanges";

describe("OverlappingChanges", () => {
  it("tells a run about changes to what it read announced while it ran, and only those", () => {
    const log = new OverlappingChanges();
    log.record(["room:1"]); // before the run: not its concern
    const since = log.beginRun();
    expect(log.changedSince(since, new Set(["room:1"]))).toBe(false);
    log.record(["room:2"]);
    expect(log.changedSince(since, new Set(["room:1"]))).toBe(false);
    log.record(["room:1"]);
    expect(log.changedSince(since, new Set(["room:1"]))).toBe(true);
    log.endRun();
  });

  it("counts 'anything may have changed' as a change to every topic", () => {
    const log = new OverlappingChanges();
    const since = log.beginRun();
    log.record([ALL_TOPICS]);
    expect(log.changedSince(since, new Set(["user:7"]))).toBe(true);
  });

  it("keeps nothing once no run is in flight", () => {
    const log = new OverlappingChanges();
    const first = log.beginRun();
    log.record(["room:1"]);
    log.endRun();
    const second = log.beginRun();
    expect(log.changedSince(second, new Set(["room:1"]))).toBe(false);
    // The finished run's view is gone too: a run asks only while it is in flight.
    expect(log.changedSince(first, new Set(["room:1"]))).toBe(false);
  });
});
