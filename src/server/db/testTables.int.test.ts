// The runtime's test table is no part of the product's schema: the product's migrations leave it
// out (and drop it from a database made before), and test servers add it with their own.
import { type Kysely, sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/testServer";
import { up as dropTestCounters } from "./migrations/0010_drop_test_counters";

async function tableNames(server: TestServer): Promise<string[]> {
  const tables = await server.app.services.database.db.introspection.getTables();
  return tables.map((table) => table.name);
}

describe("the test counters table", () => {
  // Closed newest first: a restarted server shares its first's database, which the first drops.
  const servers: TestServer[] = [];
  afterEach(async () => {
    for (const server of servers.splice(0).reverse()) await server.close();
  });
  const start = async (options?: Parameters<typeof startTestServer>[0]) => {
    const server = await startTestServer(options);
    servers.push(server);
    return server;
  };

  it("is not in the product's schema", async () => {
    const server = await start({ extraMigrations: {} });
    const names = await tableNames(server);
    expect(names).toContain("mutation_records");
    expect(names).not.toContain("test_counters");
  });

  it("is dropped from a database that had it before", async () => {
    const server = await start({ extraMigrations: {} });
    const db = server.app.services.database.db;
    // A database migrated before the table left: it has the table. Later migrations are recorded
    // after 0010, so the drop runs here as the migrator runs it, rather than by forgetting its record.
    await sql`create table test_counters (name text primary key, value integer not null)`.execute(db);
    expect(await tableNames(server)).toContain("test_counters");
    await dropTestCounters(db as unknown as Kysely<unknown>);
    const restarted = await server.restart();
    servers.push(restarted);
    expect(await tableNames(restarted)).not.toContain("test_counters");
  });

  it("is added by the test server's own migrations", async () => {
    const server = await start();
    expect(await tableNames(server)).toContain("test_counters");
  });

  it("leaves the database one the product's server opens (as tests that spawn it do)", async () => {
    const server = await start();
    await server.app.close(); // SQLite allows one server at a time
    const productOnly = await startTestServer({ database: server.database, extraMigrations: {}, engine: server.engine });
    servers.push(productOnly);
    expect(await tableNames(productOnly)).toContain("mutation_records");
  });
});
