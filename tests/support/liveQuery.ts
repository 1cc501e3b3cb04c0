// Live query helpers over the raw protocol client: subscribe, read the latest value a
// subscription received, and wait until it satisfies a condition. A query is named by its typed
// reference (`api.rooms.getRoomData`, tests/support/typedCalls.ts): its arguments and values are
// the function's own types.
import { expect } from "vitest";
import type { ArgsOf, FunctionReference, ResultOf } from "../../src/shared/functionReference";
import { applyPatch } from "../../src/shared/jsonPatch";
import type { ServerMessage } from "../../src/shared/protocol";
import { RawSyncClient } from "./rawSyncClient";

export async function connectAs(wsUrl: string, token: string | null): Promise<RawSyncClient> {
  return RawSyncClient.connect(wsUrl, { token });
}

/** A query function: the live queries a socket subscribes to. */
export type QueryReference = FunctionReference<"query">;

export function subscribe<F extends QueryReference>(client: RawSyncClient, queryId: number, fn: F, args: ArgsOf<F>): void {
  client.send({ type: "ModifyQuerySet", add: [{ queryId, path: fn.path, args: args as Record<string, unknown> }], remove: [] });
}

export function unsubscribe(client: RawSyncClient, queryId: number): void {
  client.send({ type: "ModifyQuerySet", add: [], remove: [queryId] });
}

const NOTHING = Symbol("nothing yet");

/** The subscription's current value, replaying what it received in order (patches included); `fn` is the query it subscribed to. */
export function latestValue<F extends QueryReference>(client: RawSyncClient, queryId: number, fn: F): ResultOf<F>;
export function latestValue(client: RawSyncClient, queryId: number): unknown;
export function latestValue(client: RawSyncClient, queryId: number): unknown {
  const history = valueHistory(client, queryId);
  const value = history.length > 0 ? history[history.length - 1]!.value : NOTHING;
  if (value instanceof QueryFailure) throw new Error(`query ${queryId} failed: ${value.message}`);
  return value;
}

/** Every value the subscription went through, with the index of the message that brought it; `fn` is the query it subscribed to. */
export function valueHistory<F extends QueryReference>(client: RawSyncClient, queryId: number, fn: F): { messageIndex: number; value: ResultOf<F> }[];
export function valueHistory(client: RawSyncClient, queryId: number): { messageIndex: number; value: unknown }[];
export function valueHistory(client: RawSyncClient, queryId: number): { messageIndex: number; value: unknown }[] {
  const history: { messageIndex: number; value: unknown }[] = [];
  let value: unknown = NOTHING;
  (client.messages as ServerMessage[]).forEach((message, messageIndex) => {
    if (message.type !== "Transition") return;
    for (const m of message.modifications) {
      if (m.queryId !== queryId) continue;
      if (m.type === "QueryUpdated") value = m.value;
      else if (m.type === "QueryPatched") value = applyPatch(value, m.patch);
      else if (m.type === "QueryFailed") value = new QueryFailure(m.errorMessage);
      else value = NOTHING;
      history.push({ messageIndex, value });
    }
  });
  return history;
}

class QueryFailure {
  constructor(readonly message: string) {}
}

/**
 * Waits until the subscription's latest value satisfies `check`; returns that value. `fn` is the
 * query the subscription was made with (its values arrive as that function's result type).
 */
export async function waitForValue<F extends QueryReference>(
  client: RawSyncClient,
  queryId: number,
  fn: F,
  check: (value: ResultOf<F>) => boolean,
  timeout = 5000,
): Promise<ResultOf<F>> {
  let seen: unknown = NOTHING;
  await expect
    .poll(
      () => {
        seen = latestValue(client, queryId);
        return seen !== NOTHING && check(seen as ResultOf<F>);
      },
      { timeout, interval: 10 },
    )
    .toBe(true);
  return seen as ResultOf<F>;
}
