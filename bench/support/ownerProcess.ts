// The owners' process of the planning benchmark: each room's owner (its first member) lives here,
// in a process of its own, and nowhere else. It votes when the schedule says, reveals once its
// view shows every vote and starts a new round once its view shows the results, timing both
// clicks here: a real owner's browser does not parse the other members' frames, and in the
// load generator (bench/planning.ts) an owner's frame waited behind a thousand members' ones.
// It reports its timings (shared clock, ownerProtocol.ts) and its own CPU back over IPC.
import { performance } from "node:perf_hooks";
import { Arrivals, isAbandoned, Member, received, RoundEnds, type RoundStep } from "./planningClient";
import { clockOf, parseFromOwners, type FromOwners, type OwnerStep, type OwnerVote, type ToOwners } from "./ownerProtocol";
import { sleep } from "./stats";

interface OwnedRoom {
  r: number;
  size: number;
  owner: Member;
  arrivals: Arrivals;
  roundEnds: RoundEnds;
  sessionId: string;
}

/** How long the early votes may take to reach every owner's view (bounded, as the load generator's wait). */
const SETTLE_MS = 5_000;

const clock = clockOf();
const rooms = new Map<number, OwnedRoom>();
const counts = { votesAnswered: 0, votesRefused: 0, roundEndsRefused: 0, roomsStalled: 0 };
let cpuAtRun = process.cpuUsage();
let framesAtRun = 0;

const reply = (message: FromOwners): void => void process.send!(parseFromOwners(message));

async function openRoom(message: Extract<ToOwners, { type: "open-room" }>): Promise<void> {
  const arrivals = new Arrivals(1);
  const owner = new Member(arrivals, 0);
  await owner.open(message.wsUrl, message.token, message.clientIndex);
  const { code } = await owner.call<{ code: string }>("Mutation", "rooms.createRoom", { name: message.name, sessionId: message.sessionId, maxFibonacci: 89, isPermanent: true });
  const joined = await owner.call<{ roomId: string; participantId: string }>("Mutation", "rooms.joinRoom", { code, sessionId: message.sessionId });
  owner.participantId = joined.participantId;
  owner.subscribe(joined.roomId);
  rooms.set(message.r, { r: message.r, size: message.size, owner, arrivals, roundEnds: new RoundEnds(), sessionId: message.sessionId });
  reply({ type: "room-opened", r: message.r, code, roomId: joined.roomId, participantId: joined.participantId });
}

const vote = (owner: Member, value: string) => owner.call("Mutation", "voting.submitVote", { roomId: owner.roomId, participantId: owner.participantId, value });

/** The warm-up round (see bench/planning.ts): the owner votes, reveals once all have, and starts the next. */
async function warmUp(room: OwnedRoom): Promise<void> {
  const { owner, size } = room;
  await owner.until((s) => s.participantIds.length >= size);
  const round = owner.state!.round;
  const args = { roomId: owner.roomId, sessionId: "bench" };
  await vote(owner, "3");
  await owner.until((s) => s.round === round && s.voters.length >= size);
  await owner.call("Mutation", "voting.revealVotes", args);
  await owner.until((s) => s.revealed);
  await owner.call("Mutation", "voting.resetVoting", args);
  await owner.until((s) => s.round > round);
}

/** The owner's part of every round the schedule completes (as endRounds did in the load generator). */
async function endRounds(room: OwnedRoom, first: number, last: number): Promise<void> {
  const { owner, size, roundEnds } = room;
  const args = { roomId: owner.roomId, sessionId: "bench" };
  for (let round = first; round < last; round++) {
    await owner.until((s) => s.round === round && s.voters.length >= size);
    const reveal = roundEnds.step("reveal", round);
    reveal.sent = performance.now();
    await owner.call("Mutation", "voting.revealVotes", args);
    reveal.acked = performance.now();
    await owner.until((s) => s.round > round || s.revealed);
    const newRound = roundEnds.step("newRound", round);
    newRound.sent = performance.now();
    await owner.call("Mutation", "voting.resetVoting", args);
    newRound.acked = performance.now();
    await owner.until((s) => s.round > round);
  }
}

/** The owner's votes at their intended times (a late wake-up sends what is due; latency runs from the intended time anyway). */
async function castVotes(owner: Member, votes: OwnerVote[]): Promise<void> {
  const underWay: Promise<void>[] = [];
  for (const { intended, round, value } of votes) {
    const wait = clock.toLocal(intended) - performance.now();
    if (wait >= 1) await sleep(Math.floor(wait));
    underWay.push(
      owner
        .until((s) => s.round >= round)
        .then(() => vote(owner, value))
        .then(
          () => void counts.votesAnswered++,
          (error: unknown) => void (isAbandoned(error) || counts.votesRefused++),
        ),
    );
  }
  await Promise.all(underWay);
}

const shared = (step: RoundStep | undefined, round: number): OwnerStep => ({
  round,
  sent: clock.toShared(step?.sent ?? Number.NaN),
  acked: clock.toShared(step?.acked ?? Number.NaN),
  ownerSaw: clock.toShared(step?.ownerSaw ?? Number.NaN),
});

function report(): FromOwners {
  const cpu = process.cpuUsage(cpuAtRun);
  return {
    type: "report",
    rooms: [...rooms.values()].map((room) => ({
      r: room.r,
      sightings: room.arrivals.seenBy(0).map((s) => ({ ...s, at: clock.toShared(s.at) })),
      reveals: [...room.roundEnds.reveal].map(([round, step]) => shared(step, round)),
      newRounds: [...room.roundEnds.newRound].map(([round, step]) => shared(step, round)),
      summary: JSON.stringify(room.owner.state!.summary()),
    })),
    ...counts,
    cpuMs: (cpu.user + cpu.system) / 1000,
    frames: received.frames - framesAtRun,
  };
}

async function handle(message: ToOwners): Promise<void> {
  switch (message.type) {
    case "open-room":
      return openRoom(message);
    case "warm-up":
      await Promise.all([...rooms.values()].map(warmUp));
      return reply({ type: "warmed-up" });
    case "round-end-step": {
      const { owner, size } = rooms.get(message.r)!;
      const round = owner.state!.round;
      const args = { roomId: owner.roomId, sessionId: "bench" };
      if (message.step === "vote") {
        await vote(owner, "5");
        await owner.until((s) => s.voters.length >= size);
      } else if (message.step === "reveal") {
        await owner.call("Mutation", "voting.revealVotes", args);
        await owner.until((s) => s.revealed);
      } else {
        await owner.call("Mutation", "voting.resetVoting", args);
        await owner.until((s) => s.round > round);
      }
      return reply({ type: "round-end-stepped" });
    }
    case "early-votes": {
      await Promise.all(message.rooms.map(({ r }) => vote(rooms.get(r)!.owner, "1")));
      const by = performance.now() + SETTLE_MS;
      const behind = () => message.rooms.some(({ r, offset }) => rooms.get(r)!.owner.state!.voters.length < offset);
      while (performance.now() < by && behind()) await sleep(10);
      return reply({ type: "early-voted" });
    }
    case "run": {
      cpuAtRun = process.cpuUsage();
      framesAtRun = received.frames;
      const work: Promise<void>[] = [];
      for (const { r, round, lastRound, votes } of message.rooms) {
        const room = rooms.get(r)!;
        room.owner.trackRoundEnds(room.roundEnds);
        work.push(
          endRounds(room, round, lastRound).catch((error: unknown) => {
            if (isAbandoned(error)) counts.roomsStalled++;
            else counts.roundEndsRefused++;
          }),
          castVotes(room.owner, votes),
        );
      }
      reply({ type: "running" });
      await Promise.all(work);
      return reply({ type: "done" });
    }
    case "abandon":
      for (const room of rooms.values()) room.owner.abandon();
      return reply({ type: "abandoned" });
    case "report":
      return reply(report());
    case "stop":
      for (const room of rooms.values()) room.owner.socket.close();
      reply({ type: "stopped" });
      return process.exit(0);
  }
}

// The benchmark that started this process is gone (it failed or was stopped): so is this process.
process.on("disconnect", () => process.exit(0));
process.on("message", (message: ToOwners) => {
  handle(message).catch((error: unknown) => reply({ type: "failed", message: error instanceof Error ? error.message : String(error) }));
});
reply({ type: "ready" });
