// The runtime in one object: the registry, the executor, live subscriptions, presence and the
// auth hook. HTTP and WebSocket endpoints are thin adapters over it.
import type { Kysely } from "kysely";
import type { ChangeBus } from "./changeBus";
import { isUnavailable, RequestError, UnavailableError } from "./errors";
import { Executor } from "./executor";
import type {
  AppContext,
  AppDatabase,
  Authenticator,
  AuthResult,
  FunctionDefinition,
  InternalDefinition,
  InternalMutationDefinition,
  InternalQueryDefinition,
} from "./functions";
import { createRuntimeLog, type RuntimeLog, type RuntimeObserver } from "./observer";
import { PresenceTracker, type PresenceHooks } from "./presence";
import { buildRegistry, type FunctionModules } from "./registry";
import { DEFAULT_REQUEST_RECORD_POLICY, type RequestRecordPolicy, type RequestRecords } from "./requestRecords";
import type { Scheduler } from "./scheduler";
import { SubscriptionManager } from "./subscriptions";
import { OutputCounters, TurnBudget } from "./transport";

/** How long one turn of the event loop may spend on client messages before the rest wait (see transport/turnBudget.ts). */
const CLIENT_MESSAGES_MS_PER_TURN = 10;

export interface RuntimeOptions {
  db: Kysely<AppDatabase>;
  bus: ChangeBus;
  functions: FunctionModules;
  /** Given to every handler as ctx.app. */
  app: AppContext;
  authenticate?: Authenticator;
  presence?: PresenceHooks;
  presenceGraceMs?: number;
  /** Where the engine runs its housekeeping (deleting exactly-once records); none without it. */
  scheduler?: Scheduler;
  /** How long exactly-once records stay, and how often they are deleted. */
  requestRecords?: Partial<RequestRecordPolicy>;
  /** Metrics hang here; nothing is reported without one. */
  observer?: RuntimeObserver;
  log?: RuntimeLog;
}

export class Runtime {
  readonly executor: Executor;
  readonly subscriptions: SubscriptionManager;
  readonly presence: PresenceTracker;
  /** Client messages take turns on the event loop, so a wave of them cannot stall it. */
  readonly turns = new TurnBudget(CLIENT_MESSAGES_MS_PER_TURN);
  /** What the sockets were written: frames, writes, bytes and the flushes' shared bodies (the benchmark reads them). */
  readonly output = new OutputCounters();
  readonly app: AppContext;
  private readonly registry: Map<string, FunctionDefinition>;
  private authenticator: Authenticator;

  constructor(options: RuntimeOptions) {
    this.registry = buildRegistry(options.functions);
    this.app = options.app;
    const paths = new Map([...this.registry].map(([path, def]) => [def, path]));
    this.executor = new Executor(options.db, options.bus, options.app, options.log ?? createRuntimeLog(), options.observer, (def) => paths.get(def) ?? "(internal)");
    this.subscriptions = new SubscriptionManager(this.executor, options.bus, this.turns, this.output);
    this.presence = new PresenceTracker(options.presence ?? null, options.presenceGraceMs ?? 10_000);
    this.authenticator = options.authenticate ?? (async () => null);
    if (options.scheduler) this.requestRecords.schedule(options.scheduler, { ...DEFAULT_REQUEST_RECORD_POLICY, ...options.requestRecords });
  }

  /** The exactly-once records; sockets report here which answers their clients hold. */
  get requestRecords(): RequestRecords {
    return this.executor.requestRecords;
  }

  /** The definition at a path, of the kind the endpoint serves, or a clear refusal. */
  lookup<K extends FunctionDefinition["kind"]>(path: unknown, kind: K): Extract<FunctionDefinition, { kind: K }> {
    if (typeof path !== "string" || path.length === 0 || path.length > 200) {
      throw new RequestError("The request must name a function in `path`.", 400);
    }
    const def = this.registry.get(path);
    // An internal function answers as if it did not exist: clients learn nothing of it.
    if (!def || def.internal) throw new RequestError(`Could not find public function for '${path}'.`, 404);
    if (def.kind !== kind) throw new RequestError(`'${path}' is a ${def.kind}, not a ${kind}.`, 400);
    return def as Extract<FunctionDefinition, { kind: K }>;
  }

  /**
   * Runs an internal query or mutation as the system (no identity): what jobs, presence and HTTP
   * routes use. The arguments are checked by the definition's schema; returns its value.
   */
  async runInternal<A, R>(def: InternalQueryDefinition<A, R> | InternalMutationDefinition<A, R>, args: A): Promise<R> {
    const system = { auth: null, clientAddress: null };
    const parsed = this.executor.parseArgs("(internal)", def as InternalDefinition, args);
    if (def.kind === "query") return (await this.executor.runQuery(def, parsed, system)).value as R;
    return (await this.executor.runMutation(def, parsed, system)).value as R;
  }

  /** The auth module plugs in here once it has the runtime (it runs its own functions). */
  setAuthenticator(authenticate: Authenticator): void {
    this.authenticator = authenticate;
  }

  /** Null for a token that is not (or no longer) good; throws UnavailableError when it cannot be checked now. */
  async authenticate(token: string): Promise<AuthResult | null> {
    if (token.length > 4096) return null;
    try {
      return await this.authenticator(token);
    } catch (error) {
      if (isUnavailable(error)) throw new UnavailableError(error);
      return null;
    }
  }

  close(): void {
    this.subscriptions.close();
  }
}
