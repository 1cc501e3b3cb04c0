// Issue 30: the SQLite database, its WAL and shared-memory files, the data-folder lock and a
// backup are owner-only (0600) in an owner-only DATA_DIR (0700), even under a permissive umask
// and for a database created before this rule (0644 in a 0755 folder).
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { signUpUser } from "../../../tests/support/users";

const cleanups: (() => Promise<void> | void)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

const mode = (path: string) => (statSync(path).mode & 0o777).toString(8);

function backup(dataDir: string, dest: string): Promise<string> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve, reject) =>
    execFile("npm", ["run", "--silent", "backup", "--", dest], { env: { ...inherited, LOG_LEVEL: "silent", DATA_DIR: dataDir } }, (error, stdout, stderr) =>
      error ? reject(new Error(stdout + stderr)) : resolve(stdout),
    ),
  );
}

describe.runIf(testEngine() === "sqlite")("SQLite files on disk", () => {
  it("are 0600 in a 0700 DATA_DIR, WAL and backups included, whatever the umask", async () => {
    const root = mkdtempSync(join(tmpdir(), "planning-poker-modes-"));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const dataDir = join(root, "data");
    const previous = process.umask(0o022);
    let server: TestServer;
    try {
      server = await startTestServer({ database: { sqliteDir: dataDir } });
    } finally {
      process.umask(previous);
    }
    cleanups.push(() => server.close());
    await signUpUser(server, "Mona Mode");

    expect(mode(dataDir)).toBe("700");
    const files = readdirSync(dataDir).filter((name) => name.startsWith("planning-poker.sqlite"));
    expect(files).toEqual(expect.arrayContaining(["planning-poker.sqlite", "planning-poker.sqlite-wal", "planning-poker.sqlite-shm", "planning-poker.sqlite.lock"]));
    for (const name of files) expect(`${name} ${mode(join(dataDir, name))}`).toBe(`${name} 600`);

    const dest = join(dataDir, "backups", "copy.sqlite");
    await backup(dataDir, dest);
    expect(mode(join(dataDir, "backups"))).toBe("700");
    expect(mode(dest)).toBe("600");
  });

  it("a database created world-readable before this rule becomes owner-only when the server starts", async () => {
    const root = mkdtempSync(join(tmpdir(), "planning-poker-modes-"));
    cleanups.push(() => rmSync(root, { recursive: true, force: true }));
    const dataDir = join(root, "data");
    const first = await startTestServer({ database: { sqliteDir: dataDir } });
    await signUpUser(first, "Olaf Old");
    await first.close();
    chmodSync(dataDir, 0o755);
    for (const name of readdirSync(dataDir)) chmodSync(join(dataDir, name), 0o644);

    const server = await startTestServer({ database: { sqliteDir: dataDir } });
    cleanups.push(() => server.close());
    expect(mode(dataDir)).toBe("700");
    for (const name of readdirSync(dataDir).filter((n) => n.startsWith("planning-poker.sqlite"))) expect(`${name} ${mode(join(dataDir, name))}`).toBe(`${name} 600`);
  });
});
