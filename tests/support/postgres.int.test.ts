// The Postgres harness itself: every test server must get an empty database of its own.
import pg from "pg";
import { describe, expect, inject, it } from "vitest";
import { createTestDatabase } from "./postgres";

async function query(url: string, sql: string): Promise<pg.QueryResult> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await client.query(sql);
  } finally {
    await client.end();
  }
}

describe.runIf(process.env.TEST_ENGINE === "postgres")("test databases on the PostgreSQL test server", () => {
  it("are created empty, isolated from each other, and dropped", async () => {
    const baseUrl = inject("TEST_DATABASE_URL");
    const first = await createTestDatabase(baseUrl);
    const second = await createTestDatabase(baseUrl);
    try {
      expect(first.url).not.toBe(second.url);
      await query(first.url, "CREATE TABLE marker (id int primary key)");
      await query(first.url, "INSERT INTO marker VALUES (1)");

      const inFirst = await query(first.url, "SELECT count(*)::int AS n FROM marker");
      expect(inFirst.rows[0].n).toBe(1);
      const inSecond = await query(second.url, "SELECT count(*)::int AS n FROM information_schema.tables WHERE table_name = 'marker'");
      expect(inSecond.rows[0].n).toBe(0);
    } finally {
      await first.drop();
      await second.drop();
    }
    const name = new URL(first.url).pathname.slice(1);
    const left = await query(baseUrl, `SELECT count(*)::int AS n FROM pg_database WHERE datname = '${name}'`);
    expect(left.rows[0].n).toBe(0);
  });
});
