import { createContext, useCallback, useContext, useMemo, useSyncExternalStore, type ReactNode } from "react";
import type { ArgsOf, FunctionReference, ResultOf } from "../../shared/functionReference";
import type { ConnectionState, SyncClient } from "./client";
import type { EmptyObject, OptionalArgs } from "./functionArgs";
import { FunctionCallError } from "./errors";
import type { QueryResult } from "./localQueryStore";
import { canonicalJson } from "../../shared/canonicalJson";

const SyncClientContext = createContext<SyncClient | null>(null);

/** Makes `client` available to the hooks below. The caller owns the client (and closes it). */
export function SyncProvider({ client, children }: { client: SyncClient; children?: ReactNode }) {
  return <SyncClientContext.Provider value={client}>{children}</SyncClientContext.Provider>;
}

export function useSyncClient(): SyncClient {
  const client = useContext(SyncClientContext);
  if (!client) throw new Error("useSyncClient needs a <SyncProvider client={...}> above it.");
  return client;
}

const noSubscription = () => () => {};
const nothing = () => undefined;
/** One error object per failed result, so re-renders throw the same error. */
const errorsByResult = new WeakMap<QueryResult, FunctionCallError>();

/**
 * The live result of a query: undefined while loading or when skipped, then the latest value.
 * A failed query throws its FunctionCallError, for the nearest error boundary to show.
 */
export function useQuery<F extends FunctionReference<"query">>(
  query: F,
  ...rest: EmptyObject extends ArgsOf<F> ? [args?: ArgsOf<F> | "skip"] : [args: ArgsOf<F> | "skip"]
): ResultOf<F> | undefined {
  const client = useSyncClient();
  const args = rest[0];
  const skip = args === "skip";
  // Structurally equal arguments give the same key, so a re-render with a fresh object literal
  // keeps the same subscription.
  const argsKey = skip ? null : canonicalJson(args ?? {});
  const path = query.path;
  const subscribe = useMemo(() => {
    if (argsKey === null) return noSubscription;
    const stableArgs = JSON.parse(argsKey) as ArgsOf<F>;
    return (onChange: () => void) => client.watchQuery(path, stableArgs, onChange);
  }, [client, path, argsKey]);
  const getSnapshot = useMemo(() => {
    if (argsKey === null) return nothing;
    const stableArgs = JSON.parse(argsKey) as ArgsOf<F>;
    return () => client.getQueryResult(path, stableArgs);
  }, [client, path, argsKey]);
  const result = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  if (result === undefined) return undefined;
  if (result.status === "error") {
    let error = errorsByResult.get(result);
    if (!error) errorsByResult.set(result, (error = new FunctionCallError(result.errorMessage, result.errorData)));
    throw error;
  }
  return result.value as ResultOf<F>;
}

/** A stable function that runs the mutation; its promise settles once the effects are visible. */
export function useMutation<F extends FunctionReference<"mutation">>(
  mutation: F,
): (...args: OptionalArgs<F>) => Promise<ResultOf<F>> {
  const client = useSyncClient();
  const path = mutation.path;
  return useCallback((...args: OptionalArgs<F>) => client.mutation<F>(path, ...args), [client, path]);
}

/** A stable function that runs the action. */
export function useAction<F extends FunctionReference<"action">>(
  action: F,
): (...args: OptionalArgs<F>) => Promise<ResultOf<F>> {
  const client = useSyncClient();
  const path = action.path;
  return useCallback((...args: OptionalArgs<F>) => client.action<F>(path, ...args), [client, path]);
}

export function useConnectionState(): ConnectionState {
  const client = useSyncClient();
  return useSyncExternalStore(client.subscribeToConnectionState, client.connectionState, client.connectionState);
}
