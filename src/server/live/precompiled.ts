// Statements Kysely builds and compiles once, then runs with new values: building is most of a
// statement's cost, and a vote's statements differ only in their values (bench/README.md).
// Data-access modules use them like Kysely's builders (execute, executeTakeFirst).
import type { Compilable, CompiledQuery, Kysely } from "kysely";
import type { AppDatabase } from "./functions";

/**
 * Stands in for an argument while the statement is built; it may only end up as a bound value.
 * Any arithmetic or string conversion on it throws, so a value computed from an argument can
 * never be compiled into the statement as a constant.
 */
class Placeholder {
  constructor(
    readonly statement: string,
    readonly index: number,
  ) {}

  [Symbol.toPrimitive](): never {
    throw new Error(`precompiled statement ${this.statement}: argument ${this.index} is computed with; pass it to Kysely as a value`);
  }
}

interface Template {
  compiled: CompiledQuery;
  /** Per parameter: which argument fills it, or -1 for a constant the builder wrote itself. */
  slots: number[];
}

/** A statement compiled once, run the way Kysely runs its builders: rows, or the first row. */
export interface PrecompiledStatement<Args extends unknown[], Row> {
  execute(db: Kysely<AppDatabase>, ...args: Args): Promise<Row[]>;
  executeTakeFirst(db: Kysely<AppDatabase>, ...args: Args): Promise<Row | undefined>;
}

/**
 * Wraps a query builder into a statement compiled once and run with new values. `build` receives
 * placeholders, not values: it must pass each argument to Kysely as a value (a comparison, a
 * column value, `eb.val`) and compute nothing from it. Arguments it computes with or does not
 * bind are refused on first use. One compilation per dialect, so SQLite and PostgreSQL each get
 * their own SQL. A write answers with its RETURNING rows (none without RETURNING).
 */
export function precompiled<Args extends unknown[], Row>(
  name: string,
  build: (db: Kysely<AppDatabase>, ...args: Args) => Compilable<Row>,
): PrecompiledStatement<Args, Row> {
  const templates = new WeakMap<object, Template>();
  const run = async (db: Kysely<AppDatabase>, args: Args): Promise<Row[]> => {
    const adapter = db.getExecutor().adapter;
    let template = templates.get(adapter);
    if (!template) {
      template = compileTemplate(name, db, build, args.length);
      templates.set(adapter, template);
    }
    const { compiled, slots } = template;
    const parameters = slots.map((slot, i) => (slot >= 0 ? args[slot] : compiled.parameters[i]));
    return (await db.executeQuery<Row>({ ...compiled, parameters } as CompiledQuery<Row>)).rows;
  };
  return {
    execute: (db, ...args) => run(db, args),
    executeTakeFirst: async (db, ...args) => (await run(db, args))[0],
  };
}

function compileTemplate<Args extends unknown[], Row>(
  name: string,
  db: Kysely<AppDatabase>,
  build: (db: Kysely<AppDatabase>, ...args: Args) => Compilable<Row>,
  arity: number,
): Template {
  const placeholders = Array.from({ length: arity }, (_, i) => new Placeholder(name, i)) as unknown as Args;
  const compiled = build(db, ...placeholders).compile();
  const slots = compiled.parameters.map((value) => (value instanceof Placeholder ? value.index : -1));
  for (let i = 0; i < arity; i++) {
    if (!slots.includes(i)) throw new Error(`precompiled statement ${name}: argument ${i} is not bound as a value`);
  }
  return { compiled, slots };
}
