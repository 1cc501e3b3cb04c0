import { describe, expect, it } from "vitest";
import type { MutationResponseMessage } from "../../shared/protocol";
import { CONNECTION_LOST_MESSAGE, FunctionCallError, SyncConnectionError } from "./errors";
import { RequestManager } from "./requestManager";

const ok = (requestId: number, ts: number, result: unknown = null): MutationResponseMessage =>
  ({ type: "MutationResponse", requestId, ts, success: true, result }) as MutationResponseMessage;

/** Whether a promise has settled, without waiting for it. */
async function state(promise: Promise<unknown>): Promise<"pending" | "resolved" | "rejected"> {
  const marker = Symbol();
  try {
    const value = await Promise.race([promise, Promise.resolve(marker)]);
    return value === marker ? "pending" : "resolved";
  } catch {
    return "rejected";
  }
}

describe("RequestManager", () => {
  it("numbers requests monotonically and sends each once, in order", () => {
    const requests = new RequestManager();
    void requests.request("mutation", "a.b", { x: 1 });
    void requests.request("action", "a.c", {});
    expect(requests.takeUnsent()).toEqual([
      { type: "Mutation", requestId: 1, path: "a.b", args: { x: 1 }, firstSend: true },
      { type: "Action", requestId: 2, path: "a.c", args: {} },
    ]);
    expect(requests.takeUnsent()).toEqual([]);
    void requests.request("mutation", "a.b", {});
    expect(requests.takeUnsent().map((m) => m.requestId)).toEqual([3]);
  });

  it("resolves a mutation only once its answer has arrived and its ts is applied", async () => {
    const requests = new RequestManager();
    const promise = requests.request("mutation", "a.b", {});
    requests.takeUnsent();
    requests.onResponse(ok(1, 3, "done"), { version: 2, allFresh: true });
    expect(await state(promise)).toBe("pending");
    expect(requests.inflightMutations).toBe(1);
    requests.settleVisible({ version: 3, allFresh: true });
    expect(await promise).toBe("done");
    expect(requests.inflightMutations).toBe(0);
  });

  it("resolves at once when the transition came before the answer", async () => {
    const requests = new RequestManager();
    const promise = requests.request("mutation", "a.b", {});
    requests.takeUnsent();
    requests.onResponse(ok(1, 4, 7), { version: 5, allFresh: true });
    expect(await promise).toBe(7);
  });

  it("rejects a failed mutation with its message and data, also after its ts", async () => {
    const requests = new RequestManager();
    const promise = requests.request("mutation", "a.b", {});
    requests.takeUnsent();
    requests.onResponse(
      { type: "MutationResponse", requestId: 1, ts: 2, success: false, errorMessage: "Room is full", errorData: { max: 3 } },
      { version: 1, allFresh: true },
    );
    expect(await state(promise)).toBe("pending");
    requests.settleVisible({ version: 2, allFresh: true });
    const error = await promise.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionCallError);
    expect(error).toMatchObject({ message: "Room is full", errorMessage: "Room is full", data: { max: 3 }, errorData: { max: 3 } });
  });

  it("re-sends unanswered mutations with the same id after a lost socket; rejects sent actions", async () => {
    const requests = new RequestManager();
    const mutation = requests.request("mutation", "votes.cast", { card: "5" });
    const action = requests.request("action", "jira.fetch", {});
    requests.takeUnsent();
    const queuedAction = requests.request("action", "jira.fetch", { page: 2 });
    requests.onSocketLost();
    await expect(action).rejects.toThrow(SyncConnectionError);
    await expect(action).rejects.toThrow(CONNECTION_LOST_MESSAGE);
    expect(requests.takeUnsent()).toEqual([
      { type: "Mutation", requestId: 1, path: "votes.cast", args: { card: "5" } },
      { type: "Action", requestId: 3, path: "jira.fetch", args: { page: 2 } },
    ]);
    expect(requests.inflightMutations).toBe(1);
    expect(requests.inflightActions).toBe(1);
    requests.onResponse(ok(1, 1), { version: 1, allFresh: true });
    await mutation;
    void queuedAction;
  });

  it("answers from a lost socket wait until the new socket has refreshed every result", async () => {
    const requests = new RequestManager();
    const promise = requests.request("mutation", "a.b", {});
    requests.takeUnsent();
    requests.onResponse(ok(1, 9, "x"), { version: 8, allFresh: true });
    requests.onSocketLost();
    // ts 9 belonged to the old socket: version 9 on the new one proves nothing.
    requests.settleVisible({ version: 9, allFresh: false });
    expect(await state(promise)).toBe("pending");
    expect(requests.takeUnsent()).toEqual([]);
    requests.settleVisible({ version: 1, allFresh: true });
    expect(await promise).toBe("x");
  });

  it("ignores answers to unknown or already answered requests", async () => {
    const requests = new RequestManager();
    const promise = requests.request("mutation", "a.b", {});
    requests.takeUnsent();
    requests.onResponse(ok(99, 0), { version: 0, allFresh: true });
    requests.onResponse(ok(1, 5, "first"), { version: 0, allFresh: true });
    requests.onResponse(ok(1, 0, "second"), { version: 0, allFresh: true });
    requests.settleVisible({ version: 5, allFresh: true });
    expect(await promise).toBe("first");
  });

  it("resolves actions after their ts too, and rejectAll settles everything", async () => {
    const requests = new RequestManager();
    const action = requests.request("action", "a.act", {});
    const queued = requests.request("mutation", "a.m", {});
    requests.takeUnsent();
    requests.onResponse({ type: "ActionResponse", requestId: 1, ts: 0, success: true, result: 1 }, { version: 0, allFresh: true });
    expect(await action).toBe(1);
    requests.rejectAll(new Error("closed"));
    await expect(queued).rejects.toThrow("closed");
    expect(requests.inflightMutations + requests.inflightActions).toBe(0);
  });
});
