import type { FunctionReference } from "../../shared/functionReference";
import type { ActionDefinition, FunctionDefinition, MutationDefinition, QueryDefinition } from "./functions";

/** Modules as imported (`import * as rooms`): anything that is not a definition is ignored. */
export type FunctionModules = Record<string, Record<string, unknown>>;

/** Flattens `{ rooms: { getRoomData } }` into `"rooms.getRoomData" -> definition`. */
export function buildRegistry(modules: FunctionModules): Map<string, FunctionDefinition> {
  const registry = new Map<string, FunctionDefinition>();
  for (const [moduleName, fns] of Object.entries(modules)) {
    for (const [fnName, def] of Object.entries(fns)) {
      if (!isDefinition(def)) continue;
      registry.set(`${moduleName}.${fnName}`, def);
    }
  }
  return registry;
}

function isDefinition(value: unknown): value is FunctionDefinition {
  return typeof value === "object" && value !== null && "kind" in value && "handler" in value && "args" in value;
}

/** The client's view of a set of modules: the same shape, with references instead of handlers. */
export type ApiFromModules<M> = {
  [Mod in keyof M]: {
    [F in keyof M[Mod] as M[Mod][F] extends FunctionDefinition ? F : never]: M[Mod][F] extends QueryDefinition<infer A, infer R>
      ? FunctionReference<"query", A, R>
      : M[Mod][F] extends MutationDefinition<infer A, infer R>
        ? FunctionReference<"mutation", A, R>
        : M[Mod][F] extends ActionDefinition<infer A, infer R>
          ? FunctionReference<"action", A, R>
          : never;
  };
};
