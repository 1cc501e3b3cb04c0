// The engine's own tables, migrated before the app's and recorded in a table of their own, so
// the engine's history and the app's never mix. Add a file, list it here; never edit a shipped one.
import { Migrator, type Kysely, type Migration } from "kysely";
import * as m0001 from "./0001_request_records";

const migrations: Readonly<Record<string, Migration>> = Object.freeze({
  "0001_request_records": m0001,
});

export const ENGINE_MIGRATION_TABLE = "live_migration";

export function migrateEngine(db: Kysely<any>): Promise<void> {
  return migrateWith(db, migrations, { migrationTableName: ENGINE_MIGRATION_TABLE, migrationLockTableName: `${ENGINE_MIGRATION_TABLE}_lock` });
}

/** Brings one set of migrations up to date (a no-op when nothing is new), or throws what failed. */
export async function migrateWith(
  db: Kysely<any>,
  set: Readonly<Record<string, Migration>>,
  tables: { migrationTableName: string; migrationLockTableName: string } | Record<string, never> = {},
): Promise<void> {
  const { error, results } = await new Migrator({ db, provider: { getMigrations: async () => set }, ...tables }).migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}
