// The exactly-once records: one row per mutation a client sent over a socket, claimed first in the
// mutation's own transaction and given its answer last, so a copy re-sent after a reconnect (or
// racing on another instance) is answered with the recorded answer, its handler never run again.
// A record is needed only until its client has the answer: clients say which answers they hold
// (the lowest request id still unanswered, on Connect and as answers arrive) and those records
// go within seconds. The rest go after a time floor: clients that never came back.
import { sql, type Kysely } from "kysely";
import { MESSAGES } from "../../shared/messages";
import type { Json } from "../../shared/protocol";
import type { ChangeNotice } from "./changeBus";
import { FunctionError } from "./errors";
import type { AppDatabase, Identity } from "./functions";
import { precompiled } from "./precompiled";
import type { RequestRecordTables } from "./requestRecordsTable";
import type { Scheduler } from "./scheduler";

/** A mutation sent over a socket carries these, so a re-sent copy is answered, not re-run. */
export interface RequestKey {
  clientId: string;
  requestId: number;
  /** The client never sent this request before: no copy can have committed, the record may come last. */
  firstSend?: boolean;
}

export interface RequestRecordPolicy {
  /** Records no client acknowledged are dropped after this long. */
  floorMs: number;
  /** How often the floor is applied. */
  pruneEveryMs: number;
  /** How often acknowledged records are deleted. */
  acknowledgedEveryMs: number;
}

const HOUR_MS = 60 * 60 * 1000;

export const DEFAULT_REQUEST_RECORD_POLICY: RequestRecordPolicy = Object.freeze({
  // A tab re-sends only what it still holds, so only while it stays open; 12 h covers a laptop
  // closed overnight with a vote in flight. A tab that comes back acknowledges and its records go
  // at once, so what the floor keeps is little: the last answers of tabs that never came back.
  floorMs: 12 * HOUR_MS,
  // Often, so that each run removes a few thousand records rather than an hour's worth.
  pruneEveryMs: 5 * 60 * 1000,
  acknowledgedEveryMs: 2_000,
});

/** Rows per statement: one big delete held SQLite for 184 ms. */
const PRUNE_BATCH_SIZE = 500;
/** Clients per statement when deleting acknowledged records. */
const ACKNOWLEDGED_BATCH_SIZE = 100;

export class RequestRecords {
  /** Per client, every request below this id is answered and held by the client. */
  private acknowledged = new Map<string, number>();

  constructor(private readonly db: Kysely<AppDatabase>) {}

  /** The engine's own table, whatever the app's schema says. */
  private get records(): Kysely<RequestRecordTables> {
    return this.db as unknown as Kysely<RequestRecordTables>;
  }

  /**
   * Claims the request first in the mutation's transaction, before its handler runs; false means
   * a copy already committed, and its recorded answer is the answer. A copy running meanwhile on
   * another connection or instance holds the row: PostgreSQL makes this insert wait for that
   * copy's transaction, then answers false if it committed (SQLite runs one transaction at a time).
   */
  async claim(trx: Kysely<AppDatabase>, request: RequestKey, auth: Identity | null): Promise<boolean> {
    const inserted = await insertRequestRecord.executeTakeFirst(trx, request.clientId, request.requestId, auth?.userId ?? null, UNANSWERED, Date.now());
    return inserted !== undefined;
  }

  /**
   * Records the answer in the claimed row, last in the mutation's transaction; with a change
   * notice, in the same statement (PostgreSQL), so the notice costs no statement of its own.
   */
  async complete(trx: Kysely<AppDatabase>, request: RequestKey, result: unknown, notice: ChangeNotice | null): Promise<void> {
    const resultJson = JSON.stringify(result ?? null);
    if (!notice) {
      await completeRequestRecord.execute(trx, resultJson, request.clientId, request.requestId);
      return;
    }
    await sql`update mutation_records set result_json = ${resultJson}::text from (select pg_notify(${notice.channel}::text, ${notice.payload}::text)) as notice
      where client_id = ${request.clientId}::text and request_id = ${request.requestId}::integer`.execute(trx);
  }

  /**
   * A request the client never sent before cannot have a record yet: it is recorded last, with
   * its answer, in one statement (and the change notice with it). False means a copy sent again
   * meanwhile committed first: its answer is the answer.
   */
  async insert(trx: Kysely<AppDatabase>, request: RequestKey, auth: Identity | null, result: unknown, notice: ChangeNotice | null): Promise<boolean> {
    const resultJson = JSON.stringify(result ?? null);
    const userId = auth?.userId ?? null;
    if (!notice) return (await insertRequestRecord.executeTakeFirst(trx, request.clientId, request.requestId, userId, resultJson, Date.now())) !== undefined;
    const { rows } = await sql`insert into mutation_records (client_id, request_id, user_id, result_json, created_at)
      select ${request.clientId}::text, ${request.requestId}::integer, ${userId}::text, ${resultJson}::text, ${Date.now()}::bigint
      from (select pg_notify(${notice.channel}::text, ${notice.payload}::text)) as notice
      on conflict (client_id, request_id) do nothing returning client_id`.execute(trx);
    return rows.length > 0;
  }

  /** The answer recorded for an earlier copy; only its own user may read it. */
  async recordedResult(request: RequestKey, auth: Identity | null): Promise<unknown> {
    const row = await this.records
      .selectFrom("mutation_records")
      .select(["result_json", "user_id"])
      .where("client_id", "=", request.clientId)
      .where("request_id", "=", request.requestId)
      .executeTakeFirst();
    if (!row || row.result_json === UNANSWERED || row.user_id !== (auth?.userId ?? null)) throw new FunctionError(MESSAGES.generic.requestIdTaken);
    return JSON.parse(row.result_json) as Json;
  }

  /** The client holds the answers to every request below `lowestUnanswered`: their records may go. */
  acknowledge(clientId: string, lowestUnanswered: number): void {
    if (lowestUnanswered > (this.acknowledged.get(clientId) ?? 1)) this.acknowledged.set(clientId, lowestUnanswered);
  }

  /** Deletes what clients acknowledged, for a hundred clients a statement; returns the rows deleted. */
  async deleteAcknowledged(): Promise<number> {
    let deleted = 0;
    while (this.acknowledged.size > 0) {
      const batch: [string, number][] = [];
      for (const entry of this.acknowledged) {
        batch.push(entry);
        this.acknowledged.delete(entry[0]);
        if (batch.length === ACKNOWLEDGED_BATCH_SIZE) break;
      }
      try {
        const result = await this.records
          .deleteFrom("mutation_records")
          .where((eb) => eb.or(batch.map(([clientId, below]) => eb.and([eb("client_id", "=", clientId), eb("request_id", "<", below)]))))
          .executeTakeFirst();
        deleted += Number(result.numDeletedRows);
      } catch (error) {
        // Kept for the next run (the floor takes them if the database stays away).
        for (const [clientId, below] of batch) this.acknowledge(clientId, below);
        throw error;
      }
      await new Promise((resolve) => setImmediate(resolve));
    }
    return deleted;
  }

  /**
   * Drops records older than the floor, a small batch per statement with the event loop free in
   * between; returns how many.
   */
  async pruneOlderThan(olderThanMs: number, batchSize = PRUNE_BATCH_SIZE): Promise<number> {
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

  /** The engine's two housekeeping jobs on the app's scheduler. */
  schedule(scheduler: Scheduler, policy: RequestRecordPolicy): void {
    scheduler.every(policy.acknowledgedEveryMs, "deleting acknowledged request records", () => this.deleteAcknowledged());
    scheduler.every(policy.pruneEveryMs, "pruning request records", () => this.pruneOlderThan(policy.floorMs));
  }
}

/** A claimed record's answer until its transaction records one (never seen committed). */
const UNANSWERED = "";

const insertRequestRecord = precompiled(
  "insertRequestRecord",
  (db, clientId: string, requestId: number, userId: string | null, resultJson: string, createdAt: number) =>
    (db as unknown as Kysely<RequestRecordTables>)
      .insertInto("mutation_records")
      .values({ client_id: clientId, request_id: requestId, user_id: userId, result_json: resultJson, created_at: createdAt })
      .onConflict((oc) => oc.columns(["client_id", "request_id"]).doNothing())
      .returning("client_id"),
);

const completeRequestRecord = precompiled(
  "completeRequestRecord",
  (db, resultJson: string, clientId: string, requestId: number) =>
    (db as unknown as Kysely<RequestRecordTables>)
      .updateTable("mutation_records")
      .set({ result_json: resultJson })
      .where("client_id", "=", clientId)
      .where("request_id", "=", requestId),
);
