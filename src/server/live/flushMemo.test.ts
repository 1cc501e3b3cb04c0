import { describe, expect, it } from "vitest";
import { diffJson } from "../../shared/jsonPatch";
import { FlushMemo } from "./flushMemo";

describe("a flush's shared patch text", () => {
  // A room's shared (frozen) vote list before and after a vote, and three viewers' results around it.
  const before = Object.freeze([Object.freeze({ participantId: "a", value: null })]);
  const after = Object.freeze([...before, Object.freeze({ participantId: "b", value: null })]);
  const view = (votes: readonly object[], me: string, myVote: string | null) => ({ votes, me, myVote });

  it("writes the patch of viewers whose changes are the same shared operations once, and the voter its own", () => {
    const memo = new FlushMemo();
    const anns = diffJson(view(before, "a", "3"), view(after, "a", "3"), memo.diffs);
    const cals = diffJson(view(before, "c", null), view(after, "c", null), memo.diffs);
    const bobs = diffJson(view(before, "b", null), view(after, "b", "5"), memo.diffs);
    expect(anns).not.toBe(cals);
    const ann = memo.patchJson(anns);
    expect(memo.patchJson(cals)).toBe(ann);
    expect(JSON.parse(ann)).toEqual([{ op: "set", path: ["votes", 1], value: { participantId: "b", value: null } }]);
    const bob = memo.patchJson(bobs);
    expect(JSON.parse(bob)).toEqual([...JSON.parse(ann), { op: "set", path: ["myVote"], value: "5" }]);
  });

  it("builds the QueryPatched message once per query id", () => {
    const memo = new FlushMemo();
    const patch = '[{"op":"set","path":["x"],"value":1}]';
    const first = memo.patchedModification(1, patch);
    expect(JSON.parse(first)).toEqual({ type: "QueryPatched", queryId: 1, patch: [{ op: "set", path: ["x"], value: 1 }] });
    expect(memo.patchedModification(1, patch)).toBe(first);
    expect(JSON.parse(memo.patchedModification(4, patch)).queryId).toBe(4);
  });
});
