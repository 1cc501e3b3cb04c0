// Starts bench/support/benchServer.ts (or another entry) as a child process and talks to it over IPC.
import { fork, type ChildProcess } from "node:child_process";

export interface ServerMetrics {
  statements: number;
  rss: number;
  heapUsed: number;
  sockets: number;
}

export interface ServerProcess {
  url: string;
  wsUrl: string;
  metrics(): Promise<ServerMetrics>;
  stop(): Promise<void>;
}

export async function startServerProcess(entry: string, env: Record<string, string> = {}): Promise<ServerProcess> {
  const child: ChildProcess = fork(entry, [], {
    execArgv: ["--import", "tsx", "--expose-gc"],
    env: { ...process.env, ...env },
    stdio: ["ignore", "inherit", "inherit", "ipc"],
  });
  const url = await new Promise<string>((resolve, reject) => {
    child.once("error", reject);
    child.once("exit", (code) => reject(new Error(`bench server exited with ${code}`)));
    child.on("message", (m: { type: string; url?: string }) => m.type === "ready" && resolve(m.url!));
  });
  return {
    url,
    wsUrl: url.replace(/^http/, "ws") + "/api/sync",
    metrics: () =>
      new Promise((resolve) => {
        const onMessage = (m: ServerMetrics & { type: string }) => {
          if (m.type !== "metrics") return;
          child.off("message", onMessage);
          resolve(m);
        };
        child.on("message", onMessage);
        child.send({ type: "metrics" });
      }),
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
