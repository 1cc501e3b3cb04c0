import type { Kysely, Migration } from "kysely";
import { migrateEngine, migrateWith } from "../live";
import { migrations } from "./migrations";
import { pluginMigrations } from "../../plugins/server";

/**
 * Brings the schema up to date; runs at every start-up and is a no-op when nothing is new. The
 * engine's tables come first (the app's migrations may not touch them). `extra` adds migrations
 * after the product's (tables only tests use), recorded in a table of their own: the product's
 * server may open the same database later and must not miss them.
 */
export async function migrateToLatest(db: Kysely<any>, extra: Readonly<Record<string, Migration>> = {}): Promise<void> {
  await migrateEngine(db);
  // The plugins' migrations share the core's order: a global number prefix.
  await migrateWith(db, { ...migrations, ...pluginMigrations() });
  if (Object.keys(extra).length === 0) return;
  await migrateWith(db, extra, { migrationTableName: "kysely_extra_migration", migrationLockTableName: "kysely_extra_migration_lock" });
}
