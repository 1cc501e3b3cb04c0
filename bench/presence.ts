// Many members coming online at once (issue 13, item 8: "three hundred members coming online at
// once must not stall the event loop for 670 ms"). The members have joined their rooms before;
// then all of them open a signed-in socket at the same moment and do what the room page does
// (join again, subscribe to the room, its round history and the user). Reports the server's
// longest event-loop stall and its p99 over that window, and the time until every member sees
// everyone in its room online.
//   npm run bench:presence                       300 members in one room, then in 10 rooms of 30
//   npm run bench:presence -- --members 300 --rooms 1
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { applyPatch, type PatchOp } from "../src/shared/jsonPatch";
import { PROTOCOL_VERSION, type ServerMessage } from "../src/shared/protocol";
import { callOk } from "../tests/support/functionCalls";
import { hasOption, numberOption } from "./support/args";
import { startServerProcess, type ServerProcess } from "./support/serverProcess";
import { ms, percentile, sleep } from "./support/stats";

const SERVER_ENTRY = "bench/support/planningServer.ts";
/** How long a run waits for everyone to see everyone online before it gives up. */
const TIMEOUT_MS = 60_000;
/** Members of a small room that comes online first, so the measured wave meets a warm server. */
const WARM_UP_MEMBERS = 10;

interface RoomView {
  participants: { _id: string; isOnline: boolean }[];
}

/** One person's browser on the room page: its socket and its copy of rooms.getRoomData. */
class Member {
  private socket: WebSocket | null = null;
  private view: RoomView | null = null;
  /** When this member's view first showed everyone in the room online. */
  sawEveryoneAt = Number.NaN;
  /** Frames and bytes this member received until then. */
  frames = 0;
  bytes = 0;

  constructor(
    private readonly token: string,
    private readonly room: { code: string; roomId: string; size: number },
    private readonly sessionId: string,
  ) {}

  /** Opens the socket and, once it is open, sends what the room page sends on arrival. */
  async arrive(wsUrl: string): Promise<void> {
    const socket = new WebSocket(wsUrl, { perMessageDeflate: false });
    this.socket = socket;
    socket.on("message", (data) => {
      const text = data.toString();
      if (Number.isNaN(this.sawEveryoneAt)) [this.frames, this.bytes] = [this.frames + 1, this.bytes + text.length];
      this.receive(JSON.parse(text) as ServerMessage);
    });
    await new Promise<void>((resolve, reject) => {
      socket.once("open", () => resolve());
      socket.once("error", reject);
    });
    const { roomId, code } = this.room;
    for (const message of [
      { type: "Connect", protocolVersion: PROTOCOL_VERSION, clientId: `presence-${this.sessionId}`, connectionCount: 0 },
      { type: "Authenticate", token: this.token },
      {
        type: "ModifyQuerySet",
        add: [
          { queryId: 1, path: "rooms.getRoomData", args: { roomId } },
          { queryId: 2, path: "voting.getRoundHistory", args: { roomId } },
          { queryId: 3, path: "users.current", args: {} },
        ],
        remove: [],
      },
      { type: "Mutation", requestId: 1, path: "rooms.joinRoom", args: { code, sessionId: this.sessionId }, firstSend: true },
    ])
      socket.send(JSON.stringify(message));
  }

  private receive(message: ServerMessage): void {
    if (message.type !== "Transition") return;
    for (const m of message.modifications) {
      if (m.queryId !== 1) continue;
      if (m.type === "QueryUpdated") this.view = m.value as unknown as RoomView;
      else if (m.type === "QueryPatched") this.view = applyPatch(this.view, m.patch as PatchOp[]);
      else if (m.type === "QueryFailed") throw new Error(`rooms.getRoomData failed: ${m.errorMessage}`);
    }
    if (!Number.isNaN(this.sawEveryoneAt) || !this.view) return;
    const online = this.view.participants.filter((p) => p.isOnline).length;
    if (online >= this.room.size) this.sawEveryoneAt = performance.now();
  }

  close(): void {
    this.socket?.close();
  }
}

/** Creates the rooms and has every member join over HTTP (no socket, so nobody is online yet). */
async function setUpRooms(server: ServerProcess, tokens: string[], roomCount: number, size: number, label: string) {
  const rooms: { code: string; roomId: string; size: number; members: Member[] }[] = [];
  for (let r = 0; r < roomCount; r++) {
    const memberTokens = tokens.splice(0, size);
    const { code } = await callOk(server.url, "mutation", "rooms.createRoom", { name: `${label} ${r}`, sessionId: `${label}-${r}-0`, maxFibonacci: 89, isPermanent: true }, memberTokens[0]);
    const room = { code, roomId: "", size, members: [] as Member[] };
    for (const [i, token] of memberTokens.entries()) {
      const sessionId = `${label}-${r}-${i}`;
      room.roomId = (await callOk(server.url, "mutation", "rooms.joinRoom", { code, sessionId }, token)).roomId;
      room.members.push(new Member(token, room, sessionId));
    }
    rooms.push(room);
  }
  return rooms;
}

/** Every member arrives at once; resolves when all saw everyone online, or at the timeout. */
async function comeOnline(server: ServerProcess, members: Member[]): Promise<{ start: number; arrived: number }> {
  const start = performance.now();
  await Promise.all(members.map((m) => m.arrive(server.wsUrl)));
  const arrived = performance.now();
  while (performance.now() - start < TIMEOUT_MS && members.some((m) => Number.isNaN(m.sawEveryoneAt))) await sleep(5);
  return { start, arrived };
}

async function runWave(memberCount: number, roomCount: number) {
  const size = Math.floor(memberCount / roomCount);
  const dataDir = mkdtempSync(join(tmpdir(), "planning-poker-bench-presence-"));
  let server: ServerProcess | undefined;
  try {
    server = await startServerProcess(SERVER_ENTRY, { DATA_DIR: dataDir });
    const { tokens } = await server.ask<{ tokens: string[] }>({ type: "seed", count: WARM_UP_MEMBERS + size * roomCount }, "seeded");
    const [warm] = await setUpRooms(server, tokens, 1, WARM_UP_MEMBERS, "warm-up");
    const rooms = await setUpRooms(server, tokens, roomCount, size, "room");
    await comeOnline(server, warm!.members);
    if (warm!.members.some((m) => Number.isNaN(m.sawEveryoneAt))) throw new Error(`the warm-up room did not come online within ${TIMEOUT_MS} ms`);

    const members = rooms.flatMap((room) => room.members);
    // A collection first, then a quiet moment: the forced collection's own pause must not land
    // in the window (the event-loop histogram is reset when the report is read).
    await server.metrics({ collectGarbage: true });
    await sleep(200);
    const before = await server.metrics({ collectGarbage: false });
    // BENCH_PROFILE_RUN=1: a CPU profile of the wave alone in bench/results/ (see bench/README.md).
    if (process.env.BENCH_PROFILE_RUN) await server.ask({ type: "profile-start" }, "profiled");
    if (process.env.SQL_TRACE) console.error("[bench] the wave starts");
    const { start, arrived } = await comeOnline(server, members);
    if (process.env.SQL_TRACE) console.error("[bench] everyone is online");
    if (process.env.BENCH_PROFILE_RUN) await server.ask({ type: "profile-stop" }, "profiled");
    const after = await server.metrics({ collectGarbage: false });
    const seen = members.map((m) => m.sawEveryoneAt - start).sort((a, b) => a - b);
    const stalled = seen.filter((t) => Number.isNaN(t)).length;
    for (const m of [...members, ...warm!.members]) m.close();
    return {
      members: members.length,
      rooms: roomCount,
      size,
      loopDelayMaxMs: after.loopDelayMaxMs,
      loopDelayP99Ms: after.loopDelayP99Ms,
      socketsOpenMs: arrived - start,
      everyoneSeesEveryoneMs: stalled > 0 ? Number.POSITIVE_INFINITY : seen.at(-1)!,
      firstMemberMs: seen[0]!,
      medianMemberMs: percentile(seen.filter((t) => !Number.isNaN(t)), 50),
      stalled,
      serverCpuMs: after.cpuMs - before.cpuMs,
      framesPerMember: members.reduce((sum, m) => sum + m.frames, 0) / members.length,
      kbPerMember: members.reduce((sum, m) => sum + m.bytes, 0) / members.length / 1024,
      statements: after.statements - before.statements,
    };
  } finally {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const memberCount = numberOption("members", 300);
const roomCounts = hasOption("rooms") ? [numberOption("rooms", 1)] : [1, 10];
console.log(`presence: ${memberCount} members come online at once; SQLite, server in its own process, clients in this one, loopback only\n`);
const rows: string[] = [];
for (const roomCount of roomCounts) {
  const r = await runWave(memberCount, roomCount);
  const where = r.rooms === 1 ? `one room of ${r.size}` : `${r.rooms} rooms of ${r.size}`;
  console.log(`${r.members} members, ${where}`);
  console.log(`  server event loop  longest stall ${ms(r.loopDelayMaxMs)} ms, p99 ${ms(r.loopDelayP99Ms)} ms`);
  console.log(`  everyone online    every member sees its whole room online after ${ms(r.everyoneSeesEveryoneMs)} ms (first member ${ms(r.firstMemberMs)}, median ${ms(r.medianMemberMs)}; sockets open after ${ms(r.socketsOpenMs)})`);
  console.log(`  server             ${r.serverCpuMs.toFixed(0)} ms CPU, ${r.statements} SQL statements; each member received ${r.framesPerMember.toFixed(0)} frames (${r.kbPerMember.toFixed(0)} KB) until it saw everyone`);
  console.log(`  checks             ${r.stalled} members never saw everyone online\n`);
  rows.push(`| ${where} | ${ms(r.loopDelayMaxMs)} | ${ms(r.loopDelayP99Ms)} | ${ms(r.everyoneSeesEveryoneMs)} | ${r.serverCpuMs.toFixed(0)} | ${r.statements} |`);
}
console.log("| members | longest stall (ms) | loop delay p99 (ms) | all see all online (ms) | server CPU (ms) | statements |");
console.log("|---|---:|---:|---:|---:|---:|");
for (const row of rows) console.log(row);
process.exit(0);
