import { describe, expect, it } from "vitest";
import { checks, comparisonTable, ratio, type ComparedFigures } from "./compare";

const clean: ComparedFigures = { voteP99: 12.5, ownerRevealP99: 9, ownerNewRoundP99: 11, serverCpuMsPerVote: 1.77, generatorCpuMsPerVote: 1.2, missing: 0, refused: 0, stalled: 0, mismatches: 0 };
const floor: ComparedFigures = { ...clean, voteP99: 5, ownerRevealP99: 4.5, ownerNewRoundP99: 5.5, serverCpuMsPerVote: 0.59, generatorCpuMsPerVote: 1 };

describe("ratio", () => {
  it("is app over floor with two decimals", () => {
    expect(ratio(12.5, 5)).toBe("2.50x");
    expect(ratio(1.77, 0.65)).toBe("2.72x");
  });
  it("is n/a when a side never completed or the floor is zero", () => {
    expect(ratio(Number.POSITIVE_INFINITY, 5)).toBe("n/a");
    expect(ratio(3, Number.NaN)).toBe("n/a");
    expect(ratio(3, 0)).toBe("n/a");
  });
});

describe("checks", () => {
  it("says none for a clean run and names every kind of failure otherwise", () => {
    expect(checks(clean)).toBe("none");
    expect(checks({ ...clean, missing: 3, stalled: 1 })).toBe("3 missed, 0 refused, 1 stalled, 0 != db");
  });
});

describe("comparisonTable", () => {
  it("puts app, floor and their ratio side by side for each figure", () => {
    const lines = comparisonTable([{ name: "rooms100", app: clean, floor }]);
    expect(lines[0]).toBe(
      "| preset | vote p99 (ms) app | floor | app/floor | owner reveal p99 (ms) app | floor | app/floor | owner new round p99 (ms) app | floor | app/floor | server CPU/vote (ms) app | floor | app/floor | generator CPU/vote (ms) app | floor | app/floor | votes lost, refused, stalled or != db (app; floor) |",
    );
    expect(lines[1]).toBe("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
    expect(lines[2]).toBe("| rooms100 | 12.50 | 5.00 | 2.50x | 9.00 | 4.50 | 2.00x | 11.00 | 5.50 | 2.00x | 1.77 | 0.59 | 3.00x | 1.20 | 1.00 | 1.20x | none; none |");
  });
});
