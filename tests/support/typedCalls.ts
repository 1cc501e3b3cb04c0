// The app's functions for tests, typed by their definitions: `as(server, alice).call(api.voting.submitVote,
// { roomId, participantId, value })` takes the function's own argument type and gives its result type.
import type { AppApi } from "../../src/server/features";
import { functions } from "../../src/server/features";
import { buildRegistry } from "../../src/server/live";
import { makeApi, type ArgsOf, type FunctionReference, type ResultOf } from "../../src/shared/functionReference";
import type { FunctionKind } from "../../src/shared/protocol";
import { callFunction, errorMessageOf, valueOf, type Endpoint, type Envelope } from "./functionCalls";

/** `api.rooms.getRoomData` and friends, as the client has them. */
export const api = makeApi<AppApi>();

/** The HTTP endpoint of each public path (`query`, `mutation` or `action`), read from the registry. */
const kindOf: ReadonlyMap<string, FunctionKind> = new Map([...buildRegistry(functions)].map(([path, definition]) => [path, definition.kind]));

/** Anyone with a token (a signed-up user), a bare token, or nobody (null). */
export type Who = { token: string } | string | null;

export interface TypedCaller {
  /** The function's value; fails the test with the refusal if it was refused. */
  call<F extends FunctionReference>(fn: F, args: ArgsOf<F>): Promise<ResultOf<F>>;
  /** The refusal's message; fails the test if the call succeeded. */
  refusal<F extends FunctionReference>(fn: F, args: ArgsOf<F>): Promise<string>;
  /** The whole answer, success or refusal. */
  answer<F extends FunctionReference>(fn: F, args: ArgsOf<F>): Promise<Envelope>;
}

function endpointOf(fn: FunctionReference): FunctionKind {
  const kind = kindOf.get(fn.path);
  if (!kind) throw new Error(`${fn.path} is not a public function`);
  return kind;
}

/** Calls functions over HTTP at `at` as `who`. */
export function as(at: Endpoint, who: Who): TypedCaller {
  const token = typeof who === "string" ? who : (who?.token ?? null);
  const answer = async (fn: FunctionReference, args: unknown) => (await callFunction(at, endpointOf(fn), fn.path, args, token)).body;
  return {
    answer,
    call: async (fn, args) => valueOf(fn.path, await answer(fn, args)),
    refusal: async (fn, args) => errorMessageOf(fn.path, await answer(fn, args)),
  };
}
