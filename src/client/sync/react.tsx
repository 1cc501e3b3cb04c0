import { createContext, startTransition, use, useCallback, useContext, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { ArgsOf, FunctionReference, ResultOf } from "../../shared/functionReference";
import type { ConnectionState, SyncClient } from "./client";
import type { EmptyObject, OptionalArgs } from "./functionArgs";
import { FunctionCallError } from "./errors";
import { SyncClientLoader } from "./loader";
import type { QueryResult } from "./localQueryStore";
import { canonicalJson } from "../../shared/canonicalJson";

const SyncClientContext = createContext<SyncClientLoader | null>(null);

type SyncProviderProps = { children?: ReactNode } & ({ client: SyncClient } | { loader: SyncClientLoader });

/**
 * Makes a client available to the hooks below: one that exists (`client`) or one loaded when a
 * hook first needs it (`loader`). The caller owns the client (and closes it).
 */
export function SyncProvider(props: SyncProviderProps) {
  const given = "client" in props ? props.client : null;
  const loader = useMemo(() => (given ? SyncClientLoader.of(given) : null), [given]);
  const value = "loader" in props ? props.loader : loader;
  return <SyncClientContext.Provider value={value}>{props.children}</SyncClientContext.Provider>;
}

function useSyncClientLoader(): SyncClientLoader {
  const loader = useContext(SyncClientContext);
  if (!loader) throw new Error("Sync hooks need <SyncProvider>");
  return loader;
}

/** The client; the component suspends while it loads the first time. */
export function useSyncClient(): SyncClient {
  const loader = useSyncClientLoader();
  return loader.current() ?? use(loader.load());
}

/** The client once something has loaded it, else null (never loads it, never suspends). */
export function useLoadedSyncClient(): SyncClient | null {
  const loader = useSyncClientLoader();
  return useSyncExternalStore(loader.subscribe, loader.current, loader.current);
}

const noSubscription = () => () => {};
const nothing = () => undefined;
/** One error object per failed result, so re-renders throw the same error. */
const errorsByResult = new WeakMap<QueryResult, FunctionCallError>();

/**
 * The live result of a query: undefined while loading or when skipped, then the latest value.
 * A failed query throws its FunctionCallError, for the nearest error boundary to show.
 *
 * A query's first result (loading, then loaded) renders as a transition: React renders what it
 * brings (often a whole page, or several panels at once when one message answers several queries)
 * in slices between which the page stays responsive. Every later change (a vote) renders at once,
 * as the store's changes must. A result already held when the component mounts shows at once.
 */
export function useQuery<F extends FunctionReference<"query">>(
  query: F,
  ...rest: EmptyObject extends ArgsOf<F> ? [args?: ArgsOf<F> | "skip"] : [args: ArgsOf<F> | "skip"]
): ResultOf<F> | undefined {
  const args = rest[0];
  const skip = args === "skip";
  // A skipped query needs no client: the page does not wait for one to load.
  const loader = useSyncClientLoader();
  const client = skip ? null : (loader.current() ?? use(loader.load()));
  // Structurally equal arguments give the same key, so a re-render with a fresh object literal
  // keeps the same subscription.
  const argsKey = skip ? null : canonicalJson(args ?? {});
  const path = query.path;
  const stableArgs = useMemo(() => (argsKey === null ? null : (JSON.parse(argsKey) as ArgsOf<F>)), [argsKey]);
  const key = client === null || argsKey === null ? null : `${path} ${argsKey}`;
  /** The subscription whose first result has been let through (as a transition). */
  const [arrived, setArrived] = useState<string | null>(null);
  const arriving = useRef<string | null>(null);
  const held = client !== null && stableArgs !== null && client.getQueryResult(path, stableArgs) !== undefined;
  const open = key !== null && (arrived === key || held);
  const subscribe = useMemo(() => {
    if (key === null || client === null || stableArgs === null) return noSubscription;
    return (onChange: () => void) =>
      client.watchQuery(path, stableArgs, (result) => {
        onChange();
        if (result === undefined || arriving.current === key) return;
        arriving.current = key;
        startTransition(() => setArrived(key));
      });
  }, [client, path, key, stableArgs]);
  const getSnapshot = useMemo(() => {
    // Until the first result is let through, the store's changes do not re-render at once.
    if (!open || client === null || stableArgs === null) return nothing;
    return () => client.getQueryResult(path, stableArgs);
  }, [client, path, stableArgs, open]);
  const result = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  if (result === undefined) return undefined;
  if (result.status === "error") {
    let error = errorsByResult.get(result);
    if (!error) errorsByResult.set(result, (error = FunctionCallError.from(result)));
    throw error;
  }
  return result.value as ResultOf<F>;
}

/** A stable function that runs the mutation; its promise settles once the effects are visible. */
export function useMutation<F extends FunctionReference<"mutation">>(
  mutation: F,
): (...args: OptionalArgs<F>) => Promise<ResultOf<F>> {
  const loader = useSyncClientLoader();
  const path = mutation.path;
  return useCallback(
    async (...args: OptionalArgs<F>) => (loader.current() ?? (await loader.load())).mutation<F>(path, ...args),
    [loader, path],
  );
}

/** A stable function that runs the action. */
export function useAction<F extends FunctionReference<"action">>(
  action: F,
): (...args: OptionalArgs<F>) => Promise<ResultOf<F>> {
  const loader = useSyncClientLoader();
  const path = action.path;
  return useCallback(
    async (...args: OptionalArgs<F>) => (loader.current() ?? (await loader.load())).action<F>(path, ...args),
    [loader, path],
  );
}

/** Before anything has loaded the client: no socket, nothing on its way. */
const NO_CLIENT_YET: ConnectionState = Object.freeze({
  isConnected: false,
  isReconnecting: false,
  hasEverConnected: false,
  inflightMutations: 0,
  inflightActions: 0,
  longDisconnect: false,
  fatalError: null,
});
const noClientYet = () => NO_CLIENT_YET;

/** The socket's state; it never loads the client (a signed-out page has none and needs none). */
export function useConnectionState(): ConnectionState {
  const client = useLoadedSyncClient();
  return useSyncExternalStore(client?.subscribeToConnectionState ?? noSubscription, client?.connectionState ?? noClientYet, client?.connectionState ?? noClientYet);
}
