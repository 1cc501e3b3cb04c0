// A database written by an earlier main (tests/upgrade/fixtures/, made by `npm run upgrade:fixture`)
// opens with today's migrations, and its people read the same rooms, decks, timers, votes, queues,
// JIRA links and history as they did then: every value where the new tables expect it.
import { copyFileSync, mkdtempSync, readFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { createTestDatabase } from "../support/postgres";
import { startTestServer, testEngine, type TestServer } from "../support/testServer";
import { CURRENT_FIXTURE, FIXTURE_ENV, FIXTURES_DIR, observedFile, POSTGRES_FILE, SQLITE_FILE, type Observed } from "./fixtureFiles";
import { readScenario } from "./fixtureScenario";

const engine = testEngine();
const fixture = join(FIXTURES_DIR, CURRENT_FIXTURE);

/** A server on a copy of the fixture's database, migrated as it starts. */
async function serverOnFixture(): Promise<TestServer> {
  if (engine === "sqlite") {
    const dir = mkdtempSync(join(tmpdir(), "planning-poker-upgrade-"));
    copyFileSync(join(fixture, SQLITE_FILE), join(dir, SQLITE_FILE));
    return startTestServer({ engine, database: { sqliteDir: dir }, env: FIXTURE_ENV });
  }
  const database = await createTestDatabase(process.env.TEST_DATABASE_URL!);
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  try {
    await client.query(readFileSync(join(fixture, POSTGRES_FILE), "utf8"));
  } finally {
    await client.end();
  }
  const server = await startTestServer({ engine, database: { postgresUrl: database.url }, env: FIXTURE_ENV });
  return { ...server, close: async () => (await server.close(), await database.drop()) };
}

/**
 * Fields added since the fixture was written, as data from before reads them: a reading then gains
 * these and keeps the rest. (Writing the fixture again on a later main folds them in.)
 */
const ROOM_FIELDS_ADDED_SINCE: Readonly<Record<string, unknown>> = Object.freeze({ trackerSource: null, trackerWrites: [] });
/** Readings that gained fields a fixture cannot know (the session summary's rounds in detail, issue 33): they keep every field they had. */
const READINGS_GROWN_SINCE = [": queue.getSessionSummary"];

function withFieldsAddedSince(reading: string, value: unknown): unknown {
  if (!value || typeof value !== "object") return value;
  if (!reading.endsWith(": rooms.getRoomData") || !("room" in value)) return value;
  const data = value as { room: Record<string, unknown> };
  return { ...data, room: { ...data.room, ...ROOM_FIELDS_ADDED_SINCE } };
}

describe(`a database written by main before the room core (${engine})`, () => {
  let server: TestServer | undefined;
  afterAll(() => server?.close());

  it("opens after the migrations, and everyone reads what they read before", async () => {
    const before = JSON.parse(readFileSync(join(fixture, observedFile(engine)), "utf8")) as Observed;
    server = await serverOnFixture();
    const after = await readScenario(server, before.codes);
    expect(Object.keys(after)).toEqual(Object.keys(before.observed));
    for (const [reading, value] of Object.entries(before.observed)) {
      if (READINGS_GROWN_SINCE.some((name) => reading.endsWith(name))) expect(after[reading], reading).toMatchObject(value as object);
      else expect(after[reading], reading).toEqual(withFieldsAddedSince(reading, value));
    }
  });

  it("keeps a room's identity in rooms and its round, queue story and JIRA state in their owners' tables", async () => {
    server ??= await serverOnFixture();
    const db = server.app.services.database.db;
    const tables = new Map((await db.introspection.getTables()).map((table) => [table.name, table.columns.map((c) => c.name)]));
    expect(tables.get("rooms")!.length).toBeLessThanOrEqual(12);
    expect(tables.get("rooms")).not.toContain("is_voting_revealed");
    const rooms = await db.selectFrom("rooms").select("id").execute();
    const rounds = await db.selectFrom("room_rounds").select("room_id").execute();
    expect(rooms.length).toBeGreaterThan(0);
    expect(rounds.map((r) => r.room_id).sort()).toEqual(rooms.map((r) => r.id).sort());
    // The fixture's scenario ends with a room on JIRA and a ticket chosen (which made no queue story current).
    expect(await db.selectFrom("room_jira_state").select("current_ticket_json").where("use_jira_integration", "=", 1).where("current_ticket_json", "is not", null).execute()).not.toEqual([]);
  });
});
