import { describe, expect, it } from "vitest";
import { reuseUnchanged } from "./reuse";
import { stringifyCached } from "./serialize";

describe("stringifyCached", () => {
  it("writes what JSON.stringify writes, for shared (frozen) values and per-viewer ones around them", () => {
    const shared = reuseUnchanged(undefined, { round: 3, votes: [{ participantId: "p1", value: null }, { participantId: "p2", value: "8" }], note: "“quoted” \"\\ é" });
    const viewer = { room: shared, me: "p1", myVote: "8", skipped: undefined, list: [shared, undefined, 1.5, true, null] };
    expect(stringifyCached(viewer)).toBe(JSON.stringify(viewer));
    expect(stringifyCached(shared)).toBe(JSON.stringify(shared));
    expect(stringifyCached(undefined)).toBe("null");
  });

  it("keeps the JSON of each shared value for the rest of the flush, never a viewer's own object", () => {
    const shared = reuseUnchanged(undefined, { votes: [{ participantId: "p1", value: "5" }] });
    const cache = new Map<object, string>();
    const first = { room: shared, myVote: "5" };
    stringifyCached(first, cache);
    expect(cache.get(shared)).toBe(JSON.stringify(shared));
    expect(cache.has(first)).toBe(false);
    // Another viewer's object around the same shared value: its own fields, the shared JSON as it was.
    expect(stringifyCached({ room: shared, myVote: null }, cache)).toBe(`{"room":${cache.get(shared)!},"myVote":null}`);
  });
});
