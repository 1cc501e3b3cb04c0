import { describe, expect, it } from "vitest";
import { applyPatch, diffJson } from "./jsonPatch";

function roundTrip(before: unknown, after: unknown) {
  const frozen = JSON.parse(JSON.stringify(before)) as unknown;
  const ops = diffJson(before, after);
  expect(applyPatch(before, ops)).toEqual(after);
  expect(before).toEqual(frozen); // the base is never modified
  return ops;
}

describe("diffJson and applyPatch", () => {
  it("finds nothing between equal values", () => {
    expect(diffJson({ a: [1, { b: 2 }] }, { a: [1, { b: 2 }] })).toEqual([]);
    expect(diffJson(3, 3)).toEqual([]);
    expect(diffJson(null, null)).toEqual([]);
  });

  it("sends one flag when one participant votes in a big room", () => {
    const participants = Array.from({ length: 100 }, (_, i) => ({ _id: `p${i}`, name: `User ${i}`, hasVoted: false }));
    const before = { room: { name: "R" }, participants };
    const after = { room: { name: "R" }, participants: participants.map((p, i) => (i === 42 ? { ...p, hasVoted: true } : { ...p })) };
    expect(roundTrip(before, after)).toEqual([{ op: "set", path: ["participants", 42, "hasVoted"], value: true }]);
  });

  it("appends, shortens, adds and deletes keys", () => {
    expect(roundTrip({ v: [1, 2] }, { v: [1, 2, 3] })).toEqual([{ op: "set", path: ["v", 2], value: 3 }]);
    expect(roundTrip({ v: [1, 2, 3, 4] }, { v: [1, 2, 3] })).toEqual([{ op: "length", path: ["v"], value: 3 }]);
    expect(roundTrip({ a: 1 }, { a: 1, b: { c: 2 } })).toEqual([{ op: "set", path: ["b"], value: { c: 2 } }]);
    expect(roundTrip({ a: 1, b: 2 }, { a: 1 })).toEqual([{ op: "delete", path: ["b"] }]);
    roundTrip({ a: null }, { a: { x: 1 } });
    roundTrip([1, 2], { a: 1 });
    roundTrip({ a: 1 }, "text");
  });

  it("sends a reveal as the list's values alone, not every vote again", () => {
    const hidden = Object.freeze(Array.from({ length: 10 }, (_, i) => Object.freeze({ participantId: `p${i}`, value: null as string | null })));
    const revealed = Object.freeze(hidden.map((v, i) => (i === 3 ? v : Object.freeze({ ...v, value: String(i) }))));
    const values = revealed.map((v) => v.value);
    expect(roundTrip({ votes: hidden }, { votes: revealed })).toEqual([{ op: "column", path: ["votes"], key: "value", value: values }]);
    expect(() => applyPatch({ votes: [1] }, [{ op: "column", path: ["votes"], key: "value", value: values }])).toThrow(/column/);
  });

  it("replaces a shared (frozen) list in one operation when most of its items are new objects", () => {
    const hidden = Object.freeze(Array.from({ length: 10 }, (_, i) => Object.freeze({ participantId: `p${i}`, value: null as string | null })));
    const others = Object.freeze(hidden.map((v, i) => (i === 3 ? v : Object.freeze({ participantId: `q${i}`, value: String(i) }))));
    expect(roundTrip({ votes: hidden }, { votes: others })).toEqual([{ op: "set", path: ["votes"], value: others }]);
    // One new object among many keeps the small diff.
    const oneVote = Object.freeze(hidden.map((v, i) => (i === 3 ? Object.freeze({ ...v, value: "5" }) : v)));
    expect(roundTrip({ votes: hidden }, { votes: oneVote })).toEqual([{ op: "set", path: ["votes", 3, "value"], value: "5" }]);
  });

  it("puts new items in front of a shared newest-first list, cutting its end at a limit", () => {
    const entry = (n: number) => Object.freeze({ round: n });
    const three = Object.freeze([entry(3), entry(2), entry(1)]);
    const four = Object.freeze([entry(4), ...three]);
    expect(roundTrip({ history: three }, { history: four })).toEqual([{ op: "prepend", path: ["history"], value: [four[0]] }]);
    // At a limit of three the oldest goes.
    const limited = Object.freeze([four[0], three[0], three[1]]);
    expect(roundTrip({ history: three }, { history: limited })).toEqual([
      { op: "prepend", path: ["history"], value: [four[0]] },
      { op: "length", path: ["history"], value: 3 },
    ]);
    expect(() => applyPatch({ history: {} }, [{ op: "prepend", path: ["history"], value: [1] }])).toThrow(/prepend/);
  });

  it("replaces an array wholesale when an insertion shifts everything", () => {
    const ops = roundTrip([1, 2, 3, 4], [0, 1, 2, 3, 4]);
    expect(ops).toEqual([{ op: "set", path: [], value: [0, 1, 2, 3, 4] }]);
  });

  it("keeps unchanged branches by reference", () => {
    const base = { room: { name: "R" }, list: [{ id: 1 }, { id: 2 }] };
    const next = applyPatch(base, [{ op: "set", path: ["list", 1, "id"], value: 3 }]);
    expect(next.room).toBe(base.room);
    expect(next.list[0]).toBe(base.list[0]);
    expect(next.list).not.toBe(base.list);
  });

  it("refuses a patch whose path does not exist", () => {
    expect(() => applyPatch({ a: 1 }, [{ op: "set", path: ["b", "c"], value: 1 }])).toThrow(/no key/);
    expect(() => applyPatch({ a: [1] }, [{ op: "set", path: ["a", 5], value: 1 }])).toThrow(/no slot/);
    expect(() => applyPatch({ a: 1 }, [{ op: "length", path: ["a"], value: 0 }])).toThrow();
  });

  it("round-trips random JSON", () => {
    let seed = 7;
    const random = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const value = (depth: number): unknown => {
      const r = random();
      if (depth > 3 || r < 0.3) return [null, true, false, Math.floor(random() * 5), `s${Math.floor(random() * 3)}`][Math.floor(random() * 5)];
      if (r < 0.65) return Array.from({ length: Math.floor(random() * 5) }, () => value(depth + 1));
      return Object.fromEntries(Array.from({ length: Math.floor(random() * 4) }, (_, i) => [`k${Math.floor(random() * 4) + i}`, value(depth + 1)]));
    };
    for (let i = 0; i < 500; i++) roundTrip(value(0), value(0));
  });
});
