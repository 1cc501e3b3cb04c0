import { describe, expect, it } from "vitest";
import { estimateFromLabel, estimateLabel, isEstimateLabel, parseIssueKey, priorityFromLabel, priorityFromLabels, priorityFromName } from "./github";

describe("GitHub's rules", () => {
  it("reads spec 9's priority from labels, the most urgent winning", () => {
    expect(priorityFromLabel("priority: high")).toBe(2);
    expect(priorityFromLabel("Priority/Critical")).toBe(1);
    expect(priorityFromLabel("prio-low")).toBe(4);
    expect(priorityFromLabel("P0")).toBe(1);
    expect(priorityFromLabel("p3")).toBe(3);
    expect(priorityFromLabel("bug")).toBeNull();
    expect(priorityFromLabel("priority: someday")).toBeNull();
    expect(priorityFromLabels(["ui", "P3", "priority: blocker"])).toBe(1);
    expect(priorityFromName("Trivial")).toBe(5);
  });

  it("writes and reads estimate labels", () => {
    expect(estimateLabel(5)).toBe("estimate: 5");
    expect(estimateLabel(0.5, "points: ")).toBe("points: 0.5");
    expect(estimateFromLabel("Estimate: 13")).toBe(13);
    expect(estimateFromLabel("estimate: big")).toBeNull();
    expect(isEstimateLabel("bug")).toBe(false);
  });

  it("parses issue keys", () => {
    expect(parseIssueKey("octo-org/app#12")).toEqual({ owner: "octo-org", repo: "app", number: 12 });
    expect(parseIssueKey("octo-org/app")).toBeNull();
    expect(parseIssueKey("-bad/app#1")).toBeNull();
  });
});
