import { Migrator, type Kysely, type MigrationProvider } from "kysely";
import { migrations } from "./migrations";

const provider: MigrationProvider = Object.freeze({ getMigrations: async () => migrations });

/** Brings the schema up to date; runs at every start-up and is a no-op when nothing is new. */
export async function migrateToLatest(db: Kysely<any>): Promise<void> {
  const migrator = new Migrator({ db, provider });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((r) => r.status === "Error");
  if (error || failed) {
    const reason = error instanceof Error ? error.message : String(error ?? "unknown error");
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed: ${reason}`);
  }
}
