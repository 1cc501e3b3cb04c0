// The exactly-once records: pruning removes only records past their retention, in batches of a
// few hundred rows, so no single statement holds the database for long.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";

const DAY_MS = 24 * 60 * 60 * 1000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

describe(`pruning exactly-once records on ${testEngine()}`, () => {
  it("deletes old records in small batches and keeps the recent ones", async () => {
    const { db } = server.app.services.database;
    const now = Date.now();
    const row = (clientId: string, requestId: number, createdAt: number) => ({ client_id: clientId, request_id: requestId, user_id: null, result_json: "null", created_at: createdAt });
    for (let batch = 0; batch < 10; batch++) {
      await db
        .insertInto("mutation_records")
        .values(Array.from({ length: 500 }, (_, i) => row(`old-${batch}`, i, now - 2 * DAY_MS + i)))
        .execute();
    }
    await db.insertInto("mutation_records").values([row("recent", 1, now - 1000), row("recent", 2, now)]).execute();

    const statementsBefore = server.app.services.database.statementCount();
    const deleted = await server.app.services.runtime.executor.pruneRequestRecords(DAY_MS);
    const statements = server.app.services.database.statementCount() - statementsBefore;

    expect(deleted).toBe(5000);
    // 5,000 rows at no more than 500 a statement.
    expect(statements).toBeGreaterThanOrEqual(10);
    const left = await db.selectFrom("mutation_records").select(["client_id", "request_id"]).orderBy("request_id").execute();
    expect(left).toEqual([
      { client_id: "recent", request_id: 1 },
      { client_id: "recent", request_id: 2 },
    ]);
  });
});
