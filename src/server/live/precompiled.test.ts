import { sql } from "kysely";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type DatabaseHandle } from "../db/database";
import { migrateToLatest } from "../db/migrate";
import { precompiled } from "./precompiled";

let database: DatabaseHandle;

beforeAll(async () => {
  database = openDatabase({ sqlitePath: ":memory:" });
  await migrateToLatest(database.db);
  await database.db
    .insertInto("users")
    .values([
      { id: "u1", name: "Ann", email: "ann@example.test", image: null, theme: null, created_at: 1 },
      { id: "u2", name: "Bob", email: "bob@example.test", image: null, theme: null, created_at: 2 },
    ])
    .execute();
});

afterAll(() => database.close());

const usersCreatedAfter = precompiled("usersCreatedAfter", (db, after: number, limit: number) =>
  db.selectFrom("users").select(["id", "name"]).where("created_at", ">", after).where("email", "like", "%@example.test").orderBy("created_at").limit(limit),
);

describe("precompiled statements", () => {
  it("bind new values each time and keep the builder's own constants", async () => {
    expect(await usersCreatedAfter.execute(database.db, 0, 10)).toEqual([
      { id: "u1", name: "Ann" },
      { id: "u2", name: "Bob" },
    ]);
    expect(await usersCreatedAfter.execute(database.db, 1, 10)).toEqual([{ id: "u2", name: "Bob" }]);
    expect(await usersCreatedAfter.execute(database.db, 0, 1)).toEqual([{ id: "u1", name: "Ann" }]);
  });

  it("run the same SQL text every time, so the engine prepares it once", async () => {
    const before = database.distinctStatementCount();
    for (let after = 0; after < 5; after++) await usersCreatedAfter.execute(database.db, after, 3);
    expect(database.distinctStatementCount()).toBe(before);
  });

  it("run inside a transaction on its connection", async () => {
    const rename = precompiled("rename", (db, id: string, name: string) => db.updateTable("users").set({ name }).where("id", "=", id).returning("id"));
    await expect(
      database.db.transaction().execute(async (trx) => {
        expect(await rename.execute(trx, "u1", "Annie")).toEqual([{ id: "u1" }]);
        expect(await usersCreatedAfter.execute(trx, 0, 1)).toEqual([{ id: "u1", name: "Annie" }]);
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    expect(await usersCreatedAfter.execute(database.db, 0, 1)).toEqual([{ id: "u1", name: "Ann" }]);
  });

  it("refuse a builder that computes with an argument instead of binding it", async () => {
    const computed = precompiled("computed", (db, after: number) => db.selectFrom("users").select("id").where("created_at", ">", after - 1));
    await expect(computed.execute(database.db, 5)).rejects.toThrow("precompiled statement computed: argument 0 is computed with; pass it to Kysely as a value");
    // Also when the argument is bound as well: the computed copy would be frozen into the statement.
    const both = precompiled("both", (db, after: number) => db.selectFrom("users").select("id").where("created_at", ">", after).where("created_at", "<", after + 10));
    await expect(both.execute(database.db, 5)).rejects.toThrow("precompiled statement both: argument 0 is computed with; pass it to Kysely as a value");
  });

  it("refuse a builder that leaves an argument out", async () => {
    const unused = precompiled("unused", (db, _name: string) => db.selectFrom("users").select("id"));
    await expect(unused.execute(database.db, "x")).rejects.toThrow("precompiled statement unused: argument 0 is not bound as a value");
  });

  it("refuse a builder that writes an argument into the SQL text", async () => {
    const inlined = precompiled("inlined", (db, name: string) => db.selectFrom("users").select(sql.lit(name).as("n")));
    await expect(inlined.executeTakeFirst(database.db, "x")).rejects.toThrow("precompiled statement inlined: argument 0 is computed with; pass it to Kysely as a value");
  });
});
