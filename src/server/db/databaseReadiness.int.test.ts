// The server and an unreachable PostgreSQL: start-up waits for it with backoff (for a bounded
// time), and while it is down /readyz says 503 and /livez stays 200. Its own throw-away
// cluster, so stopping it disturbs no other test.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, startThrowawayCluster, type TestDatabase, type ThrowawayCluster } from "../../../tests/support/postgres";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";

describe.runIf(testEngine() === "postgres")("an unreachable PostgreSQL", () => {
  let cluster: ThrowawayCluster;
  let database: TestDatabase;
  let server: TestServer | undefined;

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    database = await createTestDatabase(cluster.url);
  }, 60_000);
  afterAll(async () => {
    await server?.app.close();
    await database?.drop().catch(() => {});
    await cluster?.stop();
  }, 60_000);

  const options = (waitSeconds: number) => ({
    engine: "postgres" as const,
    database: { postgresUrl: database.url },
    env: { DATABASE_WAIT_SECONDS: String(waitSeconds) },
  });

  it("gives up after DATABASE_WAIT_SECONDS with a clear message", async () => {
    await cluster.pause();
    try {
      await expect(startTestServer(options(1))).rejects.toThrow("The database did not answer within 1 s (DATABASE_WAIT_SECONDS)");
    } finally {
      await cluster.resume();
    }
  }, 60_000);

  it("waits for the database at start-up and starts once it answers", async () => {
    await cluster.pause();
    const starting = startTestServer(options(60));
    let settled = false;
    void starting.then(
      () => (settled = true),
      () => (settled = true),
    );
    // Down for a while: the start-up keeps trying instead of failing.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(settled).toBe(false);
    await cluster.resume();
    server = await starting;
    expect((await fetch(`${server.url}/readyz`)).status).toBe(200);
  }, 60_000);

  it("/readyz is 503 while the database is down and 200 again after; /livez stays 200", async () => {
    const url = server!.url;
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    await cluster.pause();
    try {
      const ready = await fetch(`${url}/readyz`);
      expect(ready.status).toBe(503);
      expect(await ready.json()).toEqual({ status: "unavailable", database: "postgres" });
      const live = await fetch(`${url}/livez`);
      expect(live.status).toBe(200);
    } finally {
      await cluster.resume();
    }
    expect((await fetch(`${url}/livez`)).status).toBe(200);
    // The pool reconnects on the next statement.
    const deadline = Date.now() + 15_000;
    let status = 0;
    while (Date.now() < deadline && (status = (await fetch(`${url}/readyz`)).status) !== 200) await new Promise((resolve) => setTimeout(resolve, 200));
    expect(status).toBe(200);
  }, 60_000);
});
