import type { FunctionKind } from "./protocol";

/**
 * A typed handle on a server function: its dotted path plus, as phantom types, its kind,
 * arguments and result. The client's `api` object is made of these.
 */
export interface FunctionReference<K extends FunctionKind = FunctionKind, A = any, R = any> {
  readonly path: string;
  readonly __kind?: K;
  readonly __args?: A;
  readonly __result?: R;
}

export type ArgsOf<F> = F extends FunctionReference<any, infer A, any> ? A : never;
export type ResultOf<F> = F extends FunctionReference<any, any, infer R> ? R : never;

/** Builds `api.module.fn` references lazily from property access: no generated code. */
export function makeApi<T>(): T {
  const modules = new Map<string, Record<string, FunctionReference>>();
  return new Proxy({} as Record<string, unknown>, {
    get(_target, moduleName) {
      if (typeof moduleName !== "string") return undefined;
      let module = modules.get(moduleName);
      if (!module) {
        const refs = new Map<string, FunctionReference>();
        module = new Proxy({} as Record<string, FunctionReference>, {
          get(_t, fnName) {
            if (typeof fnName !== "string") return undefined;
            let ref = refs.get(fnName);
            if (!ref) refs.set(fnName, (ref = Object.freeze({ path: `${moduleName}.${fnName}` })));
            return ref;
          },
        });
        modules.set(moduleName, module);
      }
      return module;
    },
  }) as T;
}
