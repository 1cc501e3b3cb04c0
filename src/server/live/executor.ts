// Runs one function: checks its arguments, gives it a context, and for mutations wraps it in
// one transaction, records it for exactly-once delivery and publishes the topics it wrote.
import type { Kysely } from "kysely";
import { z } from "zod";
import type { Json } from "../../shared/protocol";
import type { ChangeBus } from "./changeBus";
import { precompiled } from "./precompiled";
import { FunctionError, RequestError } from "./errors";
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
import type { RequestRecordTables } from "./requestRecordsTable";

export interface CallerInfo {
  auth: Identity | null;
  clientAddress: string | null;
  clientSessionId?: string | null;
  /** The HTTP request's id, for the log lines of what it runs (sockets use the RequestKey). */
  requestId?: string;
}

/** A mutation sent over a socket carries these, so a re-sent copy is answered, not re-run. */
export interface RequestKey {
  clientId: string;
  requestId: number;
}

export interface QueryRun {
  value: unknown;
  topics: Set<string>;
}

class DuplicateRequest extends Error {}

const PRUNE_BATCH_SIZE = 500;

export class Executor {
  private version = 0;

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
  }

  /** A counter that moves with every change this instance learns of (for /api/query_ts). */
  currentVersion(): number {
    return this.version;
  }

  /** Data access for a query's reads, recorded into `topics` (the loads of shared queries use it). */
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
  async runMutation(def: MutationDefinition, args: unknown, caller: CallerInfo, request?: RequestKey): Promise<{ value: unknown; duplicate: boolean }> {
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

  private async mutate(path: string, def: MutationDefinition, args: unknown, caller: CallerInfo, request?: RequestKey): Promise<{ value: unknown; duplicate: boolean }> {
    const logger = this.log.logger.isLevelEnabled("debug") ? currentLogger(this.log) : null;
    logger?.debug({ path, via: request ? "socket" : "http", userId: caller.auth?.userId ?? null }, "mutation started");
    const written = new Set<string>();
    try {
      const value = await this.db.transaction().execute(async (trx) => {
        const data: DataAccess = { db: trx, readTopic: () => {}, writeTopic: (t) => void written.add(t) };
        const result = await def.handler(
          { auth: caller.auth, app: this.app, clientAddress: caller.clientAddress, now: Date.now(), data, clientSessionId: caller.clientSessionId ?? null },
          args,
        );
        if (request) await recordRequest(trx, request, caller.auth, result);
        return result;
      });
      this.bus.publish([...written]);
      logger?.debug({ path, topics: written.size }, "mutation committed");
      return { value, duplicate: false };
    } catch (error) {
      if (!(error instanceof DuplicateRequest) || !request) throw error;
      logger?.debug({ path }, "mutation answered from its exactly-once record");
      return { value: await this.recordedResult(request, caller.auth), duplicate: true };
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

  /** The engine's own table, whatever the app's schema says. */
  private get records(): Kysely<RequestRecordTables> {
    return this.db as unknown as Kysely<RequestRecordTables>;
  }

  private async recordedResult(request: RequestKey, auth: Identity | null): Promise<unknown> {
    const row = await this.records
      .selectFrom("mutation_records")
      .select(["result_json", "user_id"])
      .where("client_id", "=", request.clientId)
      .where("request_id", "=", request.requestId)
      .executeTakeFirst();
    if (!row || row.user_id !== (auth?.userId ?? null)) throw new FunctionError("This request was already made by someone else.");
    return JSON.parse(row.result_json) as Json;
  }

  /**
   * Drops records old enough that no client can still be re-sending them, a small batch per
   * statement with the event loop free in between: one big delete held SQLite for 184 ms.
   */
  async pruneRequestRecords(olderThanMs: number, batchSize = PRUNE_BATCH_SIZE): Promise<number> {
    const cutoff = Date.now() - olderThanMs;
    let deleted = 0;
    for (;;) {
      const result = await this.records
        .deleteFrom("mutation_records")
        .where(({ eb, refTuple, selectFrom }) =>
          eb(
            refTuple("client_id", "request_id"),
            "in",
            selectFrom("mutation_records").select(["client_id", "request_id"]).where("created_at", "<", cutoff).limit(batchSize).$asTuple("client_id", "request_id"),
          ),
        )
        .executeTakeFirst();
      const count = Number(result.numDeletedRows);
      deleted += count;
      if (count < batchSize) return deleted;
      await new Promise((resolve) => setImmediate(resolve));
    }
  }
}

/** Inserted last in the mutation's transaction: a conflict means a copy already committed. */
async function recordRequest(trx: Kysely<AppDatabase>, request: RequestKey, auth: Identity | null, result: unknown): Promise<void> {
  const inserted = await insertRequestRecord.executeTakeFirst(trx, request.clientId, request.requestId, auth?.userId ?? null, JSON.stringify(result ?? null), Date.now());
  if (!inserted) throw new DuplicateRequest();
}

const insertRequestRecord = precompiled(
  "insertRequestRecord",
  (db, clientId: string, requestId: number, userId: string | null, resultJson: string, createdAt: number) =>
    (db as unknown as Kysely<RequestRecordTables>)
      .insertInto("mutation_records")
      .values({ client_id: clientId, request_id: requestId, user_id: userId, result_json: resultJson, created_at: createdAt })
      .onConflict((oc) => oc.columns(["client_id", "request_id"]).doNothing())
      .returning("client_id"),
);

function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 5)
    .map((issue) => (issue.path.length > 0 ? `${issue.path.join(".")}: ${issue.message}` : issue.message))
    .join("; ");
}
