// `npm run backup` while a room votes round after round, then `npm run restore` into a fresh
// DATA_DIR: the copy passes SQLite's integrity check, holds every vote acknowledged before the
// backup began, and a server starts on it. With PostgreSQL the scripts name pg_dump/pg_restore.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join, resolve, sep } from "node:path";
import SQLite from "better-sqlite3";
import { afterAll, describe, expect, it } from "vitest";
import { RoomsApi } from "../../../tests/support/roomsApi";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { signUpUser } from "../../../tests/support/users";
import { VotingApi } from "../../../tests/support/votingApi";

const CARDS = ["1", "2", "3", "5", "8", "13"];
const dirs: string[] = [];
const servers: TestServer[] = [];

afterAll(async () => {
  for (const server of servers) await server.close();
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), "planning-poker-backup-test-"));
  dirs.push(dir);
  return dir;
}

/** Runs an npm script as an operator would; resolves with its exit code and output. */
function npmRun(script: string, args: string[], env: Record<string, string>): Promise<{ code: number; output: string }> {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  return new Promise((resolve) => {
    execFile("npm", ["run", "--silent", script, "--", ...args], { env: { ...inherited, LOG_LEVEL: "silent", ...env } }, (error, stdout, stderr) =>
      resolve({ code: error ? Number(error.code ?? 1) : 0, output: stdout + stderr }),
    );
  });
}

interface AckedVote {
  round: number;
  name: string;
  participantId: string;
  value: string;
}

describe.runIf(testEngine() === "sqlite")("backup and restore on SQLite", () => {
  it("backs up under load to a copy that passes the integrity check, holds every acknowledged vote and restores", async () => {
    const server = await startTestServer();
    servers.push(server);
    const owner = new RoomsApi(server, await signUpUser(server, "Olga Owner"));
    const ownerVoting = new VotingApi(server, owner);
    const { roomId, code } = await owner.createAndEnter({ maxFibonacci: 21 });
    const voters = await Promise.all(
      ["Ann", "Bob", "Cem", "Dia"].map(async (name) => {
        const rooms = new RoomsApi(server, await signUpUser(server, name));
        return { name, voting: new VotingApi(server, rooms), participantId: (await rooms.joinRoom(code)).participantId };
      }),
    );

    // Rounds go on (every voter votes, reveal, new round) until the backup has finished.
    const acked: AckedVote[] = [];
    let stop = false;
    let roundsDone = 0;
    const load = (async () => {
      let round = 1;
      while (!stop) {
        await Promise.all(
          voters.map(async (voter, i) => {
            const value = CARDS[(round + i) % CARDS.length]!;
            await voter.voting.vote(roomId, voter.participantId, value);
            acked.push({ round, name: voter.name, participantId: voter.participantId, value });
          }),
        );
        await ownerVoting.reveal(roomId);
        round = (await ownerVoting.reset(roomId)).round;
        roundsDone++;
      }
    })();
    while (roundsDone < 3) await new Promise((r) => setTimeout(r, 20));

    const backupFile = join(tempDir(), "copy.sqlite");
    const ackedBeforeBackup = [...acked];
    const backup = await npmRun("backup", [backupFile], { DATA_DIR: server.database.sqliteDir! });
    const roundsDuringBackup = roundsDone;
    stop = true;
    await load;
    expect(backup.output).toContain("integrity check ok");
    expect(backup.code).toBe(0);
    expect(roundsDuringBackup).toBeGreaterThan(3);

    // Restoring over the DATA_DIR of a running server is refused, and leaves its database alone.
    const refused = await npmRun("restore", [backupFile], { DATA_DIR: server.database.sqliteDir! });
    expect(refused.output).toContain("stop it before restoring");
    expect(refused.code).not.toBe(0);
    expect(existsSync(join(server.database.sqliteDir!, "planning-poker.sqlite"))).toBe(true);
    expect(readdirSync(server.database.sqliteDir!).filter((f) => f.includes("before-restore"))).toEqual([]);

    const restoredDir = tempDir();
    const restored = await npmRun("restore", [backupFile], { DATA_DIR: restoredDir });
    expect(restored.output).toContain("Restored");
    expect(restored.code).toBe(0);

    const db = new SQLite(join(restoredDir, "planning-poker.sqlite"), { readonly: true });
    try {
      expect(db.pragma("integrity_check")).toEqual([{ integrity_check: "ok" }]);
      const history = db.prepare("select round, votes_json from round_history where room_id = ?").all(roomId) as { round: number; votes_json: string }[];
      const archived = new Map(history.map((h) => [h.round, JSON.parse(h.votes_json) as { participantName: string; value: string }[]]));
      const { round: currentRound } = db.prepare("select round from room_rounds where room_id = ?").get(roomId) as { round: number };
      const current = db.prepare("select participant_id, value from votes where room_id = ?").all(roomId) as { participant_id: string; value: string }[];
      const missing = ackedBeforeBackup.filter((vote) =>
        vote.round < currentRound
          ? !archived.get(vote.round)?.some((v) => v.participantName === vote.name && v.value === vote.value)
          : !current.some((v) => v.participant_id === vote.participantId && v.value === vote.value),
      );
      expect(ackedBeforeBackup.length).toBeGreaterThanOrEqual(12);
      expect(missing).toEqual([]);
    } finally {
      db.close();
    }

    // A server starts on the restored database and shows the room.
    const again = await startTestServer({ database: { sqliteDir: restoredDir } });
    servers.push(again);
    const reader = new RoomsApi(again, null);
    expect(await reader.getRoomByCode(code)).toMatchObject({ name: "Sprint planning" });
    // Three npm scripts start a TypeScript process each: slow on a busy machine.
  }, 90_000);
});

describe.runIf(testEngine() === "sqlite")("what a SQLite backup keeps for its restore", () => {
  it("writes outside DATA_DIR by default, with the app secret generated into DATA_DIR beside it, and the restore puts the secret back", async () => {
    const server = await startTestServer();
    servers.push(server);
    const dataDir = server.database.sqliteDir!;
    dirs.push(`${dataDir}-backups`);
    await signUpUser(server, "Sam Secret");
    // The secret a server without APP_SECRET generates into DATA_DIR (the test server passes one).
    const secret = "generated-secret-generated-secret-0123456789";
    writeFileSync(join(dataDir, "app-secret"), secret + "\n", { mode: 0o600 });

    const backup = await npmRun("backup", [], { DATA_DIR: dataDir });
    expect(backup.code).toBe(0);
    const written = /Backup written to (\S+) \(/.exec(backup.output)?.[1];
    expect(written).toBeDefined();
    expect(resolve(written!).startsWith(resolve(dataDir) + sep)).toBe(false);
    expect(readFileSync(`${written}.app-secret`, "utf8")).toBe(secret + "\n");
    expect(backup.output).toContain(`The app secret is copied to ${written}.app-secret`);

    const restoredDir = tempDir();
    const restored = await npmRun("restore", [written!], { DATA_DIR: restoredDir });
    expect(restored.code).toBe(0);
    expect(readFileSync(join(restoredDir, "app-secret"), "utf8")).toBe(secret + "\n");
  }, 90_000);
});

describe.runIf(testEngine() === "postgres")("backup and restore on PostgreSQL", () => {
  it("names pg_dump and pg_restore instead of copying anything", async () => {
    const url = process.env.TEST_DATABASE_URL!;
    const env = { DATABASE_URL: url, APP_SECRET: "test-secret-test-secret-test-secret-0123456789", DATA_DIR: tempDir() };
    const backup = await npmRun("backup", [], env);
    expect(backup.code).toBe(2);
    expect(backup.output).toContain("pg_dump");
    const restore = await npmRun("restore", ["x.dump"], env);
    expect(restore.code).toBe(2);
    expect(restore.output).toContain("pg_restore");
  });
});
