// Opens the database: embedded SQLite (WAL) by default, PostgreSQL when given a postgres:// URL.
// Everything above this file speaks Kysely and never asks which engine it has.
import { ensurePrivateDir, ensurePrivateFile } from "./privateFiles";
import { dirname } from "node:path";
import SQLite from "better-sqlite3";
import { Kysely, PostgresDialect, SqliteDialect, type LogEvent } from "kysely";
import pg from "pg";
import { guardPoolClients, isDatabaseUnavailable } from "../live";
import type { Database } from "./schema";
import { startCheckpointer } from "./checkpointer";

export type Engine = "sqlite" | "postgres";

export interface DatabaseHandle {
  db: Kysely<Database>;
  engine: Engine;
  /** Statements executed since start: the benchmarks read it to show work per request. */
  statementCount(): number;
  /**
   * Different SQL texts executed since start (counted up to 10,000). Steady use adds none: a
   * value written into the SQL instead of bound as a parameter would defeat statement caching.
   */
  distinctStatementCount(): number;
  /** Statements that failed and pooled connections lost, since start (for the metrics). */
  errorCount(): number;
  close(): Promise<void>;
  /** Only for Postgres: the URL, so the change bus can open its own listening connection. */
  postgresUrl?: string;
}

// pg returns int8 (bigint) as strings; our bigints are millisecond times, safe as numbers.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

/** Where statements and database errors are reported (the app's log); errors go to stderr without. */
export interface DatabaseHooks {
  /** Every statement, when set: only for trace logging. */
  statement?: (sql: string) => void;
  error?: (what: string, error: unknown) => void;
}

export function openDatabase(options: { sqlitePath: string } | { postgresUrl: string; poolSize?: number }, hooks: DatabaseHooks = {}): DatabaseHandle {
  const counter = new StatementCounter(hooks.statement);
  const failed = (what: string, error: unknown) => {
    counter.errors++;
    if (hooks.error) hooks.error(what, error);
    else console.error(what, error instanceof Error ? error.message : error);
  };
  const counters = { statementCount: () => counter.statements, distinctStatementCount: () => counter.texts.size, errorCount: () => counter.errors };
  if ("postgresUrl" in options) {
    const pool = new pg.Pool({ connectionString: options.postgresUrl, max: options.poolSize ?? 10, connectionTimeoutMillis: CONNECT_TIMEOUT_MS });
    guardPoolClients(pool, "postgres pool");
    pool.on("error", () => void counter.errors++);
    const log = (event: LogEvent) => {
      if (event.level === "query") counter.count(event.query.sql);
      else failed(isDatabaseUnavailable(event.error) ? "database unavailable" : "database error", event.error);
    };
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }), log });
    return { db, engine: "postgres", ...counters, close: () => db.destroy(), postgresUrl: options.postgresUrl };
  }
  if (options.sqlitePath !== ":memory:") {
    ensurePrivateDir(dirname(options.sqlitePath));
    ensurePrivateFile(options.sqlitePath);
  }
  // SQL_TRACE=1 prints every statement SQLite runs (diagnostics only).
  const sqlite = new SQLite(options.sqlitePath, process.env.SQL_TRACE === "1" ? { verbose: (sql) => console.error(`[sql] ${String(sql)}`) } : {});
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("synchronous = NORMAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // No Kysely log here: it wraps every statement in further promises and a log event, a tenth of
  // what a vote allocates. Kysely asks for each statement it runs, so statements are counted there.
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite, counter, failed) }) });
  const checkpointer = options.sqlitePath === ":memory:" ? null : startCheckpointer(options.sqlitePath, sqlite);
  const close = async () => {
    await checkpointer?.stop();
    await db.destroy();
  };
  return { db, engine: "sqlite", ...counters, close };
}

const CONNECT_TIMEOUT_MS = 5_000;

/** Statements run, and the different SQL texts among them (up to 10,000). */
class StatementCounter {
  statements = 0;
  errors = 0;
  readonly texts = new Set<string>();

  constructor(private readonly trace?: (sql: string) => void) {}

  count(sql: string): void {
    this.statements++;
    if (this.texts.size < 10_000) this.texts.add(sql);
    this.trace?.(sql);
  }
}

/**
 * Kysely prepares every statement anew, just before running it; reusing prepared statements
 * roughly halves the cost of small queries, and each request for one is a statement run.
 */
function withStatementCache(sqlite: SQLite.Database, counter: StatementCounter, failed: (what: string, error: unknown) => void): SQLite.Database {
  const cache = new Map<string, SQLite.Statement>();
  const prepare = (source: string) => {
    counter.count(source);
    let statement = cache.get(source);
    if (!statement) {
      statement = reportingFailures(sqliteOrFail(sqlite, source, failed), failed);
      if (cache.size >= 500) cache.delete(cache.keys().next().value!);
      cache.set(source, statement);
    }
    return statement;
  };
  return new Proxy(sqlite, {
    get(target, prop, receiver) {
      if (prop === "prepare") return prepare;
      const value = Reflect.get(target, prop, receiver);
      return typeof value === "function" ? value.bind(target) : value;
    },
  });
}

function sqliteOrFail(sqlite: SQLite.Database, source: string, failed: (what: string, error: unknown) => void): SQLite.Statement {
  try {
    return sqlite.prepare(source);
  } catch (error) {
    failed("database error", error);
    throw error;
  }
}

/** The three calls Kysely makes on a statement (always with one parameter array), failures reported. */
function reportingFailures(statement: SQLite.Statement, failed: (what: string, error: unknown) => void): SQLite.Statement {
  const wrapper = Object.create(statement) as Record<string, unknown>;
  for (const name of ["all", "run", "iterate"] as const) {
    const call = statement[name].bind(statement) as (parameters: unknown) => unknown;
    wrapper[name] = (parameters: unknown) => {
      try {
        return call(parameters);
      } catch (error) {
        failed("database error", error);
        throw error;
      }
    };
  }
  return wrapper as unknown as SQLite.Statement;
}
