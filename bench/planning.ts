// The planning benchmark (issue: voting). Rooms of simulated participants speak the real
// protocol over real sockets to the real server and database: each round everyone votes on a
// fixed schedule, the owner reveals, then starts a new round. Latency runs from a vote's
// intended send time until every member of the room sees that participant as voted.
//   npm run bench:planning                       rooms of 10, 5, 25 and 100 (1,000 sockets)
//   npm run bench:planning -- --size 10 --sockets 1000 --rate 200 --seconds 10
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { deckFor } from "../src/shared/deck";
import type { PatchOp } from "../src/shared/jsonPatch";
import { PROTOCOL_VERSION, type ServerMessage } from "../src/shared/protocol";
import { startServerProcess, type ServerProcess } from "./support/serverProcess";
import { numberOption, sizesOption } from "./support/args";
import { runSchedule } from "./support/schedule";
import { ms, percentile, sleep, slope } from "./support/stats";
import { recordGcPauses, type GcPause } from "./support/gcLog";

const SOCKETS = numberOption("sockets", 1000);
const RATE = numberOption("rate", 200);
const SECONDS = numberOption("seconds", 10);
const SIZES = sizesOption();
const CARDS = deckFor(89);
const SERVER_ENTRY = "bench/support/planningServer.ts";

interface RoomView {
  room: { _id: string; isVotingRevealed: boolean; round: number };
  participants: { _id: string }[];
  votes: { participantId: string; value: string | null }[];
  me: string;
}

const WHOLE_LIST = "\u0000whole list";

/**
 * What a simulated member keeps of rooms.getRoomData: the round, whether votes are revealed, the
 * participants and who has voted (the vote list, as the room page reads it). A thousand simulated
 * browsers share one process, so patches are read op by op instead of rebuilding every copy.
 */
class RoomState {
  round = 0;
  revealed = false;
  participantIds: string[] = [];
  /** The participant id of each vote, in the list's order. */
  voters: string[] = [];

  setWhole(view: RoomView): void {
    this.round = view.room.round;
    this.revealed = view.room.isVotingRevealed;
    this.participantIds = view.participants.map((p) => p._id);
    this.voters = view.votes.map((v) => v.participantId);
  }

  /** Applies one patch op; returns the participant id of a new vote, WHOLE_LIST, or null. */
  apply(op: PatchOp): string | null {
    const [top, index, field] = op.path;
    if (top === undefined) {
      this.setWhole(op.op === "set" ? (op.value as RoomView) : (undefined as never));
      return WHOLE_LIST;
    }
    if (top === "room") {
      const room = op.op === "set" && index === undefined ? (op.value as RoomView["room"]) : null;
      if (room) [this.round, this.revealed] = [room.round, room.isVotingRevealed];
      else if (index === "round" && op.op === "set") this.round = op.value as number;
      else if (index === "isVotingRevealed" && op.op === "set") this.revealed = op.value as boolean;
    } else if (top === "participants") {
      if (index === undefined) {
        if (op.op === "length") this.participantIds.length = op.value;
        else if (op.op === "set") this.participantIds = (op.value as RoomView["participants"]).map((p) => p._id);
      } else if (typeof index === "number" && op.op === "set" && field === undefined) {
        this.participantIds[index] = (op.value as RoomView["participants"][number])._id;
      }
    } else if (top === "votes") {
      if (index === undefined) {
        if (op.op === "length") this.voters.length = op.value;
        else if (op.op === "set") {
          this.voters = (op.value as RoomView["votes"]).map((v) => v.participantId);
          return WHOLE_LIST;
        }
      } else if (typeof index === "number" && op.op === "set" && field === undefined) {
        const voter = (op.value as RoomView["votes"][number]).participantId;
        // Votes are listed in the order they came: a new one is nearly always appended.
        const isNew = index >= this.voters.length || !this.voters.includes(voter);
        this.voters[index] = voter;
        return isNew ? voter : null;
      }
    }
    return null;
  }

  summary() {
    return { revealed: this.revealed, voted: [...this.voters].sort(), votes: this.voters.length };
  }
}

/**
 * When each vote reached the room, kept per room rather than per member so that a thousand
 * simulated browsers in one process do not fill its heap (and its collections) with entries
 * per vote and member: round and participant id -> which members have it (one byte each),
 * how many, and when the last of them got it.
 */
class Arrivals {
  /** round -> participant id -> arrival (two levels: no key string to build per member and vote). */
  private readonly byRound = new Map<number, Map<string, { members: number; last: number; seen: Uint8Array }>>();

  constructor(private readonly roomSize: number) {}

  /** The member at memberIndex sees the vote; again later (a revealed list) counts once. */
  note(round: number, participantId: string, memberIndex: number, at: number): void {
    let votes = this.byRound.get(round);
    if (!votes) this.byRound.set(round, (votes = new Map()));
    let arrival = votes.get(participantId);
    if (!arrival) votes.set(participantId, (arrival = { members: 0, last: 0, seen: new Uint8Array(this.roomSize) }));
    if (arrival.seen[memberIndex]) return;
    arrival.seen[memberIndex] = 1;
    arrival.members++;
    arrival.last = Math.max(arrival.last, at);
  }

  get(round: number, participantId: string): { members: number; last: number } | undefined {
    return this.byRound.get(round)?.get(participantId);
  }
}

const TRANSITION_HEAD = '{"type":"Transition","startVersion":';
const MODIFICATIONS_KEY = ',"modifications":';
/** Recent modification lists by their text; a room's members get the same ones within milliseconds. */
const parsedModifications = new Map<string, unknown>();

/**
 * A real room's hundred browsers each parse their copy of a change at the same time, on their
 * own machines; a thousand simulated ones share this process and would parse a hundred copies
 * one after another, delaying every other room's votes behind a reveal. So a transition's
 * modifications, the same text for every member (only the socket's version numbers differ,
 * which these members do not use), are parsed once and shared read-only.
 */
function parseServerMessage(text: string): ServerMessage {
  const at = text.startsWith(TRANSITION_HEAD) ? text.indexOf(MODIFICATIONS_KEY) : -1;
  if (at < 0) return JSON.parse(text) as ServerMessage;
  const modificationsText = text.slice(at + MODIFICATIONS_KEY.length, -1);
  let modifications = parsedModifications.get(modificationsText);
  if (modifications === undefined) {
    modifications = JSON.parse(modificationsText);
    if (parsedModifications.size >= 1000) parsedModifications.clear();
    parsedModifications.set(modificationsText, modifications);
  }
  return { type: "Transition", modifications } as ServerMessage;
}

class Member {
  socket!: WebSocket;
  state: RoomState | null = null;
  /** The round this member is following, and who it has seen vote in it. */
  private round = 0;
  participantId = "";
  roomId = "";
  private nextRequestId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();

  /** Null for a member that only reads the room (the final comparison). */
  constructor(
    private readonly arrivals: Arrivals | null,
    private readonly index = 0,
  ) {}

  async open(server: ServerProcess, token: string, index: number): Promise<void> {
    this.socket = new WebSocket(server.wsUrl, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      this.socket.once("open", () => resolve());
      this.socket.once("error", reject);
    });
    this.socket.on("message", (data) => this.receive(parseServerMessage(data.toString())));
    this.send({ type: "Connect", protocolVersion: PROTOCOL_VERSION, clientId: `planner-${index}-${Date.now()}`, connectionCount: 0 });
    this.send({ type: "Authenticate", token });
  }

  call<T>(type: "Mutation" | "Action", path: string, args: object): Promise<T> {
    const requestId = this.nextRequestId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(requestId, { resolve: resolve as (v: unknown) => void, reject });
      this.send({ type, requestId, path, args });
    });
  }

  /** What the room page subscribes to: the room, its round history and the signed-in user. */
  subscribe(roomId: string): void {
    this.roomId = roomId;
    const add = [
      { queryId: 1, path: "rooms.getRoomData", args: { roomId } },
      { queryId: 2, path: "voting.getRoundHistory", args: { roomId } },
      { queryId: 3, path: "users.current", args: {} },
    ];
    this.send({ type: "ModifyQuerySet", add, remove: [] });
  }

  private send(message: object): void {
    this.socket.send(JSON.stringify(message));
  }

  private receive(message: ServerMessage): void {
    const at = performance.now();
    if (message.type === "MutationResponse" || message.type === "ActionResponse") {
      const waiter = this.pending.get(message.requestId);
      this.pending.delete(message.requestId);
      if (message.success) waiter?.resolve(message.result);
      else waiter?.reject(new Error(message.errorMessage));
      return;
    }
    if (message.type !== "Transition") return;
    for (const m of message.modifications) {
      if (m.queryId !== 1) {
        if (m.type === "QueryFailed") throw new Error(`query ${m.queryId} failed: ${m.errorMessage}`);
        continue;
      }
      if (m.type === "QueryUpdated") {
        this.state ??= new RoomState();
        this.state.setWhole(m.value as unknown as RoomView);
        this.followRound(at);
        for (const voter of this.state.voters) this.noteVoted(voter, at);
      } else if (m.type === "QueryPatched") {
        for (const op of m.patch as PatchOp[]) {
          const voter = this.state!.apply(op);
          this.followRound(at);
          // A list replaced whole (a reveal) may carry votes this member had not seen yet.
          if (voter === WHOLE_LIST) for (const v of this.state!.voters) this.noteVoted(v, at);
          else if (voter !== null) this.noteVoted(voter, at);
        }
      } else if (m.type === "QueryFailed") throw new Error(`getRoomData failed: ${m.errorMessage}`);
    }
  }

  private noteVoted(participantId: string, at: number): void {
    this.arrivals?.note(this.round, participantId, this.index, at);
  }

  /**
   * A later round means every vote of the earlier one is in: when the last vote, the reveal and
   * the new round reach a member in one coalesced update, seeing the new round is having the votes.
   */
  private followRound(at: number): void {
    const round = this.state!.round;
    if (this.round === 0) this.round = round;
    while (this.round < round) {
      for (const participantId of this.state!.participantIds) this.noteVoted(participantId, at);
      this.round++;
    }
  }
}

interface Room {
  members: Member[];
  arrivals: Arrivals;
  /** Per round: settles once the room is at that round (the previous one revealed and reset). */
  ready: Map<number, Deferred>;
  /** Per round: how many of its votes the server has acknowledged. */
  acked: Map<number, number>;
  /** The server's round number when the measured run began. */
  round: number;
  /**
   * How many of the room's members voted before the clock started. Rooms are at different
   * points of their rounds, as real teams are, so their reveals do not fall together
   * (see firstRoundEndTurn).
   */
  offset: number;
}

/**
 * Rooms take turns, one vote each in room order. A room whose members voted `offset` times
 * before the clock ends its round in its turn number size-1-offset, at slot turn*roomCount + r
 * of the schedule. Choosing the turn by r modulo size (when rooms outnumber members; else spaced
 * out by r) puts the rooms' round ends evenly over the schedule. Rooms next to each other in
 * the turn order must not share a turn: ten rooms ending their rounds within 50 ms is a burst
 * no set of independent teams would make.
 */
function firstRoundEndTurn(r: number, size: number, roomCount: number): number {
  return roomCount >= size ? r % size : Math.floor((r * size) / roomCount);
}

interface Deferred {
  promise: Promise<void>;
  resolve(): void;
}

function deferred(): Deferred {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

/** A vote of round r waits for round r: one sent earlier would change its voter's vote of round r-1. */
function roundReady(room: Room, round: number): Deferred {
  let ready = room.ready.get(round);
  if (!ready) room.ready.set(round, (ready = deferred()));
  return ready;
}

interface SentVote {
  room: Room;
  round: number;
  participantId: string;
  intended: number;
}

async function runSize(size: number) {
  const roomCount = Math.floor(SOCKETS / size);
  const sockets = roomCount * size;
  const dataDir = mkdtempSync(join(tmpdir(), "planning-poker-bench-"));
  const env = { DATA_DIR: dataDir };
  // Seeding (a thousand users and their sessions) runs in a server of its own: the memory it
  // frees would otherwise be reused by the sockets and hide what they cost.
  let started: ServerProcess | undefined;
  try {
    const seeder = await startServerProcess(SERVER_ENTRY, env);
    const { tokens } = await seeder.ask<{ tokens: string[] }>({ type: "seed", count: sockets }, "seeded");
    await seeder.stop();
    const server = await startServerProcess(SERVER_ENTRY, env);
    started = server;
    const openRoom = async (r: number): Promise<Room> => {
      const arrivals = new Arrivals(size);
      const members = Array.from({ length: size }, (_, i) => new Member(arrivals, i));
      await Promise.all(members.map((m, i) => m.open(server, tokens[r * size + i]!, r * size + i)));
      const { code } = await members[0]!.call<{ code: string }>("Mutation", "rooms.createRoom", { name: `Room ${r}`, sessionId: `bench-${r}`, maxFibonacci: 89, isPermanent: true });
      for (const m of members) {
        const joined = await m.call<{ roomId: string; participantId: string }>("Mutation", "rooms.joinRoom", { code, sessionId: `bench-${r}` });
        m.participantId = joined.participantId;
        m.subscribe(joined.roomId);
      }
      return { members, arrivals, ready: new Map(), acked: new Map(), round: 1, offset: size - 1 - firstRoundEndTurn(r, size, roomCount) };
    };
    const rooms: Room[] = [];
    const everyoneHasTheFullRoom = async () => {
      while (rooms.some((room) => room.members.some((m) => (m.state?.participantIds.length ?? 0) < size))) await sleep(20);
    };
    // Memory is read as rooms fill (after a full collection each time) and the figure per idle
    // socket is the slope through those readings: what each further socket adds. The first room
    // runs every code path once (compilation, caches, prepared statements) before the first reading.
    const memory: { sockets: number; rss: number; heapUsed: number }[] = [];
    const readMemory = async () => {
      await everyoneHasTheFullRoom();
      const { rss, heapUsed } = await server.metrics();
      memory.push({ sockets: rooms.length * size, rss, heapUsed });
      if (process.env.BENCH_HEAP_SNAPSHOT && memory.length === 1) await server.ask({ type: "heap-snapshot", label: "first-room" }, "heap-snapshot-written");
    };
    const readEvery = Math.max(1, Math.round(roomCount / 10));
    for (let r = 0; r < roomCount; r++) {
      rooms.push(await openRoom(r));
      if (r % readEvery === 0 || r === roomCount - 1) await readMemory();
    }
    if (process.env.BENCH_HEAP_SNAPSHOT) await server.ask({ type: "heap-snapshot", label: "idle" }, "heap-snapshot-written");
    if (process.env.BENCH_VERBOSE) console.log(memory.map((m) => `${m.sockets} sockets: RSS ${(m.rss / 2 ** 20).toFixed(1)} MB, heap ${(m.heapUsed / 2 ** 20).toFixed(1)} MB`).join("\n"));
    for (const room of rooms) {
      room.round = room.members[0]!.state!.round;
      roundReady(room, room.round).resolve();
    }
    for (const room of rooms) {
      const early = room.members.slice(0, room.offset);
      await Promise.all(early.map((m) => m.call("Mutation", "voting.submitVote", { roomId: m.roomId, participantId: m.participantId, value: "1" })));
      room.acked.set(room.round, room.offset);
    }
    // One vote on its own, before the clock: its statements, with the room load every viewer shares.
    const probeRoom = rooms.find((room) => room.offset > 0);
    let statementsForOneVote = Number.NaN;
    if (probeRoom) {
      const voter = probeRoom.members[probeRoom.offset - 1]!;
      const beforeProbe = await server.metrics({ collectGarbage: false });
      await voter.call("Mutation", "voting.submitVote", { roomId: voter.roomId, participantId: voter.participantId, value: "1" });
      statementsForOneVote = (await server.metrics({ collectGarbage: false })).statements - beforeProbe.statements;
    }

    const total = RATE * SECONDS;
    const before = await server.metrics({ collectGarbage: false });
    const clientCpuBefore = process.cpuUsage();
    if (process.env.BENCH_PROFILE_RUN) await server.ask({ type: "profile-start" }, "profiled");
    const sent: SentVote[] = [];
    const acks: Promise<void>[] = [];
    /** When each reveal was sent (BENCH_VERBOSE shows them beside the slowest votes). */
    const reveals: number[] = [];
    /** How long the owner waited for each reveal and new round (BENCH_VERBOSE). */
    const roundEnds: { reveal: number; reset: number }[] = [];
    let errors = 0;
    const start = performance.now() + 50;
    const takeClientGcPauses = recordGcPauses();
    if (process.env.BENCH_VERBOSE) await server.ask({ type: "gc-pauses" }, "gc-pauses");
    await runSchedule(start, total, RATE, (k, intended) => {
      const room = rooms[k % roomCount]!;
      const position = Math.floor(k / roomCount) + room.offset;
      const member = room.members[position % size]!;
      const round = room.round + Math.floor(position / size);
      sent.push({ room, round, participantId: member.participantId, intended });
      const value = CARDS[(k * 7) % CARDS.length]!;
      acks.push(
        roundReady(room, round)
          .promise.then(() => member.call("Mutation", "voting.submitVote", { roomId: member.roomId, participantId: member.participantId, value }))
          .then(async () => {
            const acked = (room.acked.get(round) ?? 0) + 1;
            room.acked.set(round, acked);
            if (acked !== size) return;
            // The round is complete: the owner reveals and starts the next one.
            const owner = room.members[0]!;
            const revealAt = performance.now();
            reveals.push(revealAt);
            await owner.call("Mutation", "voting.revealVotes", { roomId: owner.roomId, sessionId: "bench" });
            const resetAt = performance.now();
            await owner.call("Mutation", "voting.resetVoting", { roomId: owner.roomId, sessionId: "bench" });
            roundEnds.push({ reveal: resetAt - revealAt, reset: performance.now() - resetAt });
            roundReady(room, round + 1).resolve();
          })
          .catch(() => void errors++),
      );
    });
    await Promise.all(acks);
    const elapsed = (performance.now() - start) / 1000;
    // Every member sees the last round end before the figures are read (bounded).
    const lastRound = (room: Room) => room.round + Math.floor((Math.ceil(total / roomCount) + room.offset) / size);
    const settleBy = performance.now() + 5000;
    while (performance.now() < settleBy && rooms.some((room) => room.members.some((m) => (m.state?.round ?? 0) < lastRound(room)))) await sleep(10);
    if (process.env.BENCH_PROFILE_RUN) await server.ask({ type: "profile-stop" }, "profiled");
    const after = await server.metrics({ collectGarbage: false });

    const latencies: number[] = [];
    /** BENCH_VERBOSE: latencies per second of the run, to tell a growing backlog from spikes. */
    const perSecond: number[][] = [];
    let missing = 0;
    for (const vote of sent) {
      const arrival = arrivalOf(vote);
      missing += size - (arrival?.members ?? 0);
      const latency = latencyOf(vote);
      latencies.push(latency);
      (perSecond[Math.floor((vote.intended - start) / 1000)] ??= []).push(latency);
    }
    latencies.sort((a, b) => a - b);
    if (process.env.BENCH_VERBOSE) {
      for (const [second, values] of perSecond.entries()) {
        values.sort((a, b) => a - b);
        console.log(`  second ${second}: p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(values.at(-1)!)}`);
      }
      const { pauses } = await server.ask<{ pauses: GcPause[] }>({ type: "gc-pauses" }, "gc-pauses");
      printSlowest(sent, start, reveals, pauses, takeClientGcPauses());
      const median = (values: number[]) => ms(percentile(values.sort((a, b) => a - b), 50));
      console.log(`  ${roundEnds.length} rounds ended: reveal ${median(roundEnds.map((r) => r.reveal))} ms, new round ${median(roundEnds.map((r) => r.reset))} ms (medians, as the owner waited)`);
    }

    // Every client's view equals the database's: ask the server for each room through a fresh socket.
    const mismatches = await compareWithDatabase(server, rooms, tokens);
    for (const room of rooms) for (const m of room.members) m.socket.close();
    return {
      size,
      rooms: roomCount,
      sockets,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies.at(-1)!,
      votesPerSecond: total / elapsed,
      statementsForOneVote,
      statementsPerVote: (after.statements - before.statements) / total,
      serverCpuMsPerVote: (after.cpuMs - before.cpuMs) / total,
      serverSystemShare: (after.cpuSystemMs - before.cpuSystemMs) / (after.cpuMs - before.cpuMs),
      serverLoopDelayP99Ms: after.loopDelayP99Ms,
      serverLoopDelayMaxMs: after.loopDelayMaxMs,
      clientCpuMsPerVote: ((u) => (u.user + u.system) / 1000 / total)(process.cpuUsage(clientCpuBefore)),
      clientSystemShare: ((u) => u.system / (u.user + u.system))(process.cpuUsage(clientCpuBefore)),
      bytesPerIdleSocket: slope(memory.map((m) => ({ x: m.sockets, y: m.rss }))),
      heapBytesPerIdleSocket: slope(memory.map((m) => ({ x: m.sockets, y: m.heapUsed }))),
      missing,
      errors,
      mismatches,
    };
  } finally {
    await started?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

const arrivalOf = (vote: SentVote) => vote.room.arrivals.get(vote.round, vote.participantId);
/** From the intended send time until the last member of the room had the vote (never: infinite). */
const latencyOf = (vote: SentVote) => (arrivalOf(vote)?.last ?? Number.POSITIVE_INFINITY) - vote.intended;

/** BENCH_VERBOSE: the slowest votes, each with the collections either process paused for meanwhile. */
function printSlowest(sent: SentVote[], start: number, reveals: number[], server: GcPause[], client: GcPause[]): void {
  const epochOf = (t: number) => performance.timeOrigin + t;
  const slowest = sent
    .map((vote) => ({ vote, latency: latencyOf(vote) }))
    .sort((a, b) => b.latency - a.latency)
    .slice(0, 25);
  for (const { vote, latency } of slowest) {
    const from = epochOf(vote.intended) - 30;
    const to = epochOf(vote.intended) + latency;
    const during = (pauses: GcPause[], who: string) =>
      pauses.filter((p) => p.at + p.ms >= from && p.at <= to).map((p) => `${who} ${p.kind} ${p.ms.toFixed(1)} ms at +${(p.at - epochOf(vote.intended)).toFixed(1)}`);
    const revealsMeanwhile = reveals.filter((at) => at >= vote.intended - 30 && at <= vote.intended + latency).map((at) => `reveal at +${(at - vote.intended).toFixed(1)}`);
    console.log(`  +${((vote.intended - start) / 1000).toFixed(3)} s: ${latency.toFixed(1)} ms  ${[...revealsMeanwhile, ...during(server, "server"), ...during(client, "client")].join("; ")}`);
  }
  for (const [who, pauses] of [["server", server], ["client", client]] as const) {
    const byKind = new Map<string, { count: number; ms: number }>();
    for (const p of pauses) {
      const sum = byKind.get(p.kind) ?? { count: 0, ms: 0 };
      byKind.set(p.kind, { count: sum.count + 1, ms: sum.ms + p.ms });
    }
    console.log(`  ${who} pauses of 2 ms or more: ${[...byKind].map(([kind, { count, ms }]) => `${count} ${kind} (${ms.toFixed(0)} ms)`).join(", ") || "none"}`);
  }
}

/**
 * Lost or duplicated votes would show as a difference between what the clients hold and a
 * fresh read: the same participants voted, with the same count of votes, in every room.
 */
async function compareWithDatabase(server: ServerProcess, rooms: Room[], tokens: string[]): Promise<number> {
  let mismatches = 0;
  for (const [r, room] of rooms.entries()) {
    const fresh = new Member(null);
    await fresh.open(server, tokens[r * room.members.length]!, 1_000_000 + r);
    fresh.subscribe(room.members[0]!.roomId);
    while (!fresh.state) await sleep(5);
    const expected = JSON.stringify(fresh.state.summary());
    for (const m of room.members) if (JSON.stringify(m.state!.summary()) !== expected) mismatches++;
    fresh.socket.close();
  }
  return mismatches;
}

console.log(`planning: ${SOCKETS} sockets, ${RATE} votes/s for ${SECONDS} s, SQLite, server in its own process\n`);
console.log(
  "room size | rooms | p50 ms | p99 ms | max ms | votes/s | statements/vote | statements/vote incl. rounds | server CPU ms/vote | client CPU ms/vote | KB/idle socket (RSS) | KB/idle socket (heap) | missed | errors | client != db",
);
for (const size of SIZES) {
  const r = await runSize(size);
  if (process.env.BENCH_VERBOSE) console.log(r);
  console.log(
    [
      String(r.size).padStart(9),
      String(r.rooms).padStart(5),
      ms(r.p50).padStart(6),
      ms(r.p99).padStart(6),
      ms(r.max).padStart(6),
      r.votesPerSecond.toFixed(1).padStart(7),
      String(r.statementsForOneVote).padStart(15),
      r.statementsPerVote.toFixed(2).padStart(28),
      r.serverCpuMsPerVote.toFixed(2).padStart(18),
      r.clientCpuMsPerVote.toFixed(2).padStart(18),
      (r.bytesPerIdleSocket / 1024).toFixed(1).padStart(20),
      (r.heapBytesPerIdleSocket / 1024).toFixed(1).padStart(21),
      String(r.missing).padStart(6),
      String(r.errors).padStart(6),
      String(r.mismatches),
    ].join(" | "),
  );
}
process.exit(0);
