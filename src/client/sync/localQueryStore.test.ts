import { describe, expect, it, vi } from "vitest";
import type { TransitionMessage } from "../../shared/protocol";
import { LocalQueryStore } from "./localQueryStore";

const transition = (startVersion: number, modifications: TransitionMessage["modifications"]): TransitionMessage => ({
  type: "Transition",
  startVersion,
  endVersion: startVersion + 1,
  modifications,
});

describe("LocalQueryStore subscriptions", () => {
  it("merges identical subscriptions into one server query, whatever the key order", () => {
    const store = new LocalQueryStore();
    store.subscribe("rooms.get", { a: 1, b: 2 }, () => {});
    store.subscribe("rooms.get", { b: 2, a: 1 }, () => {});
    const change = store.takeQuerySetChange();
    expect(change).toEqual({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "rooms.get", args: { a: 1, b: 2 } }], remove: [] });
    expect(store.subscriptionCount).toBe(1);
    expect(store.takeQuerySetChange()).toBeNull();
  });

  it("keeps different paths and arguments apart", () => {
    const store = new LocalQueryStore();
    store.subscribe("rooms.get", { a: 1 }, () => {});
    store.subscribe("rooms.get", { a: 2 }, () => {});
    store.subscribe("rooms.list", { a: 1 }, () => {});
    expect(store.takeQuerySetChange()?.add.map((q) => q.queryId)).toEqual([1, 2, 3]);
  });

  it("removes the server query only when the last listener leaves", () => {
    const store = new LocalQueryStore();
    const listener = () => {};
    // The same function twice still counts as two subscribers.
    const first = store.subscribe("q", {}, listener);
    const second = store.subscribe("q", {}, listener);
    store.takeQuerySetChange();
    first();
    first();
    expect(store.takeQuerySetChange()).toBeNull();
    second();
    expect(store.takeQuerySetChange()).toEqual({ type: "ModifyQuerySet", add: [], remove: [1] });
    expect(store.subscriptionCount).toBe(0);
  });

  it("tells the server nothing about a query added and dropped between sends", () => {
    const store = new LocalQueryStore();
    store.subscribe("q", {}, () => {})();
    expect(store.takeQuerySetChange()).toBeNull();
  });

  it("gives a re-added query a new id, so late answers for the old one are ignored", () => {
    const store = new LocalQueryStore();
    store.subscribe("q", {}, () => {})();
    store.subscribe("q", {}, () => {});
    expect(store.takeQuerySetChange()?.add[0]?.queryId).toBe(2);
    store.applyTransition(transition(0, [{ type: "QueryUpdated", queryId: 1, value: "stale" }]));
    expect(store.result("q", {})).toBeUndefined();
  });
});

describe("LocalQueryStore transitions", () => {
  it("applies all modifications before any listener runs", () => {
    const store = new LocalQueryStore();
    const seen: unknown[] = [];
    store.subscribe("a", {}, () => seen.push(["a sees", store.result("a", {}), store.result("b", {})]));
    store.subscribe("b", {}, () => seen.push(["b sees", store.result("a", {}), store.result("b", {})]));
    store.takeQuerySetChange();
    const outcome = store.applyTransition(
      transition(0, [
        { type: "QueryUpdated", queryId: 1, value: 10 },
        { type: "QueryFailed", queryId: 2, errorMessage: "No such room", errorData: { code: 404 } },
      ]),
    );
    expect(outcome).toEqual({ ok: true });
    const both = [{ status: "success", value: 10 }, { status: "error", errorMessage: "No such room", errorData: { code: 404 } }];
    expect(seen).toEqual([
      ["a sees", ...both],
      ["b sees", ...both],
    ]);
    expect(store.version).toBe(1);
  });

  it("refuses a transition that does not start at the held version, changing nothing", () => {
    const store = new LocalQueryStore();
    const listener = vi.fn();
    store.subscribe("a", {}, listener);
    store.takeQuerySetChange();
    store.applyTransition(transition(0, [{ type: "QueryUpdated", queryId: 1, value: 1 }]));
    const outcome = store.applyTransition(transition(2, [{ type: "QueryUpdated", queryId: 1, value: 3 }]));
    expect(outcome.ok).toBe(false);
    expect(store.result("a", {})).toEqual({ status: "success", value: 1 });
    expect(store.version).toBe(1);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("refuses a malformed transition whole, even when its first modification is fine", () => {
    const store = new LocalQueryStore();
    store.subscribe("a", {}, () => {});
    store.takeQuerySetChange();
    const bad = transition(0, [{ type: "QueryUpdated", queryId: 1, value: 1 }, { type: "Bogus", queryId: 1 } as never]);
    expect(store.applyTransition(bad).ok).toBe(false);
    expect(store.applyTransition({ ...transition(0, []), endVersion: 0 }).ok).toBe(false);
    expect(store.result("a", {})).toBeUndefined();
    expect(store.version).toBe(0);
  });

  it("clears a result the server removed", () => {
    const store = new LocalQueryStore();
    store.subscribe("a", {}, () => {});
    store.takeQuerySetChange();
    store.applyTransition(transition(0, [{ type: "QueryUpdated", queryId: 1, value: 1 }]));
    store.applyTransition(transition(1, [{ type: "QueryRemoved", queryId: 1 }]));
    expect(store.result("a", {})).toBeUndefined();
  });

  it("keeps results across a new socket but resubscribes everything from version 0", () => {
    const store = new LocalQueryStore();
    store.subscribe("a", {}, () => {});
    store.subscribe("b", { x: 1 }, () => {});
    store.takeQuerySetChange();
    store.applyTransition(transition(0, [{ type: "QueryUpdated", queryId: 1, value: "old" }, { type: "QueryUpdated", queryId: 2, value: 2 }]));
    expect(store.allFresh).toBe(true);
    store.resetForNewSocket();
    expect(store.version).toBe(0);
    expect(store.allFresh).toBe(false);
    expect(store.result("a", {})).toEqual({ status: "success", value: "old" });
    expect(store.takeQuerySetChange()?.add.map((q) => q.path)).toEqual(["a", "b"]);
    store.applyTransition(transition(0, [{ type: "QueryUpdated", queryId: 1, value: "new" }]));
    expect(store.allFresh).toBe(false);
    store.applyTransition(transition(1, [{ type: "QueryUpdated", queryId: 2, value: 2 }]));
    expect(store.allFresh).toBe(true);
  });

  it("applies patches to the value this socket gave, sharing unchanged branches", () => {
    const store = new LocalQueryStore();
    store.subscribe("room", {}, () => {});
    store.takeQuerySetChange();
    const room = { name: "R", people: [{ id: "a", voted: false }, { id: "b", voted: false }] };
    store.applyTransition(transition(0, [{ type: "QueryUpdated", queryId: 1, value: room }]));
    const before = store.result("room", {}) as unknown as { value: typeof room };
    store.applyTransition(
      transition(1, [
        { type: "QueryPatched", queryId: 1, patch: [{ op: "set", path: ["people", 1, "voted"], value: true }] },
        { type: "QueryPatched", queryId: 1, patch: [{ op: "set", path: ["name"], value: "R2" }] },
      ]),
    );
    const after = store.result("room", {}) as unknown as { value: typeof room };
    expect(after.value).toEqual({ name: "R2", people: [{ id: "a", voted: false }, { id: "b", voted: true }] });
    expect(after.value.people[0]).toBe(before.value.people[0]);
    expect(before.value.people[1]!.voted).toBe(false);
  });

  it("refuses a whole transition whose patch does not fit, or patches a value from an older socket", () => {
    const store = new LocalQueryStore();
    store.subscribe("a", {}, () => {});
    store.subscribe("b", {}, () => {});
    store.takeQuerySetChange();
    store.applyTransition(transition(0, [{ type: "QueryUpdated", queryId: 1, value: { n: 1 } }, { type: "QueryUpdated", queryId: 2, value: 2 }]));
    const misfit = transition(1, [
      { type: "QueryUpdated", queryId: 2, value: 3 },
      { type: "QueryPatched", queryId: 1, patch: [{ op: "set", path: ["missing", "deep"], value: 1 }] },
    ]);
    expect(store.applyTransition(misfit).ok).toBe(false);
    expect(store.result("b", {})).toEqual({ status: "success", value: 2 });
    expect(store.version).toBe(1);
    // After a reconnect the held value is stale: only a whole value may replace it.
    store.resetForNewSocket();
    expect(store.applyTransition(transition(0, [{ type: "QueryPatched", queryId: 1, patch: [{ op: "set", path: ["n"], value: 2 }] }])).ok).toBe(false);
    expect(store.result("a", {})).toEqual({ status: "success", value: { n: 1 } });
  });

  it("keeps notifying other listeners when one throws, and rethrows later", () => {
    const store = new LocalQueryStore();
    const deferred: (() => void)[] = [];
    const spy = vi.spyOn(globalThis, "queueMicrotask").mockImplementation((task) => void deferred.push(task));
    const good = vi.fn();
    store.subscribe("a", {}, () => {
      throw new Error("boom");
    });
    store.subscribe("a", {}, good);
    store.takeQuerySetChange();
    store.applyTransition(transition(0, [{ type: "QueryUpdated", queryId: 1, value: 1 }]));
    spy.mockRestore();
    expect(good).toHaveBeenCalledTimes(1);
    expect(deferred).toHaveLength(1);
    expect(deferred[0]).toThrow("boom");
  });
});
