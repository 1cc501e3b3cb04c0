import { existsSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MOSTLY_WAITING, spreadWaits } from "./support/spreadWaitsSequencer";

describe("the order vitest starts files in", () => {
  const rest = Array.from({ length: 20 }, (_, i) => `busy-${i}`);
  const waits = ["wait-a", "wait-b", "wait-c", "wait-d"];
  const rank = (file: string) => waits.indexOf(file);

  it("starts two waiting files at once, the longest, and spreads the others through the run", () => {
    const order = spreadWaits([...rest.slice(0, 10), "wait-c", "wait-a", ...rest.slice(10), "wait-d", "wait-b"], rank);
    expect(order.slice(0, 3)).toEqual(["wait-a", "wait-b", "busy-0"]);
    const at = (file: string) => order.indexOf(file);
    expect(at("wait-c")).toBeGreaterThan(4);
    expect(at("wait-d")).toBeGreaterThan(at("wait-c") + 4);
    expect(at("wait-d")).toBeLessThan(order.length - 2);
  });

  it("spreads them over the files a span names (the integration files before the quick unit files)", () => {
    const order = spreadWaits([...waits, ...rest], rank, 10);
    expect(order.indexOf("wait-c")).toBeGreaterThanOrEqual(4);
    expect(order.indexOf("wait-d")).toBeLessThanOrEqual(2 + 10);
  });

  it("keeps every file once and the busy files in vitest's order", () => {
    const order = spreadWaits([...waits].reverse().concat(rest), rank);
    expect([...order].sort()).toEqual([...waits, ...rest].sort());
    expect(order.filter((file) => rank(file) < 0)).toEqual(rest);
  });

  it("leaves a run without waiting files as it is", () => {
    expect(spreadWaits(rest, rank)).toEqual(rest);
    expect(spreadWaits(["wait-b"], rank)).toEqual(["wait-b"]);
  });

  it("lists only files that exist, each in a project of the integration tests", () => {
    for (const entry of MOSTLY_WAITING) {
      const [project, file] = entry.split(":") as [string, string];
      expect(["sqlite", "pg"], entry).toContain(project);
      expect(existsSync(file), entry).toBe(true);
    }
  });
});
