// What the planning benchmark's load generator and its owners' process (ownerProcess.ts) say to
// each other over IPC. Times cross the process boundary on the shared monotonic clock
// (process.hrtime, the same in both processes), each side converting to and from its own
// performance.now().
import { performance } from "node:perf_hooks";

/** An owner's vote the schedule puts at `intended` (shared clock) in `round`. */
export interface OwnerVote {
  intended: number;
  round: number;
  value: string;
}

/** One reveal or new round as the owner timed it (shared clock; NaN: never happened). */
export interface OwnerStep {
  round: number;
  sent: number;
  acked: number;
  ownerSaw: number;
}

export type ToOwners =
  | { type: "open-room"; r: number; wsUrl: string; token: string; clientIndex: number; size: number; name: string; sessionId: string }
  | { type: "warm-up" }
  /** One step of a round end on its own (issue 34): the owner votes and sees every vote, reveals, or starts a new round; each seen in its own view. */
  | { type: "round-end-step"; r: number; step: "vote" | "reveal" | "newRound" }
  | { type: "early-votes"; rooms: { r: number; offset: number }[] }
  | { type: "run"; rooms: { r: number; round: number; lastRound: number; votes: OwnerVote[] }[] }
  | { type: "abandon" }
  | { type: "report" }
  | { type: "stop" };

export interface OwnersReport {
  type: "report";
  rooms: {
    r: number;
    /** When the owner saw each vote of the run. */
    sightings: { round: number; participantId: string; at: number }[];
    reveals: OwnerStep[];
    newRounds: OwnerStep[];
    /** What the owner's view shows at the end (compared with a fresh read of the database). */
    summary: string;
  }[];
  votesAnswered: number;
  votesRefused: number;
  roundEndsRefused: number;
  roomsStalled: number;
  /** This process's CPU (user + system) from "run" until "report", in ms, and the frames it received. */
  cpuMs: number;
  frames: number;
}

export type FromOwners =
  | { type: "ready" }
  | { type: "room-opened"; r: number; code: string; roomId: string; participantId: string }
  | { type: "warmed-up" }
  | { type: "round-end-stepped" }
  | { type: "early-voted" }
  | { type: "running" }
  | { type: "done" }
  | { type: "abandoned" }
  | OwnersReport
  | { type: "stopped" }
  | { type: "failed"; message: string };

const REPLY_TYPES = new Set<FromOwners["type"]>(["ready", "room-opened", "warmed-up", "round-end-stepped", "early-voted", "running", "done", "abandoned", "report", "stopped", "failed"]);

/** A message from the owners' process, or an error saying what arrived instead (a bug on one side). */
export function parseFromOwners(message: unknown): FromOwners {
  const type = (message as { type?: unknown } | null)?.type;
  if (typeof type !== "string" || !REPLY_TYPES.has(type as FromOwners["type"])) throw new Error(`unexpected message from the owners' process: ${JSON.stringify(message)?.slice(0, 200)}`);
  return message as FromOwners;
}

/** Now on the clock both processes share, in ms. */
export const sharedNow = () => Number(process.hrtime.bigint()) / 1e6;

/**
 * Converts between this process's performance.now() and the shared clock. NaN and infinities
 * (a step that never happened) stay as they are.
 */
export function clockOf(offset = sharedNow() - performance.now()) {
  return { toShared: (local: number) => local + offset, toLocal: (shared: number) => shared - offset };
}

export interface OwnersProcess {
  /** Sends a message and waits for the reply of the given type (a "failed" reply rejects). */
  ask<T extends FromOwners["type"]>(message: ToOwners, replyType: T): Promise<Extract<FromOwners, { type: T }>>;
  /** Waits for the next reply of the given type without sending anything. */
  wait<T extends FromOwners["type"]>(replyType: T): Promise<Extract<FromOwners, { type: T }>>;
  stop(): Promise<void>;
}

/** Starts bench/support/ownerProcess.ts as a child process and waits until it listens. */
export async function startOwnersProcess(): Promise<OwnersProcess> {
  const { fork } = await import("node:child_process");
  const child = fork("bench/support/ownerProcess.ts", [], { execArgv: ["--import", "tsx"], stdio: ["ignore", "inherit", "inherit", "ipc"] });
  const wait: OwnersProcess["wait"] = (replyType) => {
    const reply = new Promise<Extract<FromOwners, { type: typeof replyType }>>((resolve, reject) => {
      const onMessage = (raw: unknown) => {
        const reply = parseFromOwners(raw);
        if (reply.type !== replyType && reply.type !== "failed") return;
        child.off("message", onMessage);
        child.off("exit", onExit);
        if (reply.type === "failed") reject(new Error(`owners' process: ${reply.message}`));
        else resolve(reply as Extract<FromOwners, { type: typeof replyType }>);
      };
      const onExit = (code: number | null) => reject(new Error(`the owners' process exited with ${code}`));
      child.on("message", onMessage);
      child.once("exit", onExit);
    });
    // A wait given up (the run was abandoned, the process stopped) is no unhandled rejection.
    reply.catch(() => undefined);
    return reply;
  };
  const ask: OwnersProcess["ask"] = (message, replyType) => {
    const reply = wait(replyType);
    child.send(message);
    return reply;
  };
  await new Promise<void>((resolve, reject) => {
    child.once("error", reject);
    child.on("message", (raw) => parseFromOwners(raw).type === "ready" && resolve());
  });
  return {
    ask,
    wait,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve();
        const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
        child.once("exit", () => {
          clearTimeout(timer);
          resolve();
        });
        child.send({ type: "stop" } satisfies ToOwners);
      }),
  };
}
