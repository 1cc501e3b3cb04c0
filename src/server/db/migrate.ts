import { Migrator, type Kysely, type Migration } from "kysely";
import { migrations } from "./migrations";

/**
 * Brings the schema up to date; runs at every start-up and is a no-op when nothing is new.
 * `extra` adds migrations after the product's (tables only tests use): their names must sort
 * after every product migration's, as Kysely runs them in name order.
 */
export async function migrateToLatest(db: Kysely<any>, extra: Readonly<Record<string, Migration>> = {}): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => ({ ...migrations, ...extra }) } });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}
