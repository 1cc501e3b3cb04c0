// PostgreSQL trouble under load: backends terminated and the server restarted while two
// instances take about 100 mutations a second. Its own throw-away cluster, so restarting it
// disturbs no other test.
import pg from "pg";
import WebSocket from "ws";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { createTestDatabase, startThrowawayCluster, type TestDatabase, type ThrowawayCluster } from "../../../tests/support/postgres";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { HttpClient, SyncClient, type WebSocketConstructor } from "../../client/sync";

const CLIENTS_PER_INSTANCE = 2;
/** Each client waits this long between its mutations: four clients make about 100 a second. */
const PAUSE_MS = 30;

describe.runIf(testEngine() === "postgres")("PostgreSQL trouble under load", () => {
  let cluster: ThrowawayCluster;
  let database: TestDatabase;
  const servers: TestServer[] = [];
  const clients: SyncClient[] = [];

  beforeAll(async () => {
    cluster = await startThrowawayCluster();
    database = await createTestDatabase(cluster.url);
  }, 60_000);
  afterAll(async () => {
    clients.forEach((c) => c.close());
    for (const server of servers) await server.app.close();
    await database?.drop().catch(() => {});
    await cluster?.stop();
  }, 60_000);

  async function terminateBackends(): Promise<number> {
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    try {
      const { rows } = await admin.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM (SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1) AS killed",
        [new URL(database.url).pathname.slice(1)],
      );
      return rows[0]!.n;
    } finally {
      await admin.end();
    }
  }

  it("keeps both instances up; no acknowledged write is lost or doubled; every view ends equal to a fresh read", async () => {
    const options = { engine: "postgres" as const, database: { postgresUrl: database.url }, extraFunctions: { counter } };
    servers.push(await startTestServer(options), await startTestServer(options));

    const workers = servers.flatMap((server, s) =>
      Array.from({ length: CLIENTS_PER_INSTANCE }, (_, i) => {
        const client = new SyncClient({ url: server.wsUrl, WebSocket: WebSocket as unknown as WebSocketConstructor, onLongDisconnect: () => {} });
        clients.push(client);
        const board: { items: { name: string; value: number }[] }[] = [];
        client.watchQuery("counter.board", { prefix: "chaos-" }, (result) => {
          if (result?.status === "success") board.push(result.value as (typeof board)[number]);
        });
        return { client, name: `chaos-${s}-${i}`, acknowledged: 0, refused: [] as string[], board };
      }),
    );
    const acknowledged = () => workers.reduce((sum, w) => sum + w.acknowledged, 0);
    let running = true;
    const loops = workers.map(async (worker) => {
      while (running) {
        try {
          await worker.client.mutation("counter.increment", { name: worker.name });
          worker.acknowledged++;
        } catch (error) {
          worker.refused.push((error as Error).message);
        }
        await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
      }
    });
    const afterMore = async (count: number) => {
      const target = acknowledged() + count;
      await expect.poll(acknowledged, { timeout: 60_000, interval: 50 }).toBeGreaterThanOrEqual(target);
    };

    await afterMore(100);
    expect(await terminateBackends()).toBeGreaterThanOrEqual(4);
    await afterMore(100);
    expect(await terminateBackends()).toBeGreaterThanOrEqual(4);
    await afterMore(100);
    await cluster.pause();
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    await cluster.resume();
    await afterMore(100);
    running = false;
    await Promise.all(loops);

    // Both instances are still here and answer.
    for (const server of servers) expect((await fetch(`${server.url}/api/health`)).status).toBe(200);
    expect(workers.flatMap((w) => w.refused)).toEqual([]);
    const fresh = await new HttpClient(servers[0]!.url).query("counter.board", { prefix: "chaos-" });
    const values = Object.fromEntries((fresh as { items: { name: string; value: number }[] }).items.map((item) => [item.name, item.value]));
    // Every increment acknowledged is there exactly once.
    for (const worker of workers) expect(values[worker.name]).toBe(worker.acknowledged);
    for (const worker of workers) await expect.poll(() => worker.board.at(-1), { timeout: 20_000 }).toEqual(fresh);
  }, 180_000);
});
