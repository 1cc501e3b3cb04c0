// The engine migrates its own tables, before the app's and recorded apart from them. A database
// from before that, where the app's 0001_foundation made the exactly-once records, keeps working:
// its records still answer re-sent mutations.
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import type { MutationResponseMessage } from "../../shared/protocol";

const servers: TestServer[] = [];
afterEach(async () => {
  // Newest first: a restarted server shares its first's database, which the first drops.
  for (const server of servers.splice(0).reverse()) await server.close();
});

async function start(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const server = await startTestServer({ extraFunctions: { counter }, ...options });
  servers.push(server);
  return server;
}

const migrationNames = async (server: TestServer, table: string) =>
  (await sql<{ name: string }>`select name from ${sql.table(table)} order by name`.execute(server.app.services.database.db)).rows.map((r) => r.name);

async function increment(wsUrl: string, clientId: string, requestId: number): Promise<MutationResponseMessage> {
  const client = await RawSyncClient.connect(wsUrl, { clientId });
  try {
    client.send({ type: "Mutation", requestId, path: "counter.increment", args: { name: "upgrade", by: 4 } });
    return await client.next<MutationResponseMessage>((m) => m.type === "MutationResponse");
  } finally {
    await client.close();
  }
}

describe(`the engine's migrations on ${testEngine()}`, () => {
  it("run first, in their own table, and the app's no longer make the records", async () => {
    const server = await start();
    expect(await migrationNames(server, "live_migration")).toEqual(["0001_request_records"]);
    expect(await migrationNames(server, "kysely_migration")).toContain("0001_foundation");
    expect(await migrationNames(server, "kysely_migration")).not.toContain("0001_request_records");
  });

  it("take over a database whose records the app's 0001_foundation made, keeping every record", async () => {
    const server = await start();
    expect(await increment(server.wsUrl, "upgrading-client-1", 1)).toMatchObject({ success: true, result: 4 });
    // As before the engine had migrations: the records table is there, the engine's history is not.
    const db = server.app.services.database.db;
    await sql`drop table live_migration`.execute(db);
    await sql`drop table live_migration_lock`.execute(db);

    const upgraded = await server.restart();
    servers.push(upgraded);
    expect(await migrationNames(upgraded, "live_migration")).toEqual(["0001_request_records"]);
    // The record made before the upgrade still answers the re-sent mutation: it runs once.
    expect(await increment(upgraded.wsUrl, "upgrading-client-1", 1)).toMatchObject({ success: true, result: 4 });
    expect(await increment(upgraded.wsUrl, "upgrading-client-1", 2)).toMatchObject({ success: true, result: 8 });
  });
});
