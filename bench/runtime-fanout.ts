// Runtime fan-out benchmark (issue: foundation). Sockets in groups share one live query (a
// counter); mutations go out on a fixed schedule, and latency runs from each mutation's
// intended send time until the last subscriber of its group has a value that includes it.
//   npm run bench:runtime                      all group sizes (5, 10, 25, 100)
//   npm run bench:runtime -- --size 10 --sockets 1000 --rate 200 --seconds 10
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import { PROTOCOL_VERSION, type ServerMessage } from "../src/shared/protocol";
import { startServerProcess, type ServerProcess } from "./support/serverProcess";
import { numberOption, sizesOption } from "./support/args";
import { runSchedule } from "./support/schedule";
import { ms, percentile, sleep } from "./support/stats";

const SOCKETS = numberOption("sockets", 1000);
const RATE = numberOption("rate", 200);
const SECONDS = numberOption("seconds", 10);
const SIZES = sizesOption();

interface Member {
  socket: WebSocket;
  group: number;
  /**
   * Strictly increasing counter values this socket saw, with when it first saw each, in typed
   * arrays: a thousand simulated clients in one process must not spend the run collecting garbage.
   */
  seenValues: Int32Array;
  seenTimes: Float64Array;
  seenCount: number;
  nextRequestId: number;
  pending: Map<number, (result: number) => void>;
}

/** Counter transitions are tiny and uniform; reading the value off the frame skips building objects. */
const COUNTER_VALUE = /"type":"QueryUpdated","queryId":1,"value":(-?\d+)/;

async function openMember(server: ServerProcess, group: number, index: number): Promise<Member> {
  const socket = new WebSocket(server.wsUrl, { perMessageDeflate: false });
  await new Promise<void>((resolve, reject) => {
    socket.once("open", () => resolve());
    socket.once("error", reject);
  });
  const capacity = RATE * SECONDS + RATE + 16;
  const member: Member = { socket, group, seenValues: new Int32Array(capacity), seenTimes: new Float64Array(capacity), seenCount: 0, nextRequestId: 1, pending: new Map() };
  const ready = new Promise<void>((resolve) => {
    socket.on("message", (data) => {
      const at = performance.now();
      const frame = data.toString();
      const counter = COUNTER_VALUE.exec(frame);
      if (counter) {
        const value = Number(counter[1]);
        if (member.seenCount === 0 || value > member.seenValues[member.seenCount - 1]!) {
          member.seenValues[member.seenCount] = value;
          member.seenTimes[member.seenCount++] = at;
        }
        resolve();
        return;
      }
      const message = JSON.parse(frame) as ServerMessage;
      if (message.type === "Transition") resolve();
      else if (message.type === "MutationResponse") {
        if (!message.success) throw new Error(`mutation failed: ${message.errorMessage}`);
        member.pending.get(message.requestId)?.(message.result as number);
        member.pending.delete(message.requestId);
      }
    });
  });
  socket.send(JSON.stringify({ type: "Connect", protocolVersion: PROTOCOL_VERSION, clientId: `bench-${group}-${index}-${Date.now()}`, connectionCount: 0 }));
  socket.send(JSON.stringify({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "counter.get", args: { name: `g${group}` } }], remove: [] }));
  await ready;
  return member;
}

function firstSeenAtLeast(member: Member, value: number): number | null {
  let lo = 0;
  let hi = member.seenCount - 1;
  let found: number | null = null;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (member.seenValues[mid]! >= value) {
      found = member.seenTimes[mid]!;
      hi = mid - 1;
    } else lo = mid + 1;
  }
  return found;
}

async function runSize(size: number) {
  const groups = Math.floor(SOCKETS / size);
  const server = await startServerProcess("bench/support/benchServer.ts");
  try {
    const idleBefore = await server.metrics();
    const members: Member[][] = Array.from({ length: groups }, () => []);
    for (let g = 0; g < groups; g++) {
      members[g] = await Promise.all(Array.from({ length: size }, (_, i) => openMember(server, g, i)));
    }
    await sleep(500);
    const idleAfter = await server.metrics();
    const bytesPerSocket = (idleAfter.rss - idleBefore.rss) / (groups * size);

    const send = (member: Member) =>
      new Promise<number>((resolve) => {
        const requestId = member.nextRequestId++;
        member.pending.set(requestId, resolve);
        member.socket.send(JSON.stringify({ type: "Mutation", requestId, path: "counter.increment", args: { name: `g${member.group}` }, firstSend: true }));
      });

    // Warm up (JIT, statement cache), then measure.
    await Promise.all(Array.from({ length: Math.min(RATE, groups * 2) }, (_, k) => send(members[k % groups]![0]!)));
    await sleep(300);

    const total = RATE * SECONDS;
    const before = await server.metrics({ collectGarbage: false });
    const sent: { group: number; intended: number; result: Promise<number> }[] = [];
    const start = performance.now() + 50;
    await runSchedule(start, total, RATE, (k, intended) => {
      const group = k % groups;
      const member = members[group]![Math.floor(k / groups) % size]!;
      sent.push({ group, intended, result: send(member) });
    });
    const results = await Promise.all(sent.map((s) => s.result));
    const elapsed = (performance.now() - start) / 1000;
    // Give the last fan-out a moment to land, bounded.
    const deadline = performance.now() + 5000;
    const finalValue = (g: number) => Math.max(...results.filter((_, i) => sent[i]!.group === g));
    while (performance.now() < deadline && members.some((group, g) => group.some((m) => (m.seenCount ? m.seenValues[m.seenCount - 1]! : 0) < finalValue(g)))) await sleep(10);
    const after = await server.metrics({ collectGarbage: false });
    if (process.env.BENCH_VERBOSE) console.log("server event loop delay during the run:", after);

    const latencies: number[] = [];
    let missing = 0;
    sent.forEach((s, i) => {
      let last = 0;
      for (const member of members[s.group]!) {
        const at = firstSeenAtLeast(member, results[i]!);
        if (at === null) missing++;
        else last = Math.max(last, at);
      }
      latencies.push(last - s.intended);
    });
    latencies.sort((a, b) => a - b);
    for (const group of members) for (const m of group) m.socket.close();
    return {
      size,
      groups,
      sockets: groups * size,
      p50: percentile(latencies, 50),
      p99: percentile(latencies, 99),
      max: latencies[latencies.length - 1]!,
      perSecond: total / elapsed,
      statementsPerMutation: (after.statements - before.statements) / total,
      bytesPerIdleSocket: bytesPerSocket,
      missing,
    };
  } finally {
    await server.stop();
  }
}

console.log(`runtime fan-out: ${SOCKETS} sockets, ${RATE} mutations/s for ${SECONDS} s, SQLite, server in its own process\n`);
console.log("group size | groups | p50 ms | p99 ms | max ms | mutations/s | statements/mutation | KB/idle socket | missed updates");
for (const size of SIZES) {
  const r = await runSize(size);
  console.log(
    `${String(r.size).padStart(10)} | ${String(r.groups).padStart(6)} | ${ms(r.p50).padStart(6)} | ${ms(r.p99).padStart(6)} | ${ms(r.max).padStart(6)} | ${r.perSecond.toFixed(1).padStart(11)} | ${r.statementsPerMutation.toFixed(2).padStart(19)} | ${(r.bytesPerIdleSocket / 1024).toFixed(1).padStart(14)} | ${r.missing}`,
  );
}
process.exit(0);
