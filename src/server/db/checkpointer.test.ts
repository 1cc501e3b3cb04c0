import { mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import SQLite from "better-sqlite3";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { startCheckpointer, type Checkpointer } from "./checkpointer";

describe("the SQLite checkpoint thread", () => {
  let dir: string;
  let path: string;
  let db: SQLite.Database;
  let checkpointer: Checkpointer | null = null;

  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "checkpointer-"));
    path = join(dir, "app.db");
    db = new SQLite(path);
    db.pragma("journal_mode = WAL");
    db.pragma("synchronous = NORMAL");
    db.exec("create table votes (id integer primary key, value text not null)");
  });

  afterEach(async () => {
    await checkpointer?.stop();
    checkpointer = null;
    db.close();
    rmSync(dir, { recursive: true, force: true });
  });

  const writeRows = (count: number) => {
    const insert = db.prepare("insert into votes (value) values (?)");
    // One commit each, as mutations are: each appends to the log.
    for (let i = 0; i < count; i++) insert.run(`vote ${i} ${"x".repeat(200)}`);
  };

  it("takes checkpoints off the connection: commits only append to the log, the thread copies it into the database file", async () => {
    // The thread runs beside these writes: an interval longer than the test keeps it from
    // checkpointing while the commits are watched.
    checkpointer = startCheckpointer(path, db, 10 * 60_000);
    expect(db.pragma("wal_autocheckpoint", { simple: true })).toBe(0);
    const sizeBefore = statSync(path).size;
    writeRows(3000);
    // Past SQLite's own 1,000-page threshold, yet the commits left the database file alone.
    expect(statSync(`${path}-wal`).size).toBeGreaterThan(1000 * 4096);
    expect(statSync(path).size).toBe(sizeBefore);

    await checkpointer.stop();
    checkpointer = startCheckpointer(path, db, 20);
    await checkpointer.next();
    await checkpointer.next();
    expect(statSync(path).size).toBeGreaterThan(sizeBefore + 3000 * 200);
    const other = new SQLite(path, { readonly: true });
    expect(other.prepare("select count(*) as n from votes").get()).toEqual({ n: 3000 });
    other.close();
  });

  it("hands checkpoints back to the connection, and says so, when the thread cannot run them", async () => {
    const logged = vi.spyOn(console, "error").mockImplementation(() => {});
    // A folder is no database: the thread fails to open it.
    checkpointer = startCheckpointer(dir, db, 20);
    // The thread starts through tsx: on a busy machine that takes a while before it fails.
    await vi.waitFor(() => expect(db.pragma("wal_autocheckpoint", { simple: true })).toBe(1000), { timeout: 20_000 });
    expect(logged).toHaveBeenCalledWith(expect.stringContaining("checkpoints on commit instead"), expect.anything());
    logged.mockRestore();
  });

  it("stops with its connection closed", async () => {
    checkpointer = startCheckpointer(path, db, 20);
    await checkpointer.next();
    await checkpointer.stop();
    checkpointer = null;
    // The stopped thread's connection is gone: this one, the last, removes the log when it closes.
    db.close();
    expect(() => statSync(`${path}-wal`)).toThrow();
    db = new SQLite(path);
  });
});
