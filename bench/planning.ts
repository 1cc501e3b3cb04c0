// The planning benchmark (issue 18, item 5). Rooms of simulated participants speak the real
// protocol over real sockets to the real server and database, and run rounds as real teams do:
// everyone votes on a fixed schedule, the owner reveals once its view shows every vote, then
// starts a new round once its view shows the results; a member votes once its view shows the
// round. Vote latency runs from the vote's intended send time (waiting for its round included)
// until every member of the room sees that participant as voted; the reveal and the new round
// are timed from the owner's click, for the owner and for the last member to see them.
//   npm run bench:planning -- --preset all         issue 18's four runs (bench/README.md)
//   npm run bench:planning -- --preset rooms100-together
//   npm run bench:planning -- --size 10 --sockets 1000 --rate 200 --seconds 10 [--schedule together]
//   npm run bench:planning                         rooms of 10, 5, 25 and 100, 10 s each
//   npm run bench:planning -- --preset all --server relay   the floor: the same runs against a
//                                                  relay that answers from memory (support/relayServer.ts)
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { deckFor } from "../src/shared/deck";
import type { PatchOp } from "../src/shared/jsonPatch";
import { PROTOCOL_VERSION, type ServerMessage } from "../src/shared/protocol";
import { startServerProcess, type ServerProcess } from "./support/serverProcess";
import { choiceOption, hasOption, numberOption, sizesOption } from "./support/args";
import { firstRoundEndTurn, PRESETS, SCHEDULES, type PlanningRun, type Schedule } from "./support/planningPresets";
import { runSchedule } from "./support/schedule";
import { ms, percentile, sleep, slope } from "./support/stats";
import { recordGcPauses, type GcPause } from "./support/gcLog";

const CARDS = deckFor(89);
const SERVERS = { app: "bench/support/planningServer.ts", relay: "bench/support/relayServer.ts" } as const;
const SERVER = choiceOption("server", ["app", "relay"] as const) ?? "app";
const SERVER_ENTRY = SERVERS[SERVER];
/** How long after the last scheduled vote the run waits for votes and round ends still under way. */
const DRAIN_MS = 10_000;
/** How long after that every member has to see the last votes and round ends. */
const SETTLE_MS = 5_000;
/** The pause between the setup and the clock (see where it is used). */
const CHECKPOINT_SETTLE_MS = 1_500;
/** Messages every member has received: per vote, how many frames the server wrote (its coalescing). */
const received = { frames: 0 };

/** The runs the command line asks for: a preset (or all four), else sizes; explicit flags override a preset. */
function runsFromArgs(): PlanningRun[] {
  const preset = choiceOption("preset", [...Object.keys(PRESETS), "all"]);
  const schedule = choiceOption("schedule", SCHEDULES);
  const adHoc = (size: number): PlanningRun => ({ name: `rooms of ${size}`, size, sockets: 1000, rate: 200, seconds: 10, schedule: "spread", targets: {} });
  const base = preset === "all" ? Object.entries(PRESETS).map(([name, run]) => ({ name, ...run })) : preset ? [{ name: preset, ...PRESETS[preset]! }] : sizesOption().map(adHoc);
  return base.map((run) => {
    const overridden = { ...run };
    for (const key of ["size", "sockets", "rate", "seconds"] as const) if (hasOption(key)) overridden[key] = numberOption(key, run[key]);
    if (schedule) overridden.schedule = schedule;
    // A changed preset is no longer the configuration the targets are for.
    const changed = preset && (["size", "sockets", "rate", "seconds", "schedule"] as const).some((key) => overridden[key] !== run[key]);
    return changed ? { ...overridden, name: `${run.name} (changed)`, targets: {} } : overridden;
  });
}

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
        // A column op (a reveal) writes values only: the voters stay as they are.
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

/** One reveal or new round: when the owner clicked, when its mutation was acknowledged, who saw it when. */
interface RoundStep {
  sent: number;
  acked: number;
  ownerSaw: number;
  members: number;
  lastSaw: number;
}

/**
 * A room's reveals and new rounds by the round they end, timed as the issue asks: for the owner,
 * from the click until the mutation is acknowledged and its own view shows the change; for the
 * room, until its last member sees the revealed results or the fresh round.
 */
class RoundEnds {
  readonly reveal = new Map<number, RoundStep>();
  readonly newRound = new Map<number, RoundStep>();

  step(kind: "reveal" | "newRound", round: number): RoundStep {
    const steps = this[kind];
    let step = steps.get(round);
    if (!step) steps.set(round, (step = { sent: Number.NaN, acked: Number.NaN, ownerSaw: Number.NaN, members: 0, lastSaw: 0 }));
    return step;
  }

  /** Each member reports each round's reveal and new round once (see Member.viewChanged). */
  saw(kind: "reveal" | "newRound", round: number, memberIndex: number, at: number): void {
    const step = this.step(kind, round);
    step.members++;
    step.lastSaw = Math.max(step.lastSaw, at);
    if (memberIndex === 0) step.ownerSaw = at;
  }
}

/** The owner's wait (never seen or never acknowledged: infinite) and the last member's. */
const ownerLatency = (step: RoundStep) => (Number.isNaN(step.acked) || Number.isNaN(step.ownerSaw) ? Number.POSITIVE_INFINITY : Math.max(step.acked, step.ownerSaw) - step.sent);
const lastMemberLatency = (step: RoundStep, size: number) => (step.members < size ? Number.POSITIVE_INFINITY : step.lastSaw - step.sent);

class Member {
  socket!: WebSocket;
  state: RoomState | null = null;
  /** The round this member is following, and who it has seen vote in it. */
  private round = 0;
  participantId = "";
  roomId = "";
  private nextRequestId = 1;
  private readonly pending = new Map<number, { resolve: (v: unknown) => void; reject: (e: Error) => void }>();
  /** What this member waits to see before it acts (its round, every vote, the results). */
  private waiters: { ready: (state: RoomState) => boolean; resolve: () => void; reject: (e: Error) => void }[] = [];
  /** Set when the measured run begins: the room's record of reveals and new rounds seen. */
  private roundEnds: RoundEnds | null = null;
  /** The last round whose reveal, and the round whose start, this member has reported. */
  private revealedThrough = 0;
  private roundSeen = 0;

  /** Null for a member that only reads the room (the final comparison). */
  constructor(
    private readonly arrivals: Arrivals | null,
    private readonly index = 0,
  ) {}

  /** Starts reporting reveals and new rounds from the current view on. */
  trackRoundEnds(roundEnds: RoundEnds): void {
    const { round, revealed } = this.state!;
    [this.roundEnds, this.roundSeen, this.revealedThrough] = [roundEnds, round, revealed ? round : round - 1];
  }

  /** Settles once this member's view satisfies `ready`, as a person acts on what the screen shows. */
  until(ready: (state: RoomState) => boolean): Promise<void> {
    if (this.state && ready(this.state)) return Promise.resolve();
    return new Promise((resolve, reject) => this.waiters.push({ ready, resolve, reject }));
  }

  /** The run is over: whatever still waits gives up (and counts as stalled). */
  abandon(): void {
    for (const waiter of this.waiters) waiter.reject(new Error("abandoned"));
    this.waiters = [];
  }

  async open(server: ServerProcess, token: string, index: number): Promise<void> {
    this.socket = new WebSocket(server.wsUrl, { perMessageDeflate: false });
    await new Promise<void>((resolve, reject) => {
      this.socket.once("open", () => resolve());
      this.socket.once("error", reject);
    });
    this.socket.on("message", (data) => {
      received.frames++;
      this.receive(parseServerMessage(data.toString()));
    });
    this.send({ type: "Connect", protocolVersion: PROTOCOL_VERSION, clientId: `planner-${index}-${Date.now()}`, connectionCount: 0 });
    this.send({ type: "Authenticate", token });
  }

  call<T>(type: "Mutation" | "Action", path: string, args: object): Promise<T> {
    const requestId = this.nextRequestId++;
    return new Promise<T>((resolve, reject) => {
      this.pending.set(requestId, { resolve: resolve as (v: unknown) => void, reject });
      // Each request goes once, as the sync client's first send does (the server records it last).
      this.send(type === "Mutation" ? { type, requestId, path, args, firstSend: true } : { type, requestId, path, args });
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
    if (this.state && message.modifications.some((m) => m.queryId === 1)) this.viewChanged(at);
  }

  /**
   * Reports the reveals and new rounds this view shows for the first time (a later round means
   * the earlier one was revealed, even when both reached this member in one update), then wakes
   * whatever waited for this view.
   */
  private viewChanged(at: number): void {
    const { round, revealed } = this.state!;
    if (this.roundEnds) {
      while (this.revealedThrough < (revealed ? round : round - 1)) this.roundEnds.saw("reveal", ++this.revealedThrough, this.index, at);
      for (; this.roundSeen < round; this.roundSeen++) this.roundEnds.saw("newRound", this.roundSeen, this.index, at);
    }
    if (this.waiters.length === 0) return;
    const waiting = this.waiters;
    this.waiters = [];
    for (const waiter of waiting) {
      if (waiter.ready(this.state!)) waiter.resolve();
      else this.waiters.push(waiter);
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
  roundEnds: RoundEnds;
  /** The server's round number when the measured run began. */
  round: number;
  /** The round the room is at once the schedule's last vote for it is in. */
  lastRound: number;
  /**
   * How many of the room's members voted before the clock started. Rooms are at different
   * points of their rounds, as real teams are, so their round ends fall where the schedule
   * says (see firstRoundEndTurn).
   */
  offset: number;
}

interface SentVote {
  room: Room;
  round: number;
  participantId: string;
  intended: number;
}

/** A waiter given up at the end of the run (see Member.abandon). */
const isAbandoned = (error: unknown) => error instanceof Error && error.message === "abandoned";

/**
 * The owner's part of every round the schedule completes: once its view shows every vote it
 * reveals, once its view shows the results it starts a new round, and it waits to see that
 * round before looking for the next one's votes.
 */
async function endRounds(room: Room, size: number): Promise<void> {
  const owner = room.members[0]!;
  const args = { roomId: owner.roomId, sessionId: "bench" };
  for (let round = room.round; round < room.lastRound; round++) {
    await owner.until((s) => s.round === round && s.voters.length >= size);
    const reveal = room.roundEnds.step("reveal", round);
    reveal.sent = performance.now();
    await owner.call("Mutation", "voting.revealVotes", args);
    reveal.acked = performance.now();
    await owner.until((s) => s.round > round || s.revealed);
    const newRound = room.roundEnds.step("newRound", round);
    newRound.sent = performance.now();
    await owner.call("Mutation", "voting.resetVoting", args);
    newRound.acked = performance.now();
    await owner.until((s) => s.round > round);
  }
}

/** p50, p99 and max of a list of latencies (sorted in place); an infinite one was never seen. */
function spread(values: number[]) {
  values.sort((a, b) => a - b);
  return { count: values.length, p50: percentile(values, 50), p99: percentile(values, 99), max: values.at(-1) ?? Number.NaN };
}

async function runPlanning(run: PlanningRun) {
  const { size } = run;
  const roomCount = Math.floor(run.sockets / size);
  if (roomCount === 0) throw new Error(`--sockets ${run.sockets} is fewer than one room of ${size}`);
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
      const offset = size - 1 - firstRoundEndTurn(r, size, roomCount, run.schedule);
      return { members, arrivals, roundEnds: new RoundEnds(), round: 1, lastRound: 1, offset };
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

    // A server teams use has run rounds before: each room plays one whole round first (everyone
    // votes, the owner reveals, then starts a new round), so the run's first round ends are not
    // the first ever compiled and run, and every room starts with a round in its history.
    await Promise.all(rooms.map((room) => warmUpRound(room, size)));

    const total = Math.round(run.rate * run.seconds);
    for (const [r, room] of rooms.entries()) {
      room.round = room.members[0]!.state!.round;
      const votes = Math.floor(total / roomCount) + (r < total % roomCount ? 1 : 0);
      room.lastRound = room.round + Math.floor((room.offset + votes) / size);
    }
    for (const room of rooms) {
      const early = room.members.slice(0, room.offset);
      await Promise.all(early.map((m) => m.call("Mutation", "voting.submitVote", { roomId: m.roomId, participantId: m.participantId, value: "1" })));
    }
    // One vote on its own, before the clock: its statements, with the room load every viewer shares.
    const probeRoom = rooms.find((room) => room.offset > 0);
    let statementsForOneVote = Number.NaN;
    if (probeRoom) {
      const voter = probeRoom.members[probeRoom.offset - 1]!;
      const beforeProbe = await server.metrics({ collectGarbage: false });
      await voter.call("Mutation", "voting.submitVote", { roomId: voter.roomId, participantId: voter.participantId, value: "2" });
      statementsForOneVote = (await server.metrics({ collectGarbage: false })).statements - beforeProbe.statements;
    }
    // Every member's view has the early votes before the clock: the owner's count of votes starts true.
    await everyoneSeesVotes(rooms);
    for (const room of rooms) for (const m of room.members) m.trackRoundEnds(room.roundEnds);

    // The setup wrote thousands of rows within moments: the clock starts once the server's
    // checkpoint thread has copied them into the database file (its pass is every second), as in
    // a server whose writes came at the run's pace.
    await sleep(CHECKPOINT_SETTLE_MS);
    const before = await server.metrics({ collectGarbage: false });
    const clientCpuBefore = process.cpuUsage();
    const framesBefore = received.frames;
    if (process.env.BENCH_PROFILE_RUN) await server.ask({ type: "profile-start" }, "profiled");
    const sent: SentVote[] = [];
    const votesUnderWay: Promise<void>[] = [];
    /** Votes and round controls the server refused, votes it answered, owners that never got through. */
    let refusedVotes = 0;
    let refusedRoundEnds = 0;
    let answered = 0;
    let stalledRooms = 0;
    const start = performance.now() + 50;
    const takeClientGcPauses = recordGcPauses();
    if (process.env.BENCH_VERBOSE) await server.ask({ type: "gc-pauses" }, "gc-pauses");
    const owners = rooms.map((room) =>
      endRounds(room, size).catch((error: unknown) => {
        if (isAbandoned(error)) stalledRooms++;
        else refusedRoundEnds++;
      }),
    );
    await runSchedule(start, total, run.rate, (k, intended) => {
      const room = rooms[k % roomCount]!;
      const position = Math.floor(k / roomCount) + room.offset;
      const member = room.members[position % size]!;
      const round = room.round + Math.floor(position / size);
      sent.push({ room, round, participantId: member.participantId, intended });
      const value = CARDS[(k * 7) % CARDS.length]!;
      // A vote of a later round waits until its voter sees that round (its latency still runs
      // from the intended time): sent earlier, it would change the voter's vote of the round before.
      votesUnderWay.push(
        member
          .until((s) => s.round >= round)
          .then(() => member.call("Mutation", "voting.submitVote", { roomId: member.roomId, participantId: member.participantId, value }))
          .then(
            () => void answered++,
            (error: unknown) => void (isAbandoned(error) || refusedVotes++),
          ),
      );
    });
    // Bounded: a vote or round end that never completes must not keep the run going.
    const drained = await Promise.race([Promise.all([...votesUnderWay, ...owners]).then(() => true), sleep(DRAIN_MS).then(() => false)]);
    if (!drained) {
      for (const room of rooms) for (const m of room.members) m.abandon();
      await sleep(100);
    }
    const elapsed = (performance.now() - start) / 1000;
    // Every member sees the last votes and round ends before the figures are read (bounded).
    const settleBy = performance.now() + SETTLE_MS;
    let settledVotes = 0;
    const seenByAll = (step: RoundStep) => Number.isNaN(step.sent) || step.members >= size;
    while (performance.now() < settleBy) {
      while (settledVotes < sent.length && (arrivalOf(sent[settledVotes]!)?.members ?? 0) >= size) settledVotes++;
      if (settledVotes === sent.length && rooms.every((room) => [...room.roundEnds.reveal.values(), ...room.roundEnds.newRound.values()].every(seenByAll))) break;
      await sleep(10);
    }
    if (process.env.BENCH_PROFILE_RUN) await server.ask({ type: "profile-stop" }, "profiled");
    const after = await server.metrics({ collectGarbage: false });
    const framesPerVote = (received.frames - framesBefore) / total;

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
    const stepsOf = (kind: "reveal" | "newRound") => rooms.flatMap((room) => [...room.roundEnds[kind].values()].filter((step) => !Number.isNaN(step.sent)));
    const [reveals, newRounds] = [stepsOf("reveal"), stepsOf("newRound")];
    if (process.env.BENCH_VERBOSE) {
      for (const [second, values] of perSecond.entries()) {
        values.sort((a, b) => a - b);
        console.log(`  second ${second}: p50 ${ms(percentile(values, 50))}, p99 ${ms(percentile(values, 99))}, max ${ms(values.at(-1)!)}`);
      }
      const { pauses } = await server.ask<{ pauses: GcPause[] }>({ type: "gc-pauses" }, "gc-pauses");
      printSlowest(sent, start, reveals.map((step) => step.sent), pauses, takeClientGcPauses());
    }

    // Every client's view equals the database's: ask the server for each room through a fresh socket.
    const mismatches = await compareWithDatabase(server, rooms, tokens);
    for (const room of rooms) for (const m of room.members) m.socket.close();
    return {
      size,
      rooms: roomCount,
      sockets,
      p50: percentile(latencies, 50),
      p95: percentile(latencies, 95),
      p99: percentile(latencies, 99),
      max: latencies.at(-1)!,
      votes: total,
      votesPerSecond: total / elapsed,
      roundsExpected: rooms.reduce((n, room) => n + room.lastRound - room.round, 0),
      ownerReveal: spread(reveals.map(ownerLatency)),
      lastMemberReveal: spread(reveals.map((step) => lastMemberLatency(step, size))),
      ownerNewRound: spread(newRounds.map(ownerLatency)),
      lastMemberNewRound: spread(newRounds.map((step) => lastMemberLatency(step, size))),
      statementsForOneVote,
      statementsPerVote: (after.statements - before.statements) / total,
      serverCpuMsPerVote: (after.cpuMs - before.cpuMs) / total,
      serverSystemShare: (after.cpuSystemMs - before.cpuSystemMs) / (after.cpuMs - before.cpuMs),
      serverLoopDelayP99Ms: after.loopDelayP99Ms,
      serverLoopDelayMaxMs: after.loopDelayMaxMs,
      framesPerVote,
      clientCpuMsPerVote: ((u) => (u.user + u.system) / 1000 / total)(process.cpuUsage(clientCpuBefore)),
      bytesPerIdleSocket: slope(memory.map((m) => ({ x: m.sockets, y: m.rss }))),
      heapBytesPerIdleSocket: slope(memory.map((m) => ({ x: m.sockets, y: m.heapUsed }))),
      missing,
      refused: refusedVotes + refusedRoundEnds,
      /** Votes never answered (waiting for a round that never came, or for the server). */
      stalledVotes: total - answered - refusedVotes,
      stalledRooms,
      mismatches,
    };
  } finally {
    await started?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** One round before the clock, played through: every member votes, the owner reveals and starts the next. */
async function warmUpRound(room: Room, size: number): Promise<void> {
  const owner = room.members[0]!;
  const round = owner.state!.round;
  const args = { roomId: owner.roomId, sessionId: "bench" };
  await Promise.all(room.members.map((m) => m.call("Mutation", "voting.submitVote", { roomId: m.roomId, participantId: m.participantId, value: "3" })));
  await owner.until((s) => s.round === round && s.voters.length >= size);
  await owner.call("Mutation", "voting.revealVotes", args);
  await owner.until((s) => s.revealed);
  await owner.call("Mutation", "voting.resetVoting", args);
  await Promise.all(room.members.map((m) => m.until((s) => s.round > round)));
}

/** Waits (bounded) until every member's view has as many votes as its room's owner has. */
async function everyoneSeesVotes(rooms: Room[]): Promise<void> {
  const by = performance.now() + SETTLE_MS;
  const behind = (room: Room) => room.members.some((m) => m.state!.voters.length < room.offset);
  while (performance.now() < by && rooms.some(behind)) await sleep(10);
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

type Result = Awaited<ReturnType<typeof runPlanning>>;

const SCHEDULE_WORDS: Record<Schedule, string> = {
  spread: "round ends spread evenly",
  together: "round ends together (ten rooms in ten consecutive schedule slots)",
};

/** A measured p99 beside the ceiling for it, when the run has one. */
const against = (value: number, ceiling: number | undefined) => (ceiling === undefined ? "" : `  (target p99 <= ${ceiling} ms: ${value <= ceiling ? "met" : "NOT met"})`);
const trio = (s: ReturnType<typeof spread>) => `p50 ${ms(s.p50)}  p99 ${ms(s.p99)}  max ${ms(s.max)}`;

function printRun(run: PlanningRun, r: Result): void {
  const { ownerP99, voteP99 } = run.targets;
  const lines = [
    `votes      p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  p99 ${ms(r.p99)}  max ${ms(r.max)} ms, intended send -> last member sees it${against(r.p99, voteP99)}`,
    `           ${r.votes} votes at ${r.votesPerSecond.toFixed(1)}/s`,
    `reveal     owner ${trio(r.ownerReveal)} ms${against(r.ownerReveal.p99, ownerP99)}`,
    `           last member ${trio(r.lastMemberReveal)} ms`,
    `new round  owner ${trio(r.ownerNewRound)} ms${against(r.ownerNewRound.p99, ownerP99)}`,
    `           last member ${trio(r.lastMemberNewRound)} ms (${r.ownerNewRound.count} of ${r.roundsExpected} rounds ended)`,
    `statements ${r.statementsForOneVote} for one vote on its own, ${r.statementsPerVote.toFixed(2)} per vote in the run (round ends included)`,
    `server     ${r.serverCpuMsPerVote.toFixed(2)} ms CPU/vote (${(r.serverSystemShare * 100).toFixed(0)}% kernel), event loop delay p99 ${ms(r.serverLoopDelayP99Ms)} max ${ms(r.serverLoopDelayMaxMs)} ms; client ${r.clientCpuMsPerVote.toFixed(2)} ms CPU/vote, ${r.framesPerVote.toFixed(1)} frames received/vote`,
    `memory     ${(r.bytesPerIdleSocket / 1024).toFixed(1)} KB RSS, ${(r.heapBytesPerIdleSocket / 1024).toFixed(1)} KB heap per idle socket`,
    `checks     ${r.missing} vote sightings missed, ${r.refused} refused, ${r.stalledVotes} votes and ${r.stalledRooms} rooms stalled, ${r.mismatches} clients differing from the database`,
  ];
  console.log(`${run.name}: ${r.sockets} sockets in ${r.rooms} rooms of ${r.size}, ${run.rate} votes/s for ${run.seconds} s, ${SCHEDULE_WORDS[run.schedule]}`);
  console.log(lines.map((line) => `  ${line}`).join("\n") + "\n");
}

const runs = runsFromArgs();
console.log(
  SERVER === "app"
    ? "planning: SQLite, server in its own process, load generator in this one, loopback only\n"
    : "planning: THE RELAY (no database, no engine: the floor of this machine), server in its own process, load generator in this one, loopback only\n",
);
const results: [PlanningRun, Result][] = [];
for (const run of runs) {
  const r = await runPlanning(run);
  if (process.env.BENCH_VERBOSE) console.log(r);
  printRun(run, r);
  results.push([run, r]);
}
// The runs side by side, as a Markdown table for bench/README.md.
console.log("| run | vote p50 | p95 | p99 | max | owner reveal p99 | owner new round p99 | last member reveal p99 | last member new round p99 | statements/vote | incl. round ends | missed, refused, stalled, != db |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
for (const [run, r] of results) {
  const cells = [run.name, ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max), ms(r.ownerReveal.p99), ms(r.ownerNewRound.p99), ms(r.lastMemberReveal.p99), ms(r.lastMemberNewRound.p99), String(r.statementsForOneVote), r.statementsPerVote.toFixed(2)];
  console.log(`| ${cells.join(" | ")} | ${[r.missing, r.refused, r.stalledVotes + r.stalledRooms, r.mismatches].join(", ")} |`);
}
process.exit(0);
