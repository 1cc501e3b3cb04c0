// Runs one function: checks its arguments, gives it a context, and for mutations wraps it in
// one transaction, records it for exactly-once delivery and publishes the topics it wrote.
import { sql, type Kysely } from "kysely";
import { z } from "zod";
import type { ChangeBus, ChangeNotice } from "./changeBus";
import { RequestError } from "./errors";
import type {
  ActionCtx,
  AppContext,
  AppDatabase,
  ActionDefinition,
  DataAccess,
  FunctionDefinition,
  Identity,
  MutationDefinition,
  QueryDefinition,
} from "./functions";
import { currentLogger, unobserved, type RuntimeLog, type RuntimeObserver } from "./observer";
import { readOnlyData } from "./readOnlyData";
import { RequestRecords, type RequestKey } from "./requestRecords";

export interface CallerInfo {
  auth: Identity | null;
  clientAddress: string | null;
  clientSessionId?: string | null;
  /** The HTTP request's id, for the log lines of what it runs (sockets use the RequestKey). */
  requestId?: string;
}

export type { RequestKey } from "./requestRecords";

export interface QueryRun {
  value: unknown;
  topics: Set<string>;
}

/** A mutation's result, whether an earlier copy's record gave it, and the topics it published (null: unknown, for a copy). */
export interface MutationRun {
  value: unknown;
  duplicate: boolean;
  topics: readonly string[] | null;
}

class DuplicateRequest extends Error {}

export class Executor {
  private version = 0;
  /** The exactly-once records (see requestRecords.ts). */
  readonly requestRecords: RequestRecords;

  constructor(
    private readonly db: Kysely<AppDatabase>,
    private readonly bus: ChangeBus,
    readonly app: AppContext,
    readonly log: RuntimeLog,
    readonly observer: RuntimeObserver = unobserved,
    /** The registered name of a definition, for metrics and logs. */
    private readonly pathOf: (def: FunctionDefinition) => string = () => "(unnamed)",
  ) {
    // Changes from other instances move this instance's version on too.
    bus.subscribe(() => void this.version++);
    this.requestRecords = new RequestRecords(db);
  }

  /** A counter that moves with every change this instance learns of (for /api/query_ts). */
  currentVersion(): number {
    return this.version;
  }

  /** Data access for a query's reads, recorded into `topics` (the loads of projected queries use it). */
  readData(topics: Set<string>): DataAccess {
    return readOnlyData(this.db, topics);
  }

  parseArgs(path: string, def: FunctionDefinition, args: unknown): unknown {
    const parsed = def.args.safeParse(args ?? {});
    if (parsed.success) return parsed.data;
    throw new RequestError(`Invalid arguments for ${path}: ${describeIssues(parsed.error)}`, 400);
  }

  async runQuery(def: QueryDefinition, args: unknown, caller: CallerInfo): Promise<QueryRun> {
    const topics = new Set<string>();
    const data = readOnlyData(this.db, topics);
    const started = performance.now();
    try {
      const value = await def.handler(
        { auth: caller.auth, app: this.app, clientAddress: caller.clientAddress, now: Date.now(), data },
        args,
      );
      return { value, topics };
    } catch (error) {
      // Queries re-run for every viewer: only their failures are worth counting.
      this.observer.functionDone("query", this.pathOf(def), (performance.now() - started) / 1000, error);
      throw error;
    }
  }

  /** Returns the result, and whether it came from the record of an earlier identical request. */
  async runMutation(def: MutationDefinition, args: unknown, caller: CallerInfo, request?: RequestKey): Promise<MutationRun> {
    const path = this.pathOf(def);
    const reqId = request ? `${request.clientId}:${request.requestId}` : caller.requestId;
    const started = performance.now();
    let failure: unknown = null;
    try {
      // Request context costs every promise a hook, so it runs only while someone reads it.
      if (!reqId || !this.log.logger.isLevelEnabled("debug")) return await this.mutate(path, def, args, caller, request);
      return await this.log.requests.run({ reqId }, () => this.mutate(path, def, args, caller, request));
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      this.observer.functionDone("mutation", path, (performance.now() - started) / 1000, failure);
    }
  }

  private async mutate(path: string, def: MutationDefinition, args: unknown, caller: CallerInfo, request?: RequestKey): Promise<MutationRun> {
    const logger = this.log.logger.isLevelEnabled("debug") ? currentLogger(this.log) : null;
    logger?.debug({ path, via: request ? "socket" : "http", userId: caller.auth?.userId ?? null }, "mutation started");
    const written = new Set<string>();
    // A request the client sent before may have committed (here or on another instance): its
    // record is claimed first, and a copy that committed is answered from it, its handler not run
    // again (it could refuse now because of its own effect). A first send cannot have a record:
    // it is recorded last, one statement fewer.
    const claimFirst = request !== undefined && request.firstSend !== true;
    let noticesSent = false;
    try {
      const value = await this.db.transaction().execute(async (trx) => {
        if (claimFirst && !(await this.requestRecords.claim(trx, request, caller.auth))) throw new DuplicateRequest();
        const data: DataAccess = { db: trx, readTopic: () => {}, writeTopic: (t) => void written.add(t) };
        const result = await def.handler(
          { auth: caller.auth, app: this.app, clientAddress: caller.clientAddress, now: Date.now(), data, clientSessionId: caller.clientSessionId ?? null },
          args,
        );
        // Other instances are told inside the transaction: PostgreSQL delivers the notices on
        // commit, even if this process dies right after it.
        const notices = this.bus.noticesFor([...written]) ?? [];
        const [first = null, ...rest] = notices;
        for (const notice of rest) await sendNotice(trx, notice);
        if (claimFirst) await this.requestRecords.complete(trx, request, result, first);
        else if (request && !(await this.requestRecords.insert(trx, request, caller.auth, result, first))) throw new DuplicateRequest();
        else if (!request && first) await sendNotice(trx, first);
        noticesSent = notices.length > 0;
        return result;
      });
      this.bus.publish([...written], noticesSent);
      logger?.debug({ path, topics: written.size }, "mutation committed");
      return { value, duplicate: false, topics: [...written] };
    } catch (error) {
      if (!(error instanceof DuplicateRequest) || !request) throw error;
      logger?.debug({ path }, "mutation answered from its exactly-once record");
      return { value: await this.requestRecords.recordedResult(request, caller.auth), duplicate: true, topics: null };
    }
  }

  async runAction(def: ActionDefinition, args: unknown, caller: CallerInfo): Promise<unknown> {
    const started = performance.now();
    let failure: unknown = null;
    try {
      return await this.act(def, args, caller);
    } catch (error) {
      failure = error;
      throw error;
    } finally {
      this.observer.functionDone("action", this.pathOf(def), (performance.now() - started) / 1000, failure);
    }
  }

  private async act(def: ActionDefinition, args: unknown, caller: CallerInfo): Promise<unknown> {
    const ctx: ActionCtx = {
      auth: caller.auth,
      app: this.app,
      clientAddress: caller.clientAddress,
      now: Date.now(),
      runQuery: async (fn, fnArgs) => (await this.runQuery(fn, this.parseArgs("(internal query)", fn, fnArgs), caller)).value as never,
      runMutation: async (fn, fnArgs) => (await this.runMutation(fn, this.parseArgs("(internal mutation)", fn, fnArgs), caller)).value as never,
    };
    return def.handler(ctx, args);
  }
}

function sendNotice(trx: Kysely<AppDatabase>, notice: ChangeNotice): Promise<unknown> {
  return sql`select pg_notify(${notice.channel}::text, ${notice.payload}::text)`.execute(trx);
}

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}
