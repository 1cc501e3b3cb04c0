// The table of the runtime's test counters (counterFunctions.ts): not part of the product's
// schema, so test servers and the runtime benchmark add it with a migration of their own.
import type { Kysely, Migration } from "kysely";
import type { DataAccess } from "../../src/server/live";

export type CounterTables = {
  test_counters: { name: string; value: number };
};

/** Run after the product's migrations and recorded apart from them (see migrateToLatest). */
export const testMigrations: Readonly<Record<string, Migration>> = Object.freeze({
  test_0001_counters: {
    async up(db: Kysely<unknown>): Promise<void> {
      await db.schema
        .createTable("test_counters")
        .ifNotExists()
        .addColumn("name", "text", (c) => c.primaryKey())
        .addColumn("value", "integer", (c) => c.notNull())
        .execute();
    },
  },
});

/** The handler's database with the counters table in its type (the queries are unchanged). */
export function counterDb(data: DataAccess) {
  return data.db.withTables<CounterTables>();
}
