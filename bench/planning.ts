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
//   npm run bench:planning -- --preset all --compare        each run against the app, then the relay,
//                                                  and the ratio app / floor of each figure
// The owners (each room's first member) click Reveal and New Round from a process of their own
// (support/ownerProcess.ts), as a real owner's browser does not parse the other members' frames.
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { performance } from "node:perf_hooks";
import { deckFor } from "../src/shared/deck";
import { startServerProcess, type ServerProcess } from "./support/serverProcess";
import { choiceOption, hasOption, numberOption, sizesOption } from "./support/args";
import { firstRoundEndTurn, PRESETS, SCHEDULES, type PlanningRun, type Schedule } from "./support/planningPresets";
import { runSchedule } from "./support/schedule";
import { ms, percentile, sleep, slope } from "./support/stats";
import { recordGcPauses, type GcPause } from "./support/gcLog";
import { Arrivals, isAbandoned, lastMemberLatency, Member, ownerLatency, received, RoundEnds } from "./support/planningClient";
import { clockOf, startOwnersProcess, type OwnersProcess, type OwnersReport, type OwnerVote } from "./support/ownerProtocol";
import { comparisonTable, type ComparedFigures } from "./support/compare";

const CARDS = deckFor(89);
const SERVERS = { app: "bench/support/planningServer.ts", relay: "bench/support/relayServer.ts" } as const;
type ServerKind = keyof typeof SERVERS;
const SERVER: ServerKind = choiceOption("server", ["app", "relay"] as const) ?? "app";
/** --compare: every run against the app and then the relay, in one window, printed side by side. */
const COMPARE = hasOption("compare");
/** How long after the last scheduled vote the run waits for votes and round ends still under way. */
const DRAIN_MS = 10_000;
/** How long after that every member has to see the last votes and round ends. */
const SETTLE_MS = 5_000;
/** The pause between the setup and the clock (see where it is used). */
const CHECKPOINT_SETTLE_MS = 1_500;

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
    // A changed preset is no longer the configuration the issue's targets are for.
    const changed = preset && (["size", "sockets", "rate", "seconds", "schedule"] as const).some((key) => overridden[key] !== run[key]);
    return changed ? { ...overridden, name: `${run.name} (changed)`, targets: {} } : overridden;
  });
}


interface Room {
  /** The members this process drives: all but the owner (index 0), who lives in the owners' process. */
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
  ownerParticipantId: string;
  /** What the owner's view showed at the end (from the owners' process). */
  ownerSummary: string;
}

interface SentVote {
  room: Room;
  round: number;
  participantId: string;
  intended: number;
}

/** p50, p99 and max of a list of latencies (sorted in place); an infinite one was never seen. */
function spread(values: number[]) {
  values.sort((a, b) => a - b);
  return { count: values.length, p50: percentile(values, 50), p99: percentile(values, 99), max: values.at(-1) ?? Number.NaN };
}

/** The owners' figures in this process's clock: their sightings of votes and their clicks, the owner being member 0. */
function mergeOwnersReport(rooms: Room[], report: OwnersReport, clock: ReturnType<typeof clockOf>): void {
  for (const { r, sightings, reveals, newRounds, summary } of report.rooms) {
    const room = rooms[r]!;
    room.ownerSummary = summary;
    for (const { round, participantId, at } of sightings) room.arrivals.note(round, participantId, 0, clock.toLocal(at));
    for (const [kind, steps] of [["reveal", reveals], ["newRound", newRounds]] as const) {
      for (const { round, sent, acked, ownerSaw } of steps) {
        const step = room.roundEnds.step(kind, round);
        [step.sent, step.acked] = [clock.toLocal(sent), clock.toLocal(acked)];
        if (!Number.isNaN(ownerSaw)) room.roundEnds.saw(kind, round, 0, clock.toLocal(ownerSaw));
      }
    }
  }
}

async function runPlanning(run: PlanningRun, serverKind: ServerKind) {
  const { size } = run;
  if (size < 2) throw new Error("--size needs at least 2: the owner and a member");
  const roomCount = Math.floor(run.sockets / size);
  if (roomCount === 0) throw new Error(`--sockets ${run.sockets} is fewer than one room of ${size}`);
  const sockets = roomCount * size;
  const entry = SERVERS[serverKind];
  const dataDir = mkdtempSync(join(tmpdir(), "planning-poker-bench-"));
  const env = { DATA_DIR: dataDir };
  const clock = clockOf();
  // Seeding (a thousand users and their sessions) runs in a server of its own: the memory it
  // frees would otherwise be reused by the sockets and hide what they cost.
  let started: ServerProcess | undefined;
  let owners: OwnersProcess | undefined;
  try {
    const seeder = await startServerProcess(entry, env);
    const { tokens } = await seeder.ask<{ tokens: string[] }>({ type: "seed", count: sockets }, "seeded");
    await seeder.stop();
    const server = await startServerProcess(entry, env);
    started = server;
    const ownersProcess = await startOwnersProcess();
    owners = ownersProcess;
    // The owner (member 0) opens the room from the owners' process; the others join it from this one.
    const openRoom = async (r: number): Promise<Room> => {
      const arrivals = new Arrivals(size);
      const members = Array.from({ length: size - 1 }, (_, i) => new Member(arrivals, i + 1));
      await Promise.all(members.map((m, i) => m.open(server.wsUrl, tokens[r * size + i + 1]!, r * size + i + 1)));
      const opened = await ownersProcess.ask({ type: "open-room", r, wsUrl: server.wsUrl, token: tokens[r * size]!, clientIndex: r * size, size, name: `Room ${r}`, sessionId: `bench-${r}` }, "room-opened");
      for (const m of members) {
        const joined = await m.call<{ roomId: string; participantId: string }>("Mutation", "rooms.joinRoom", { code: opened.code, sessionId: `bench-${r}` });
        m.participantId = joined.participantId;
        m.subscribe(joined.roomId);
      }
      const offset = size - 1 - firstRoundEndTurn(r, size, roomCount, run.schedule);
      return { members, arrivals, roundEnds: new RoundEnds(), round: 1, lastRound: 1, offset, ownerParticipantId: opened.participantId, ownerSummary: "" };
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
    await Promise.all([ownersProcess.ask({ type: "warm-up" }, "warmed-up"), ...rooms.map((room) => warmUpRound(room))]);
    // Round ends on their own (issue 34), before the clock, with nothing else under way: what one
    // reveal and one new round in a room of this size make the server write and run.
    const roundEnd = await probeRoundEnds(server, ownersProcess, rooms[0]!, 0);

    const total = Math.round(run.rate * run.seconds);
    for (const [r, room] of rooms.entries()) {
      room.round = room.members[0]!.state!.round;
      const votes = Math.floor(total / roomCount) + (r < total % roomCount ? 1 : 0);
      room.lastRound = room.round + Math.floor((room.offset + votes) / size);
    }
    // The members at positions below the offset vote before the clock; position 0 is the owner.
    const earlyOwners = rooms.flatMap((room, r) => (room.offset > 0 ? [{ r, offset: room.offset }] : []));
    const earlyMembers = rooms.flatMap((room) => room.members.slice(0, Math.max(0, room.offset - 1)));
    await Promise.all([
      ownersProcess.ask({ type: "early-votes", rooms: earlyOwners }, "early-voted"),
      ...earlyMembers.map((m) => m.call("Mutation", "voting.submitVote", { roomId: m.roomId, participantId: m.participantId, value: "1" })),
    ]);
    // One vote on its own, before the clock: its statements, with the room load every viewer shares.
    const probeRoom = rooms.find((room) => room.offset > 1);
    let statementsForOneVote = Number.NaN;
    if (probeRoom) {
      const voter = probeRoom.members[probeRoom.offset - 2]!;
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
    let answered = 0;
    const start = performance.now() + 100;
    // Which member casts vote k, in which round: rooms take turns, one vote each, and a room's
    // members in turn from its offset; position 0 is the owner, whose votes its own process casts.
    const slot = (k: number) => {
      const room = rooms[k % roomCount]!;
      const position = (Math.floor(k / roomCount) + room.offset) % size;
      const round = room.round + Math.floor((Math.floor(k / roomCount) + room.offset) / size);
      return { room, position, round, value: CARDS[(k * 7) % CARDS.length]!, intended: start + (k * 1000) / run.rate };
    };
    const ownerVotes = rooms.map((): OwnerVote[] => []);
    for (let k = 0; k < total; k++) {
      const { room, position, round, value, intended } = slot(k);
      if (position === 0) ownerVotes[rooms.indexOf(room)]!.push({ intended: clock.toShared(intended), round, value });
    }
    const takeClientGcPauses = recordGcPauses();
    if (process.env.BENCH_VERBOSE) await server.ask({ type: "gc-pauses" }, "gc-pauses");
    // Listening for "done" before "run" is sent: a run with nothing to do answers both at once.
    const ownersDone = ownersProcess.wait("done");
    await ownersProcess.ask({ type: "run", rooms: rooms.map((room, r) => ({ r, round: room.round, lastRound: room.lastRound, votes: ownerVotes[r]! })) }, "running");
    await runSchedule(start, total, run.rate, (k, intended) => {
      const { room, position, round, value } = slot(k);
      const participantId = position === 0 ? room.ownerParticipantId : room.members[position - 1]!.participantId;
      sent.push({ room, round, participantId, intended });
      if (position === 0) return;
      const member = room.members[position - 1]!;
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
    const drained = await Promise.race([Promise.all([...votesUnderWay, ownersDone]).then(() => true), sleep(DRAIN_MS).then(() => false)]);
    if (!drained) {
      for (const room of rooms) for (const m of room.members) m.abandon();
      await ownersProcess.ask({ type: "abandon" }, "abandoned");
      await sleep(100);
    }
    const elapsed = (performance.now() - start) / 1000;
    // Every member of this process sees the last votes and round ends before the figures are read (bounded).
    const settleBy = performance.now() + SETTLE_MS;
    let settledVotes = 0;
    const others = size - 1;
    const roundSeen = (room: Room) => {
      for (let round = room.round; round < room.lastRound; round++) {
        if ((room.roundEnds.reveal.get(round)?.members ?? 0) < others || (room.roundEnds.newRound.get(round)?.members ?? 0) < others) return false;
      }
      return true;
    };
    while (performance.now() < settleBy) {
      while (settledVotes < sent.length && (arrivalOf(sent[settledVotes]!)?.members ?? 0) >= others) settledVotes++;
      if (settledVotes === sent.length && rooms.every(roundSeen)) break;
      await sleep(10);
    }
    if (process.env.BENCH_PROFILE_RUN) await server.ask({ type: "profile-stop" }, "profiled");
    const after = await server.metrics({ collectGarbage: false });
    const membersCpu = ((u) => (u.user + u.system) / 1000)(process.cpuUsage(clientCpuBefore));
    const ownersReport = await ownersProcess.ask({ type: "report" }, "report");
    mergeOwnersReport(rooms, ownersReport, clock);
    answered += ownersReport.votesAnswered;
    refusedVotes += ownersReport.votesRefused;
    const framesPerVote = (received.frames - framesBefore + ownersReport.frames) / total;

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
    const mismatches = await compareWithDatabase(server, rooms, tokens, size);
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
      roundEnd,
      /** What the server wrote per vote (issue 34): frames, writes (system calls), bytes, and transition bodies it encoded. */
      serverFramesPerVote: (after.framesWritten - before.framesWritten) / total,
      serverWritesPerVote: (after.writes - before.writes) / total,
      serverBytesPerVote: (after.bytesWritten - before.bytesWritten) / total,
      serverBodiesPerVote: (after.bodiesEncoded - before.bodiesEncoded) / total,
      /** The load generator's CPU per vote: the members' process and the owners' one together, and each. */
      generatorCpuMsPerVote: (membersCpu + ownersReport.cpuMs) / total,
      membersCpuMsPerVote: membersCpu / total,
      ownersCpuMsPerVote: ownersReport.cpuMs / total,
      bytesPerIdleSocket: slope(memory.map((m) => ({ x: m.sockets, y: m.rss }))),
      heapBytesPerIdleSocket: slope(memory.map((m) => ({ x: m.sockets, y: m.heapUsed }))),
      missing,
      refused: refusedVotes + ownersReport.roundEndsRefused,
      /** Votes never answered (waiting for a round that never came, or for the server). */
      stalledVotes: total - answered - refusedVotes,
      stalledRooms: ownersReport.roomsStalled,
      mismatches,
    };
  } finally {
    await owners?.stop();
    await started?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** The members' part of the warm-up round (the owner's is in the owners' process): vote, then see the next round. */
/** What the server did for one step, from its counters. */
interface StepCost {
  frames: number;
  writes: number;
  bytes: number;
  bodies: number;
  statements: number;
  cpuMs: number;
  /** Of cpuMs, the kernel's (mostly the socket writes). */
  cpuSystemMs: number;
  /** The main thread's alone (no collector or checkpoint threads): steadier on a busy machine. */
  mainThreadMs: number;
}

/** BENCH_PROBE_ROUNDS: more round ends on their own (for a profile of them, BENCH_PROFILE_ROUND_ENDS). */
const PROBE_ROUNDS = Number(process.env.BENCH_PROBE_ROUNDS ?? 3);

/**
 * PROBE_ROUNDS round ends in one room, each step alone: everyone votes, then (measured) the owner
 * reveals until every member sees the results, then (measured) starts a new round until every member
 * sees it. Counts are the same every time; the CPU is the median of the rounds.
 */
async function probeRoundEnds(server: ServerProcess, owners: OwnersProcess, room: Room, r: number): Promise<{ reveal: StepCost; newRound: StepCost }> {
  const costs: { reveal: StepCost[]; newRound: StepCost[] } = { reveal: [], newRound: [] };
  const measured = async (step: "reveal" | "newRound", everyoneSees: (m: Member) => Promise<unknown>) => {
    const before = await server.metrics({ collectGarbage: false });
    // BENCH_PROFILE_ROUND_ENDS=1: a CPU profile of each measured step, one file each.
    if (process.env.BENCH_PROFILE_ROUND_ENDS) await server.ask({ type: "profile-start", label: step }, "profiled");
    await owners.ask({ type: "round-end-step", r, step }, "round-end-stepped");
    await Promise.all(room.members.map(everyoneSees));
    if (process.env.BENCH_PROFILE_ROUND_ENDS) await server.ask({ type: "profile-stop", label: step }, "profiled");
    const after = await server.metrics({ collectGarbage: false });
    costs[step].push({
      frames: after.framesWritten - before.framesWritten,
      writes: after.writes - before.writes,
      bytes: after.bytesWritten - before.bytesWritten,
      bodies: after.bodiesEncoded - before.bodiesEncoded,
      statements: after.statements - before.statements,
      cpuMs: after.cpuMs - before.cpuMs,
      cpuSystemMs: after.cpuSystemMs - before.cpuSystemMs,
      mainThreadMs: after.mainThreadCpuMs - before.mainThreadCpuMs,
    });
  };
  for (let i = 0; i < PROBE_ROUNDS; i++) {
    const round = room.members[0]!.state!.round;
    await Promise.all([
      owners.ask({ type: "round-end-step", r, step: "vote" }, "round-end-stepped"),
      ...room.members.map((m) => m.call("Mutation", "voting.submitVote", { roomId: m.roomId, participantId: m.participantId, value: "8" })),
    ]);
    await Promise.all(room.members.map((m) => m.until((s) => s.voters.length >= room.members.length + 1)));
    await measured("reveal", (m) => m.until((s) => s.revealed));
    await measured("newRound", (m) => m.until((s) => s.round > round));
  }
  const median = (list: StepCost[]): StepCost => {
    const middle = (values: number[]) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
    if (process.env.BENCH_VERBOSE) console.log(`  round-end CPU (ms, process / main thread): ${list.map((c) => `${c.cpuMs.toFixed(2)} / ${c.mainThreadMs.toFixed(2)}`).join(", ")}`);
    return { ...list.at(-1)!, cpuMs: middle(list.map((c) => c.cpuMs)), cpuSystemMs: middle(list.map((c) => c.cpuSystemMs)), mainThreadMs: middle(list.map((c) => c.mainThreadMs)) };
  };
  return { reveal: median(costs.reveal), newRound: median(costs.newRound) };
}

async function warmUpRound(room: Room): Promise<void> {
  const round = room.members[0]!.state!.round;
  await Promise.all(room.members.map((m) => m.call("Mutation", "voting.submitVote", { roomId: m.roomId, participantId: m.participantId, value: "3" })));
  await Promise.all(room.members.map((m) => m.until((s) => s.round > round)));
}

/** Waits (bounded) until every member's view has as many votes as were cast before the clock. */
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
async function compareWithDatabase(server: ServerProcess, rooms: Room[], tokens: string[], size: number): Promise<number> {
  let mismatches = 0;
  for (const [r, room] of rooms.entries()) {
    const fresh = new Member(null);
    await fresh.open(server.wsUrl, tokens[r * size]!, 1_000_000 + r);
    fresh.subscribe(room.members[0]!.roomId);
    while (!fresh.state) await sleep(5);
    const expected = JSON.stringify(fresh.state.summary());
    for (const m of room.members) if (JSON.stringify(m.state!.summary()) !== expected) mismatches++;
    if (room.ownerSummary !== expected) mismatches++;
    fresh.socket.close();
  }
  return mismatches;
}

type Result = Awaited<ReturnType<typeof runPlanning>>;

const SCHEDULE_WORDS: Record<Schedule, string> = {
  spread: "round ends spread evenly",
  together: "round ends together (ten rooms in ten consecutive schedule slots)",
};

/** A measured p99 beside the issue's ceiling for it, when the run has one. */
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
    `server     ${r.serverCpuMsPerVote.toFixed(2)} ms CPU/vote (${(r.serverSystemShare * 100).toFixed(0)}% kernel), event loop delay p99 ${ms(r.serverLoopDelayP99Ms)} max ${ms(r.serverLoopDelayMaxMs)} ms`,
    `generator  ${r.generatorCpuMsPerVote.toFixed(2)} ms CPU/vote (members ${r.membersCpuMsPerVote.toFixed(2)}, owners ${r.ownersCpuMsPerVote.toFixed(2)}), ${r.framesPerVote.toFixed(1)} frames received/vote`,
    `output     ${r.serverFramesPerVote.toFixed(1)} frames in ${r.serverWritesPerVote.toFixed(1)} writes per vote, ${(r.serverBytesPerVote / 1024).toFixed(1)} KB, ${r.serverBodiesPerVote.toFixed(1)} bodies encoded (the rest shared)`,
    ...(["reveal", "newRound"] as const).map((step) => {
      const c = r.roundEnd[step];
      return `${step === "reveal" ? "reveal    " : "new round "} alone: ${c.frames} frames in ${c.writes} writes, ${(c.bytes / 1024).toFixed(1)} KB, ${c.bodies} bodies encoded, ${c.statements} statements, ${c.cpuMs.toFixed(2)} ms server CPU (${c.cpuSystemMs.toFixed(2)} kernel, main thread ${c.mainThreadMs.toFixed(2)})`;
    }),
    `memory     ${(r.bytesPerIdleSocket / 1024).toFixed(1)} KB RSS, ${(r.heapBytesPerIdleSocket / 1024).toFixed(1)} KB heap per idle socket`,
    `checks     ${r.missing} vote sightings missed, ${r.refused} refused, ${r.stalledVotes} votes and ${r.stalledRooms} rooms stalled, ${r.mismatches} clients differing from the database`,
  ];
  console.log(`${run.name}: ${r.sockets} sockets in ${r.rooms} rooms of ${r.size}, ${run.rate} votes/s for ${run.seconds} s, ${SCHEDULE_WORDS[run.schedule]}`);
  console.log(lines.map((line) => `  ${line}`).join("\n") + "\n");
}

/** What --compare puts side by side from one run. */
const compared = (r: Result): ComparedFigures => ({
  voteP99: r.p99,
  ownerRevealP99: r.ownerReveal.p99,
  ownerNewRoundP99: r.ownerNewRound.p99,
  serverCpuMsPerVote: r.serverCpuMsPerVote,
  generatorCpuMsPerVote: r.generatorCpuMsPerVote,
  missing: r.missing,
  refused: r.refused,
  stalled: r.stalledVotes + r.stalledRooms,
  mismatches: r.mismatches,
});

const HEADERS: Record<ServerKind, string> = {
  app: "planning: SQLite, server in its own process, members in this one, owners in a third, loopback only",
  relay: "planning: THE RELAY (no database, no engine: the floor of this machine), server in its own process, members in this one, owners in a third, loopback only",
};

const runs = runsFromArgs();
const kinds: ServerKind[] = COMPARE ? ["app", "relay"] : [SERVER];
if (COMPARE) console.log(`planning --compare: each run against the app, then the relay, one after the other\n${HEADERS.app}\n${HEADERS.relay}\n`);
else console.log(`${HEADERS[SERVER]}\n`);
const results: [PlanningRun, ServerKind, Result][] = [];
for (const run of runs) {
  for (const kind of kinds) {
    const r = await runPlanning(run, kind);
    if (process.env.BENCH_VERBOSE) console.log(r);
    printRun({ ...run, name: COMPARE ? `${run.name} [${kind}]` : run.name }, r);
    results.push([run, kind, r]);
  }
}
// The runs side by side, as a Markdown table for bench/README.md.
console.log("| run | vote p50 | p95 | p99 | max | owner reveal p99 | owner new round p99 | last member reveal p99 | last member new round p99 | statements/vote | incl. round ends | server CPU/vote | generator CPU/vote | missed, refused, stalled, != db |");
console.log("|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|");
for (const [run, kind, r] of results) {
  const cells = [COMPARE ? `${run.name} [${kind}]` : run.name, ms(r.p50), ms(r.p95), ms(r.p99), ms(r.max), ms(r.ownerReveal.p99), ms(r.ownerNewRound.p99), ms(r.lastMemberReveal.p99), ms(r.lastMemberNewRound.p99), String(r.statementsForOneVote), r.statementsPerVote.toFixed(2), ms(r.serverCpuMsPerVote), ms(r.generatorCpuMsPerVote)];
  console.log(`| ${cells.join(" | ")} | ${[r.missing, r.refused, r.stalledVotes + r.stalledRooms, r.mismatches].join(", ")} |`);
}
if (COMPARE) {
  // Per run, the app beside the floor measured right after it, and the ratio of each figure.
  const rows = runs.map((run) => {
    const of = (kind: ServerKind) => compared(results.find(([r, k]) => r === run && k === kind)![2]);
    return { name: run.name, app: of("app"), floor: of("relay") };
  });
  console.log("\napp beside the floor (the relay), same window:");
  console.log(comparisonTable(rows).join("\n"));
}
process.exit(0);
