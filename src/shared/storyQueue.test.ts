import { describe, expect, it } from "vitest";
import {
  QUEUE_POSITION_GAP,
  QUEUE_POSITION_LIMIT,
  type QueuePosition,
  type StoryStatus,
  appendPositions,
  applyPositions,
  moveDown,
  moveToIndex,
  moveUp,
  nextPendingStory,
  removeFromQueue,
  renumberQueue,
  sortQueue,
} from "./storyQueue";

const ids = (items: readonly QueuePosition[]) => sortQueue(items).map((item) => item.id);
const queue = (...names: string[]) => renumberQueue(names);

/** Applies a move the way the server stores it, asserting it was accepted. */
function move(items: QueuePosition[], writes: QueuePosition[] | null): QueuePosition[] {
  expect(writes).not.toBeNull();
  return applyPositions(items, writes!);
}

describe("queue order", () => {
  it("sorts by position, ties by id", () => {
    expect(ids([{ id: "b", position: 5 }, { id: "c", position: 1 }, { id: "a", position: 5 }])).toEqual(["c", "a", "b"]);
  });

  it("appends after the last story with a gap, whatever the order given", () => {
    expect(appendPositions([], 2)).toEqual([QUEUE_POSITION_GAP, 2 * QUEUE_POSITION_GAP]);
    expect(appendPositions([{ id: "a", position: 5000 }, { id: "b", position: 10 }], 1)).toEqual([5000 + QUEUE_POSITION_GAP]);
  });
});

describe("moveToIndex", () => {
  it("moves a story with one write when a position fits between its new neighbours", () => {
    const items = queue("a", "b", "c", "d");
    const writes = moveToIndex(items, "d", 1);
    expect(writes).toHaveLength(1);
    expect(ids(move(items, writes))).toEqual(["a", "d", "b", "c"]);
  });

  it("moves to the top and to the bottom", () => {
    const items = queue("a", "b", "c");
    expect(ids(move(items, moveToIndex(items, "c", 0)))).toEqual(["c", "a", "b"]);
    expect(ids(move(items, moveToIndex(items, "a", 2)))).toEqual(["b", "c", "a"]);
  });

  it("clamps the index to the queue's ends", () => {
    const items = queue("a", "b", "c");
    expect(ids(move(items, moveToIndex(items, "b", -5)))).toEqual(["b", "a", "c"]);
    expect(ids(move(items, moveToIndex(items, "b", 99)))).toEqual(["a", "c", "b"]);
  });

  it("writes nothing when the story is already there, and refuses a story not in the queue", () => {
    const items = queue("a", "b");
    expect(moveToIndex(items, "a", 0)).toEqual([]);
    expect(moveToIndex(items, "zz", 0)).toBeNull();
    expect(moveToIndex(items, "a", Number.NaN)).toEqual([]);
  });

  it("renumbers only when neighbours touch, and the order stays right", () => {
    let items: QueuePosition[] = [{ id: "a", position: 1 }, { id: "b", position: 2 }, { id: "c", position: 3 }];
    const writes = moveToIndex(items, "c", 1)!;
    expect(writes.length).toBeGreaterThan(1);
    items = move(items, writes);
    expect(ids(items)).toEqual(["a", "c", "b"]);
    expect(new Set(items.map((i) => i.position)).size).toBe(3);
  });

  it("keeps working over many moves into the same gap", () => {
    let items = queue("a", "b", "c", "d", "e");
    const expected = ["a", "b", "c", "d", "e"];
    for (let i = 0; i < 40; i++) {
      // Always squeeze the last story in second place: halving one gap again and again.
      const last = expected.pop()!;
      expected.splice(1, 0, last);
      items = move(items, moveToIndex(items, last, 1));
      expect(ids(items)).toEqual(expected);
    }
  });

  it("renumbers rather than leave the safe range of positions", () => {
    const items = [{ id: "a", position: -(QUEUE_POSITION_LIMIT - 1) }, { id: "b", position: 0 }];
    const writes = moveToIndex(items, "b", 0)!;
    expect(writes.every((w) => Math.abs(w.position) < QUEUE_POSITION_LIMIT)).toBe(true);
    expect(ids(move(items, writes))).toEqual(["b", "a"]);
  });
});

describe("moveUp and moveDown", () => {
  it("swap a story with its neighbour and stop at the ends", () => {
    const items = queue("a", "b", "c");
    expect(ids(move(items, moveUp(items, "b")))).toEqual(["b", "a", "c"]);
    expect(ids(move(items, moveDown(items, "b")))).toEqual(["a", "c", "b"]);
    expect(moveUp(items, "a")).toEqual([]);
    expect(moveDown(items, "c")).toEqual([]);
    expect(moveUp(items, "zz")).toBeNull();
    expect(moveDown(items, "zz")).toBeNull();
  });
});

describe("removeFromQueue", () => {
  it("drops the story and leaves the others' positions alone", () => {
    const items = queue("a", "b", "c");
    const left = removeFromQueue(items, "b");
    expect(left).toEqual([items[0], items[2]]);
    expect(removeFromQueue(items, "zz")).toEqual(items);
  });
});

describe("nextPendingStory", () => {
  const stories = (...entries: [string, StoryStatus][]) => entries.map(([id, status], i) => ({ id, status, position: (i + 1) * 10 }));

  it("takes the first pending story after the current one", () => {
    const items = stories(["a", "estimated"], ["b", "pending"], ["c", "skipped"], ["d", "pending"]);
    expect(nextPendingStory(items, "b")?.id).toBe("d");
    expect(nextPendingStory(items, "a")?.id).toBe("b");
  });

  it("starts from the top when there is no current story", () => {
    expect(nextPendingStory(stories(["a", "estimated"], ["b", "pending"]), null)?.id).toBe("b");
  });

  it("wraps to pending stories above the current one, never skipped ones", () => {
    const items = stories(["a", "pending"], ["b", "skipped"], ["c", "pending"], ["d", "estimated"]);
    expect(nextPendingStory(items, "d")?.id).toBe("a");
    expect(nextPendingStory(items, "c")?.id).toBe("a");
  });

  it("is null when nothing is left, and never returns the current story", () => {
    expect(nextPendingStory(stories(["a", "pending"]), "a")).toBeNull();
    expect(nextPendingStory(stories(["a", "estimated"], ["b", "skipped"]), "a")).toBeNull();
    expect(nextPendingStory([], null)).toBeNull();
  });

  it("treats a current story no longer in the queue as none", () => {
    expect(nextPendingStory(stories(["a", "pending"], ["b", "pending"]), "gone")?.id).toBe("a");
  });
});
