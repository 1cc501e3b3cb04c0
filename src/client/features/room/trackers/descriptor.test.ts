import { describe, expect, it } from "vitest";
import { fieldValues } from "./descriptor";

describe("fieldValues: what a manager typed, as the server takes it", () => {
  const fields = [
    { name: "milestone", label: "Milestone", optional: true },
    { name: "labels", label: "Labels", optional: true, list: true },
    { name: "state", label: "State", type: "select" as const, options: [["open", "Open"], ["all", "All"]] as const },
    { name: "number", label: "Number", type: "number" as const },
  ];

  it("leaves empty optional fields out, splits lists at commas, numbers as numbers, a select's first option by default", () => {
    expect(fieldValues(fields, { milestone: "  ", labels: " bug, ui ,", number: "12" })).toEqual({ labels: ["bug", "ui"], state: "open", number: 12 });
  });

  it("keeps what is not a number as typed, for the server to refuse with a sentence", () => {
    expect(fieldValues(fields, { milestone: "Sprint 4", state: "all", number: "twelve" })).toEqual({ milestone: "Sprint 4", state: "all", number: "twelve" });
  });
});
