// Counters whose window is over leave PostgreSQL's rate_limits table on the app's scheduler, so
// the table stays the size of recent traffic. (SQLite counts in memory: limits.test.ts.)
import { sql } from "kysely";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { scheduleLimitPruning } from "./limitPruning";

let server: TestServer | null = null;
afterEach(async () => {
  await server?.close();
  server = null;
});

describe.runIf(testEngine() === "postgres")("rate-limit pruning on PostgreSQL", () => {
  it("drops counters whose window is over, on the app's scheduler, and keeps live ones", async () => {
    server = await startTestServer();
    const { jobs, runtime, database } = server.app.services;
    const store = runtime.app.limits;
    const now = Date.now();
    await store.add("prune-test:over", 1, 1_000, now - 60_000);
    await store.add("prune-test:live", 1, 3_600_000, now);
    const keys = async () => (await sql<{ key: string }>`select key from rate_limits where key like 'prune-test:%' order by key`.execute(database.db)).rows.map((r) => r.key);
    expect(await keys()).toEqual(["prune-test:live", "prune-test:over"]);
    const stop = scheduleLimitPruning(jobs, store, 20);
    try {
      await expect.poll(keys, { timeout: 5000, interval: 20 }).toEqual(["prune-test:live"]);
    } finally {
      await stop();
    }
  });
});
