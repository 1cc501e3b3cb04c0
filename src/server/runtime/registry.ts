import type { FunctionReference } from "../../shared/functionReference";
import type { ActionDefinition, FunctionDefinition, MutationDefinition, QueryDefinition } from "./functions";

export type FunctionModules = Record<string, Record<string, FunctionDefinition>>;

/** Flattens `{ rooms: { getRoomData } }` into `"rooms.getRoomData" -> definition`. */
export function buildRegistry(modules: FunctionModules): Map<string, FunctionDefinition> {
  const registry = new Map<string, FunctionDefinition>();
  for (const [moduleName, fns] of Object.entries(modules)) {
    for (const [fnName, def] of Object.entries(fns)) {
      if (!def || typeof def !== "object" || !("kind" in def)) continue;
      registry.set(`${moduleName}.${fnName}`, def);
    }
  }
  return registry;
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
