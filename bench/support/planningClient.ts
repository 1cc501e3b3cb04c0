// The simulated browser of the planning benchmark: what a member of a room keeps of the room page's
// view, how it reads the server's frames, and when it acts. Shared by the load generator
// (bench/planning.ts, the members) and the owners' process (ownerProcess.ts, the owners' clicks).
import { performance } from "node:perf_hooks";
import WebSocket from "ws";
import type { PatchOp } from "../../src/shared/jsonPatch";
import { PROTOCOL_VERSION, type ServerMessage } from "../../src/shared/protocol";

/** Messages every member of this process has received: per vote, how many frames the server wrote (its coalescing). */
export const received = { frames: 0 };

/** A waiter given up at the end of the run (see Member.abandon). */
export const isAbandoned = (error: unknown) => error instanceof Error && error.message === "abandoned";

export interface RoomView {
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
export class RoomState {
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
export class Arrivals {
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

  /**
   * When the member at memberIndex saw each vote, in a process where it is the room's only member
   * noting votes (the owners' process reports these back): `last` is then its own sighting.
   */
  seenBy(memberIndex: number): { round: number; participantId: string; at: number }[] {
    const seen: { round: number; participantId: string; at: number }[] = [];
    for (const [round, votes] of this.byRound) for (const [participantId, arrival] of votes) if (arrival.seen[memberIndex]) seen.push({ round, participantId, at: arrival.last });
    return seen;
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
export function parseServerMessage(text: string): ServerMessage {
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
export interface RoundStep {
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
export class RoundEnds {
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
export const ownerLatency = (step: RoundStep) => (Number.isNaN(step.acked) || Number.isNaN(step.ownerSaw) ? Number.POSITIVE_INFINITY : Math.max(step.acked, step.ownerSaw) - step.sent);
export const lastMemberLatency = (step: RoundStep, size: number) => (step.members < size ? Number.POSITIVE_INFINITY : step.lastSaw - step.sent);

export class Member {
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

  async open(wsUrl: string, token: string, index: number): Promise<void> {
    // The server's frames are the app's own JSON: checking each one's UTF-8 (about 1 % of the
    // load generator's busy CPU in a profile of rooms100) is the generator's cost, not the server's, on the server's cores.
    this.socket = new WebSocket(wsUrl, { perMessageDeflate: false, skipUTF8Validation: true });
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
