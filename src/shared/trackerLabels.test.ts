import { describe, expect, it } from "vitest";
import { labelList } from "./trackerLabels";

describe("labelList", () => {
  it("reads a typed comma list or a list, trimmed, without empty names", () => {
    expect(labelList(" bug, ux ,, backend ")).toEqual(["bug", "ux", "backend"]);
    expect(labelList(["bug", " ", " ux"])).toEqual(["bug", "ux"]);
    expect(labelList(undefined)).toEqual([]);
    expect(labelList("")).toEqual([]);
  });
});
