// The app's functions for tests, typed by their definitions: `as(server, alice).call(api.voting.submitVote,
// { roomId, participantId, value })` takes the function's own argument type and gives its result type.
import type { AppApi } from "../../src/server/features";
import { functions } from "../../src/server/features";
import { buildRegistry, type ApiFromModules } from "../../src/server/live";
import { makeApi, type ArgsOf, type FunctionReference, type ResultOf } from "../../src/shared/functionReference";
import type { FunctionKind } from "../../src/shared/protocol";
import * as counter from "./counterFunctions";
import { callFunction, errorMessageOf, valueOf, type Endpoint, type Envelope } from "./functionCalls";

/** `api.rooms.getRoomData` and friends, as the client has them. */
export const api = makeApi<AppApi>();

/** The test-only counters (`counter.*`, tests/support/counterFunctions.ts) of a server started with them. */
export const testApi = makeApi<ApiFromModules<{ counter: typeof counter }>>();

/** The HTTP endpoint of each public path (`query`, `mutation` or `action`), read from the registry. */
const kindOf: ReadonlyMap<string, FunctionKind> = new Map([...buildRegistry({ ...functions, counter })].map(([path, definition]) => [path, definition.kind]));

/** Anyone with a token (a signed-up user), a bare token, or nobody (null). */
export type Who = { token: string } | string | null;

export interface TypedCaller {
  /** The function's value; fails the test with the refusal if it was refused. */
  call<F extends FunctionReference>(fn: F, args: ArgsOf<F>): Promise<ResultOf<F>>;
  /** The refusal's message; fails the test if the call succeeded. */
  refusal<F extends FunctionReference>(fn: F, args: ArgsOf<F>): Promise<string>;
  /** The whole answer, success or refusal. */
  answer<F extends FunctionReference>(fn: F, args: ArgsOf<F>): Promise<Envelope<ResultOf<F>>>;
}

/** One call written in a table of calls, its arguments checked against the function where it is written. */
export interface BoundCall {
  readonly fn: FunctionReference;
  readonly args: unknown;
}

export function bind<F extends FunctionReference>(fn: F, args: ArgsOf<F>): BoundCall {
  return { fn, args };
}

function endpointOf(fn: FunctionReference): FunctionKind {
  const kind = kindOf.get(fn.path);
  if (!kind) throw new Error(`${fn.path} is not a public function`);
  return kind;
}

/** Sees every answer with its path (secrecy tests keep them). */
export type AnswerObserver = (path: string, body: Envelope) => void;

/** Calls functions over HTTP at `at` as `who`. */
export function as(at: Endpoint, who: Who, onAnswer: AnswerObserver = () => {}): TypedCaller {
  const token = typeof who === "string" ? who : (who?.token ?? null);
  const send = async (fn: FunctionReference, args: unknown): Promise<Envelope> => {
    const { body } = await callFunction(at, endpointOf(fn), fn.path, args, token);
    onAnswer(fn.path, body);
    return body;
  };
  return {
    // The server's answer to this function is its result type: the definition types the handler's return.
    answer: async <F extends FunctionReference>(fn: F, args: ArgsOf<F>) => (await send(fn, args)) as Envelope<ResultOf<F>>,
    call: async <F extends FunctionReference>(fn: F, args: ArgsOf<F>) => valueOf(fn.path, (await send(fn, args)) as Envelope<ResultOf<F>>),
    refusal: async (fn, args) => errorMessageOf(fn.path, await send(fn, args)),
  };
}

/** `as(...)` in a class: a person's helper (RoomsApi, VotingApi, ...) that also calls any function as them. */
export abstract class CallsAs implements TypedCaller {
  protected constructor(private readonly caller: TypedCaller) {}

  call<F extends FunctionReference>(fn: F, args: ArgsOf<F>): Promise<ResultOf<F>> {
    return this.caller.call(fn, args);
  }

  refusal<F extends FunctionReference>(fn: F, args: ArgsOf<F>): Promise<string> {
    return this.caller.refusal(fn, args);
  }

  answer<F extends FunctionReference>(fn: F, args: ArgsOf<F>): Promise<Envelope<ResultOf<F>>> {
    return this.caller.answer(fn, args);
  }
}
