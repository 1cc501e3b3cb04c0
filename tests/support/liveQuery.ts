// Live query helpers over the raw protocol client: subscribe, read the latest value a
// subscription received, and wait until it satisfies a condition.
import { expect } from "vitest";
import { applyPatch } from "../../src/shared/jsonPatch";
import type { ServerMessage } from "../../src/shared/protocol";
import { RawSyncClient } from "./rawSyncClient";

export async function connectAs(wsUrl: string, token: string | null): Promise<RawSyncClient> {
  return RawSyncClient.connect(wsUrl, { token });
}

export function subscribe(client: RawSyncClient, queryId: number, path: string, args: Record<string, unknown> = {}): void {
  client.send({ type: "ModifyQuerySet", add: [{ queryId, path, args }], remove: [] });
}

export function unsubscribe(client: RawSyncClient, queryId: number): void {
  client.send({ type: "ModifyQuerySet", add: [], remove: [queryId] });
}

const NOTHING = Symbol("nothing yet");

/** The subscription's current value, replaying what it received in order (patches included). */
export function latestValue(client: RawSyncClient, queryId: number): unknown {
  const history = valueHistory(client, queryId);
  const value = history.length > 0 ? history[history.length - 1]!.value : NOTHING;
  if (value instanceof QueryFailure) throw new Error(`query ${queryId} failed: ${value.message}`);
  return value;
}

/** Every value the subscription went through, with the index of the message that brought it. */
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

/** Waits until the subscription's latest value satisfies `check`; returns that value. */
export async function waitForValue<T = any>(client: RawSyncClient, queryId: number, check: (value: T) => boolean, timeout = 5000): Promise<T> {
  let seen: unknown = NOTHING;
  await expect
    .poll(
      () => {
        seen = latestValue(client, queryId);
        return seen !== NOTHING && check(seen as T);
      },
      { timeout, interval: 10 },
    )
    .toBe(true);
  return seen as T;
}
