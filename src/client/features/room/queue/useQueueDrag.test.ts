import { describe, expect, it } from "vitest";
import { dropIndex, previewOrder } from "./useQueueDrag";

describe("dragging a story in the queue", () => {
  it("lands after every other story whose middle the pointer passed", () => {
    expect(dropIndex([10, 30, 50], 5)).toBe(0);
    expect(dropIndex([10, 30, 50], 31)).toBe(2);
    expect(dropIndex([10, 30, 50], 99)).toBe(3);
  });

  it("shows the dragged story at its landing place, the others in their order", () => {
    expect(previewOrder(["a", "b", "c", "d"], "a", 2)).toEqual(["b", "c", "a", "d"]);
    expect(previewOrder(["a", "b", "c", "d"], "d", 0)).toEqual(["d", "a", "b", "c"]);
    expect(previewOrder(["a", "b", "c"], "b", 9)).toEqual(["a", "c", "b"]);
  });
});
