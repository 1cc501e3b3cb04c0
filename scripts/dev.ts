// `npm run dev`: the API under `tsx watch` on :3001 and Vite on :3000 (which proxies /api to it),
// both reloading on change, their output prefixed. Ctrl-C stops both; so does either one dying.
import { spawn, type ChildProcess } from "node:child_process";
import { delimiter, resolve } from "node:path";
import { fileURLToPath } from "node:url";
import { createInterface } from "node:readline";

// Paths below are relative to the repository root, wherever this is started from.
process.chdir(fileURLToPath(new URL("..", import.meta.url)));

const API_PORT = "3001";
const WEB_URL = "http://localhost:3000";

const baseEnv: NodeJS.ProcessEnv = {
  ...process.env,
  PATH: [resolve("node_modules/.bin"), process.env.PATH].filter(Boolean).join(delimiter),
  FORCE_COLOR: process.env.FORCE_COLOR ?? (process.stdout.isTTY ? "1" : "0"),
};

const children: ChildProcess[] = [];
let stopping = false;

function start(label: string, color: number, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const prefix = process.stdout.isTTY ? `\x1b[${color}m[${label}]\x1b[0m ` : `[${label}] `;
  // Own process group, so stopping it reaches tsx's and Vite's children too.
  const child = spawn(command, args, { env, stdio: ["ignore", "pipe", "pipe"], detached: true });
  children.push(child);
  createInterface({ input: child.stdout! }).on("line", (line) => process.stdout.write(prefix + line + "\n"));
  createInterface({ input: child.stderr! }).on("line", (line) => process.stderr.write(prefix + line + "\n"));
  child.on("error", (error) => {
    console.error(`${prefix}could not start ${command}: ${error.message}`);
    stop(1);
  });
  child.on("exit", (code, signal) => {
    if (!stopping) {
      console.error(`${prefix}exited (${signal ?? `code ${code}`}); stopping the other process.`);
      stop(code || 1);
    }
  });
}

function stop(exitCode: number): void {
  if (stopping) return;
  stopping = true;
  const running = children.filter((child) => child.exitCode === null && child.signalCode === null);
  if (running.length === 0) process.exit(exitCode);
  let left = running.length;
  for (const child of running) {
    child.once("exit", () => {
      if (--left === 0) process.exit(exitCode);
    });
    signalGroup(child, "SIGTERM");
  }
  setTimeout(() => {
    for (const child of running) signalGroup(child, "SIGKILL");
    process.exit(exitCode);
  }, 5_000).unref();
}

function signalGroup(child: ChildProcess, signal: NodeJS.Signals): void {
  try {
    if (child.pid) process.kill(-child.pid, signal);
  } catch {
    // already gone
  }
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));

start("api", 36, "tsx", ["watch", "--clear-screen=false", "src/server/main.ts"], {
  ...baseEnv,
  PORT: API_PORT,
  HOST: process.env.HOST ?? "127.0.0.1",
  // Links the server writes (OAuth callbacks, e-mails) must point at the page people open: Vite's.
  PUBLIC_URL: process.env.PUBLIC_URL ?? WEB_URL,
});
start("web", 35, "vite", [], baseEnv);
console.log(`Dev servers starting: open ${WEB_URL} (API on http://127.0.0.1:${API_PORT}). Ctrl-C stops both.`);
