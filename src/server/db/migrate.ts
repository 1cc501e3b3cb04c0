import { Migrator, type Kysely, type Migration } from "kysely";
import { migrations } from "./migrations";

/**
 * Brings the schema up to date; runs at every start-up and is a no-op when nothing is new.
 * `extra` adds migrations after the product's (tables only tests use), recorded in a table of
 * their own: the product's server may open the same database later and must not miss them.
 */
export async function migrateToLatest(db: Kysely<any>, extra: Readonly<Record<string, Migration>> = {}): Promise<void> {
  await run(new Migrator({ db, provider: { getMigrations: async () => migrations } }));
  if (Object.keys(extra).length === 0) return;
  const tables = { migrationTableName: "kysely_extra_migration", migrationLockTableName: "kysely_extra_migration_lock" };
  await run(new Migrator({ db, provider: { getMigrations: async () => extra }, ...tables }));
}

async function run(migrator: Migrator): Promise<void> {
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}
