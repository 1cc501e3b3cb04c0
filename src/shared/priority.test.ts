import { describe, expect, it } from "vitest";
import {
  UNKNOWN_PRIORITY_RANK,
  comparePriority,
  compareTicketKeys,
  priorityColor,
  priorityRank,
  sortTicketsByPriority,
} from "./priority";

describe("priorityRank (spec 9)", () => {
  it.each([
    ["Highest", 1], ["Blocker", 1], ["Critical", 1], ["1", 1],
    ["High", 2], ["Major", 2], ["2", 2],
    ["Medium", 3], ["3", 3],
    ["Low", 4], ["Minor", 4], ["4", 4],
    ["Lowest", 5], ["Trivial", 5], ["5", 5],
  ])("%s -> %i", (name, rank) => {
    expect(priorityRank(name)).toBe(rank);
  });

  it("matches case-insensitively and ignores surrounding spaces", () => {
    expect(priorityRank("HIGHEST")).toBe(1);
    expect(priorityRank("blocker")).toBe(1);
    expect(priorityRank(" mEdIuM ")).toBe(3);
  });

  it("gives 999 for anything else", () => {
    expect(UNKNOWN_PRIORITY_RANK).toBe(999);
    for (const name of ["Urgent", "", "6", "0", "High!", "constructor", "toString", null, undefined]) {
      expect(priorityRank(name)).toBe(999);
    }
  });
});

describe("comparePriority", () => {
  it("orders more urgent first", () => {
    expect(comparePriority("Highest", "Low")).toBeLessThan(0);
    expect(comparePriority("Trivial", "Major")).toBeGreaterThan(0);
    expect(comparePriority("Blocker", "critical")).toBe(0);
    expect(comparePriority("Lowest", "Whatever")).toBeLessThan(0);
  });
});

describe("compareTicketKeys", () => {
  it("compares numbers naturally", () => {
    expect(compareTicketKeys("PROJ-2", "PROJ-10")).toBeLessThan(0);
    expect(compareTicketKeys("PROJ-10", "PROJ-9")).toBeGreaterThan(0);
    expect(compareTicketKeys("ABC-1", "PROJ-1")).toBeLessThan(0);
    expect(compareTicketKeys("PROJ-7", "PROJ-7")).toBe(0);
    expect(compareTicketKeys("PROJ", "PROJ-1")).toBeLessThan(0);
  });
});

describe("sortTicketsByPriority", () => {
  it("sorts by rank, then key naturally, leaving the input untouched", () => {
    const tickets = [
      { key: "PROJ-10", priority: "Medium" },
      { key: "PROJ-3", priority: "Unknown" },
      { key: "PROJ-2", priority: "medium" },
      { key: "PROJ-1", priority: "Low" },
      { key: "PROJ-5", priority: "Blocker" },
      { key: "PROJ-4", priority: null },
      { key: "PROJ-11", priority: "Highest" },
    ];
    const copy = [...tickets];
    expect(sortTicketsByPriority(tickets).map((t) => t.key)).toEqual([
      "PROJ-5",
      "PROJ-11",
      "PROJ-2",
      "PROJ-10",
      "PROJ-1",
      "PROJ-3",
      "PROJ-4",
    ]);
    expect(tickets).toEqual(copy);
  });

  it("keeps the input order for equal rank and key (stable)", () => {
    const tickets = [
      { key: "A-1", priority: "High", id: "first" },
      { key: "A-1", priority: "major", id: "second" },
    ];
    expect(sortTicketsByPriority(tickets).map((t) => t.id)).toEqual(["first", "second"]);
  });
});

describe("priorityColor", () => {
  it("names a colour per rank and gray for unknown", () => {
    expect(priorityColor("Critical")).toBe("red");
    expect(priorityColor("Major")).toBe("orange");
    expect(priorityColor("Medium")).toBe("yellow");
    expect(priorityColor("Minor")).toBe("blue");
    expect(priorityColor("Trivial")).toBe("slate");
    expect(priorityColor("Urgent")).toBe("gray");
    expect(priorityColor(undefined)).toBe("gray");
    expect(priorityColor("__proto__")).toBe("gray");
  });
});
