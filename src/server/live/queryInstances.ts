// A live query's shared state: its group (function and arguments), one instance per identity
// with its result and version, and each socket's subscription to it; how a new result is
// recorded (with the patch from the last one) and how it goes on the wire.
import { MAX_QUERY_RESULT_CHARS } from "../../shared/constants";
import { diffJson } from "../../shared/jsonPatch";
import { MESSAGES } from "../../shared/messages";
import type { QueryModification } from "../../shared/protocol";
import { describeError, isExpectedError } from "./errors";
import type { CallerInfo } from "./executor";
import type { FlushMemo } from "./flushMemo";
import type { FrameBodies } from "./frameBodies";
import type { QueryDefinition } from "./functions";
import type { GroupLoadState } from "./groupLoads";
import { stringifyCached, type JsonCache } from "./serialize";

/** The runtime's view of a socket: somewhere to put modifications, and a way to send them. */
export interface Subscriber {
  queueModification(json: string): void;
  /** Sends what is queued; a flush passes its `bodies`, so sockets sent the same modifications share their encoding. */
  sendTransition(always?: boolean, bodies?: FrameBodies): void;
}

export type Result = { failed: false; value: unknown } | { failed: true; errorJson: string };

/** Everything about a query that does not depend on who asks: function and arguments. */
export interface QueryGroup {
  key: string;
  path: string;
  def: QueryDefinition;
  /** The parsed arguments, as the function's schema keeps them: nothing else a client sent. */
  args: unknown;
  /**
   * One instance per signed-in session ("" for signed-out callers): a handler sees the whole
   * identity, session included, so only callers with the same identity may share a result. A
   * projectedQuery's instances share its load.
   */
  instances: Map<string, QueryInstance>;
  /** A projectedQuery's load, kept between runs; null for other queries. */
  loadState: GroupLoadState | null;
}

export interface QueryInstance {
  readonly group: QueryGroup;
  readonly userKey: string;
  readonly caller: CallerInfo;
  subscriptions: Subscription[];
  topics: Set<string>;
  result: Result | null;
  /** Goes up by one each time the result changes. */
  version: number;
  /** How version-1 became version, as wire JSON, when both were values; until it is delivered. */
  lastPatchJson: string | null;
  running: Promise<void> | null;
  removed: boolean;
  /** In the manager's dirty list (waiting for the next flush). */
  dirty: boolean;
}

/**
 * One query id of one socket on one instance. The socket keeps it to unsubscribe; thousands of
 * idle sockets hold three each, so it is a small object, not maps of maps.
 */
export interface Subscription {
  readonly instance: QueryInstance;
  readonly subscriber: Subscriber;
  readonly queryId: number;
  /** The result version this subscriber last received; NOT_SENT before the first. */
  sent: number;
  closed: boolean;
}

export const NOT_SENT = -1;
/** Sent a refusal instead of a result too large to send: the next result goes whole. */
export const SENT_REFUSAL = -2;

/** Records a new result, and how to patch the previous one into it, only if it differs. */
export function recordResult(instance: QueryInstance, next: Result, memo: FlushMemo): void {
  const previous = instance.result;
  let patchJson: string | null = null;
  if (previous && !previous.failed && !next.failed) {
    const ops = diffJson(previous.value, next.value, memo.diffs);
    if (ops.length === 0) return;
    // Replacing the whole value is just the value: send it as such. Any other op on the whole
    // (a list gaining an item in front, a column) is far smaller than the value it changes.
    if (ops.length > 1 || ops[0]!.path.length > 0 || ops[0]!.op !== "set") patchJson = memo.patchJson(ops);
  } else if (previous && previous.failed && next.failed && previous.errorJson === next.errorJson) {
    return;
  }
  instance.result = next;
  instance.version++;
  instance.lastPatchJson = patchJson;
}

export function failure(error: unknown, path: string): Result {
  if (!isExpectedError(error)) console.error(`query ${path} failed`, error);
  // The fields without their braces: the frame is written around them (fullModification).
  return { failed: true, errorJson: JSON.stringify(describeError(error)).slice(1, -1) };
}

/** The whole result for one subscriber; null when its JSON is longer than MAX_QUERY_RESULT_CHARS (bounded output). */
export function fullModification(queryId: number, instance: QueryInstance, jsonCache: JsonCache): string | null {
  const result = instance.result!;
  const type: QueryModification["type"] = result.failed ? "QueryFailed" : "QueryUpdated";
  const body = result.failed ? result.errorJson : `"value":${stringifyCached(result.value, jsonCache)}`;
  if (body.length > MAX_QUERY_RESULT_CHARS) return null;
  return `{"type":"${type}","queryId":${queryId},${body}}`;
}

export function tooLarge(queryId: number): string {
  return JSON.stringify({ type: "QueryFailed", queryId, errorMessage: MESSAGES.limits.queryResultTooLarge, errorData: null, errorCode: "limits.queryResultTooLarge" });
}
