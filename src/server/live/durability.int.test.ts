import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { RawSyncClient } from "../../../tests/support/rawSyncClient";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { callFunction } from "../../../tests/support/functionCalls";
import type { ServerMessage } from "../../shared/protocol";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const started = await startTestServer({ extraFunctions: { counter }, ...options });
  cleanups.push(() => started.close());
  return started;
}

/** The function's value; undefined when it answered with an error. */
async function call(base: TestServer, endpoint: "query" | "mutation", path: string, args: object): Promise<unknown> {
  const { body } = await callFunction(base, endpoint, path, args);
  return body.status === "success" ? body.value : undefined;
}

const counterValue = (m: ServerMessage, queryId: number) =>
  m.type === "Transition" ? (m.modifications.find((x) => x.queryId === queryId && x.type === "QueryUpdated") as { value: number } | undefined)?.value : undefined;

describe(`durability on ${testEngine()}`, () => {
  it("keeps data written before a restart", async () => {
    const first = await server();
    await call(first, "mutation", "counter.increment", { name: "durable", by: 41 });
    await call(first, "mutation", "counter.increment", { name: "durable" });
    const second = await first.restart();
    cleanups.push(() => second.close());
    expect(second.url).not.toBe("");
    expect(await call(second, "query", "counter.get", { name: "durable" })).toBe(42);
  });

  it.runIf(testEngine() === "postgres")("shows a client on one instance a mutation made through another, live", async () => {
    const one = await server();
    const two = await server({ database: one.database });
    const watcher = await RawSyncClient.connect(one.wsUrl);
    cleanups.push(() => watcher.close());
    watcher.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.get", args: { name: "cluster" } }], remove: [] });
    await watcher.next((m) => counterValue(m, 1) === 0);

    const writer = await RawSyncClient.connect(two.wsUrl);
    cleanups.push(() => writer.close());
    writer.send({ type: "Mutation", requestId: 1, path: "counter.increment", args: { name: "cluster", by: 3 } });
    expect(await writer.next((m) => m.type === "MutationResponse")).toMatchObject({ success: true, result: 3 });
    await watcher.next((m) => counterValue(m, 1) === 3);

    // And the other way round, over HTTP this time.
    await call(one, "mutation", "counter.increment", { name: "cluster" });
    writer.send({ type: "ModifyQuerySet", add: [{ queryId: 9, path: "counter.get", args: { name: "cluster" } }], remove: [] });
    await writer.next((m) => counterValue(m, 9) === 4);
  });

  it.runIf(testEngine() === "postgres")("survives PostgreSQL dropping every connection, and stays live across instances", async () => {
    const one = await server();
    const two = await server({ database: one.database });
    const watcher = await RawSyncClient.connect(one.wsUrl);
    cleanups.push(() => watcher.close());
    watcher.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.get", args: { name: "dropped" } }], remove: [] });
    await watcher.next((m) => counterValue(m, 1) === 0);
    // Every pool (queries and NOTIFY) now holds idle connections, and each instance its LISTEN one.
    await call(two, "mutation", "counter.increment", { name: "dropped" });
    await watcher.next((m) => counterValue(m, 1) === 1);

    const admin = new pg.Client({ connectionString: one.database.postgresUrl });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid()) AS killed",
      );
      expect(rows[0]!.n).toBeGreaterThanOrEqual(4);
    } finally {
      await admin.end();
    }

    // Both instances reconnect by themselves: a write through one reaches the watcher on the other.
    await expect.poll(() => call(two, "mutation", "counter.increment", { name: "dropped" }).catch(() => null), { timeout: 10_000 }).toBeTypeOf("number");
    await watcher.next((m) => (counterValue(m, 1) ?? 0) >= 2);
    expect(await call(one, "query", "counter.get", { name: "dropped" })).toBeGreaterThanOrEqual(2);
  });
});
