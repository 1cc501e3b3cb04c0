// Starts bench/support/benchServer.ts (or another entry) as a child process and talks to it over IPC.
import { fork, type ChildProcess } from "node:child_process";
import { serveNodeFlags } from "../../scripts/serverCommand";

export interface ServerMetrics {
  statements: number;
  rss: number;
  heapUsed: number;
  sockets: number;
  /** CPU time the server process has used (user + system). */
  cpuMs: number;
  /** The part of cpuMs spent in the kernel (socket writes, the database's file writes). */
  cpuSystemMs: number;
  mainThreadCpuMs: number;
  /** Event-loop delay since the previous report. */
  loopDelayP99Ms: number;
  loopDelayMaxMs: number;
  /** What the server wrote to its sockets so far (issue 34): frames, writes (system calls), bytes, transition bodies encoded. */
  framesWritten: number;
  writes: number;
  bytesWritten: number;
  bodiesEncoded: number;
}

export interface ServerProcess {
  url: string;
  wsUrl: string;
  /** Without a collection (figures for a measured window) or after one (memory). */
  metrics(options?: { collectGarbage: boolean }): Promise<ServerMetrics>;
  /** Asks the child something over IPC and waits for the reply of the given type. */
  ask<T>(message: Record<string, unknown>, replyType: string): Promise<T>;
  stop(): Promise<void>;
}

/** The node flags the server runs with in production (`npm run serve`, the image's CMD). */
const SERVE_FLAGS = serveNodeFlags();

/**
 * The young generation starts at the size a busy server grows it to within seconds (its maximum),
 * and stays there: otherwise V8 resizes it between memory readings, which moves RSS by tens of
 * megabytes that have nothing to do with what is being measured.
 */
const STEADY_YOUNG_GENERATION = SERVE_FLAGS.filter((flag) => flag.startsWith("--max-semi-space-size=")).map((flag) => flag.replace("--max-", "--min-"));

export async function startServerProcess(entry: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child: ChildProcess = fork(entry, [], {
    // BENCH_CPU_PROFILE=1 writes a .cpuprofile of the server into bench/results/.
    execArgv: [...SERVE_FLAGS, ...STEADY_YOUNG_GENERATION, "--import", "tsx", "--expose-gc", ...(process.env.BENCH_NODE_FLAGS ?? "").split(" ").filter(Boolean), ...(process.env.BENCH_CPU_PROFILE ? ["--cpu-prof", "--cpu-prof-dir=bench/results"] : []), ...(process.env.BENCH_TRACE_GC ? ["--trace-gc"] : [])],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on("message", (m: { type: string; url?: string }) => m.type === "ready" && resolve(m.url!));
  });
  const ask = <T>(message: Record<string, unknown>, replyType: string) =>
    new Promise<T>((resolve) => {
      const onMessage = (m: { type: string }) => {
        if (m.type !== replyType) return;
        child.off("message", onMessage);
        resolve(m as T);
      };
      child.on("message", onMessage);
      child.send(message);
    });
  return {
    url,
    wsUrl: url.replace(/^http/, "ws") + "/api/sync",
    ask,
    metrics: (options = { collectGarbage: true }) => ask<ServerMetrics>({ type: "metrics", ...options }, "metrics"),
    stop: () =>
      new Promise((resolve) => {
        const timer = setTimeout(() => child.kill("SIGKILL"), 15_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.send({ type: "stop" });
      }),
  };
}
