// The floor for the planning benchmark (`--server relay`): the same protocol and the same messages
// as the app, answered from memory by the least a server can do. No database, no live queries, no
// diffing: each change's patch is written once as text and sent to every member of its room. What
// the app's figures have above these is what its engine and database cost; these figures are what
// the sockets, the kernel and the load generator cost on this machine by themselves.
import { createServer } from "node:http";
import { WebSocketServer, type WebSocket } from "ws";
import { recordGcPauses } from "./gcLog";
import { metricsReporter } from "./serverMetrics";

interface Participant {
  _id: string;
  name: string;
  image: null;
  role: "owner" | "member";
  sessionId: string;
  isExcludedFromVoting: boolean;
  isOnline: boolean;
}

interface Room {
  id: string;
  code: string;
  name: string;
  round: number;
  revealed: boolean;
  participants: Participant[];
  byUser: Map<string, Participant>;
  names: Map<string, string>;
  /** The round's votes in the order they came; values travel only after the reveal. */
  votes: { participantId: string; value: string }[];
  history: unknown[];
  viewers: Set<Connection>;
}

interface Connection {
  socket: WebSocket;
  version: number;
  userIndex: number;
  /** The query ids this socket gave the room view and the history; 0 when not subscribed. */
  roomQuery: number;
  historyQuery: number;
  room: Room | null;
}

const HISTORY_LIMIT = 100;
/** What the relay wrote, as the app counts it: ws writes each message as one frame, one write, its text encoded for each socket. */
const output = { frames: 0, writes: 0, bytes: 0, bodiesEncoded: 0 };
function sendText(socket: WebSocket, text: string): void {
  const length = Buffer.byteLength(text);
  output.frames++;
  output.writes++;
  output.bodiesEncoded++;
  output.bytes += length + (length < 126 ? 2 : length < 65536 ? 4 : 10);
  socket.send(text);
}
const rooms = new Map<string, Room>();
const roomsByCode = new Map<string, Room>();
let nextId = 1;
const newId = () => `00000000-0000-4000-8000-${String(nextId++).padStart(12, "0")}`;
const userId = (index: number) => `bench-user-${index}`;

const http = createServer((_request, response) => response.writeHead(404).end());
const wss = new WebSocketServer({ server: http, path: "/api/sync", perMessageDeflate: false });
const connections = new Set<Connection>();

wss.on("connection", (socket) => {
  const connection: Connection = { socket, version: 0, userIndex: -1, roomQuery: 0, historyQuery: 0, room: null };
  connections.add(connection);
  socket.on("message", (data) => handle(connection, JSON.parse(data.toString()) as Message));
  socket.on("close", () => {
    connections.delete(connection);
    connection.room?.viewers.delete(connection);
  });
});

type Message =
  | { type: "Connect" }
  | { type: "Authenticate"; token: string }
  | { type: "ModifyQuerySet"; add: { queryId: number; path: string; args: { roomId?: string } }[] }
  | { type: "Mutation"; requestId: number; path: string; args: Record<string, string> };

function handle(connection: Connection, message: Message): void {
  if (message.type === "Authenticate") {
    connection.userIndex = Number(message.token.replace("relay-", ""));
    transition(connection, []);
  } else if (message.type === "ModifyQuerySet") {
    const modifications: string[] = [];
    for (const { queryId, path, args } of message.add) {
      const room = args.roomId ? rooms.get(args.roomId) : undefined;
      if (path === "users.current") {
        const index = connection.userIndex;
        modifications.push(updated(queryId, { _id: userId(index), name: `Player ${index}`, email: `player${index}@bench.test`, image: null, theme: null }));
      } else if (room && path === "rooms.getRoomData") {
        [connection.room, connection.roomQuery] = [room, queryId];
        room.viewers.add(connection);
        modifications.push(updated(queryId, viewOf(room, connection)));
      } else if (room && path === "voting.getRoundHistory") {
        connection.historyQuery = queryId;
        modifications.push(updated(queryId, room.history));
      }
    }
    transition(connection, modifications);
  } else if (message.type === "Mutation") {
    mutation(connection, message.requestId, message.path, message.args);
  }
}

function mutation(connection: Connection, requestId: number, path: string, args: Record<string, string>): void {
  const me = userId(connection.userIndex);
  const answer = (result: unknown) => sendText(connection.socket, JSON.stringify({ type: "MutationResponse", requestId, success: true, result, ts: connection.version }));
  if (path === "rooms.createRoom") {
    const room: Room = { id: newId(), code: newId().slice(-8), name: args.name!, round: 1, revealed: false, participants: [], byUser: new Map(), names: new Map(), votes: [], history: [], viewers: new Set() };
    rooms.set(room.id, room);
    roomsByCode.set(room.code, room);
    join(room, connection, "owner", args.sessionId!);
    return answer({ roomId: room.id, code: room.code });
  }
  if (path === "rooms.joinRoom") {
    const room = roomsByCode.get(args.code!)!;
    const participant = room.byUser.get(me) ?? join(room, connection, "member", args.sessionId!);
    return answer({ roomId: room.id, participantId: participant._id });
  }
  const room = rooms.get(args.roomId!)!;
  if (path === "voting.submitVote") {
    const { participantId, value } = args as { participantId: string; value: string };
    const index = room.votes.findIndex((vote) => vote.participantId === participantId);
    const patch: object[] = [];
    if (index < 0) {
      room.votes.push({ participantId, value });
      patch.push({ op: "set", path: ["votes", room.votes.length - 1], value: { participantId, value: null } }, { op: "set", path: ["voteProgress", "voted"], value: room.votes.length });
      if (room.votes.length === room.participants.length) patch.push({ op: "set", path: ["voteProgress", "everyoneVoted"], value: true });
    } else room.votes[index]!.value = value;
    const own = [...patch, { op: "set", path: ["myVote"], value }];
    // The voter's own view and answer first, as the app answers a mutation before the room's other viewers.
    transition(connection, connection.roomQuery ? [patched(connection.roomQuery, JSON.stringify(own))] : []);
    answer(null);
    if (patch.length > 0) broadcast(room, connection, JSON.stringify(patch));
    return;
  }
  if (path === "voting.revealVotes") {
    room.revealed = true;
    const patch = JSON.stringify([
      { op: "set", path: ["room", "isVotingRevealed"], value: true },
      { op: "column", path: ["votes"], key: "value", value: room.votes.map((vote) => vote.value) },
    ]);
    transition(connection, [patched(connection.roomQuery, patch)]);
    answer(null);
    return broadcast(room, connection, patch);
  }
  if (path === "voting.resetVoting") {
    const entry = archive(room);
    const historyPatch = JSON.stringify(
      room.history.length === 0 ? [{ op: "set", path: [0], value: entry }] : [{ op: "prepend", path: [], value: [entry] }, ...(room.history.length >= HISTORY_LIMIT ? [{ op: "length", path: [], value: HISTORY_LIMIT }] : [])],
    );
    room.history = [entry, ...room.history].slice(0, HISTORY_LIMIT);
    const voted = new Set(room.votes.map((vote) => vote.participantId));
    room.votes = [];
    room.revealed = false;
    room.round++;
    const patch = [
      { op: "set", path: ["room", "isVotingRevealed"], value: false },
      { op: "set", path: ["room", "round"], value: room.round },
      { op: "set", path: ["votes"], value: [] },
      { op: "set", path: ["voteProgress", "voted"], value: 0 },
      { op: "set", path: ["voteProgress", "everyoneVoted"], value: false },
    ];
    const withMyVote = JSON.stringify([...patch, { op: "set", path: ["myVote"], value: null }]);
    const roomPatchFor = (viewer: Connection) => (voted.has(room.byUser.get(userId(viewer.userIndex))!._id) ? withMyVote : JSON.stringify(patch));
    const both = (viewer: Connection) => [patched(viewer.roomQuery, roomPatchFor(viewer)), patched(viewer.historyQuery, historyPatch)];
    transition(connection, both(connection));
    answer(null);
    for (const viewer of room.viewers) if (viewer !== connection) transition(viewer, both(viewer));
  }
}

function join(room: Room, connection: Connection, role: Participant["role"], sessionId: string): Participant {
  const index = connection.userIndex;
  const participant: Participant = { _id: newId(), name: `Player ${index}`, image: null, role, sessionId, isExcludedFromVoting: false, isOnline: true };
  room.participants.push(participant);
  room.byUser.set(userId(index), participant);
  room.names.set(participant._id, participant.name);
  const patch = [
    { op: "set", path: ["participants", room.participants.length - 1], value: participant },
    { op: "set", path: ["voteProgress", "expected"], value: room.participants.length },
  ];
  broadcast(room, null, JSON.stringify(patch));
  return participant;
}

/** The round as the app's history shows it: every vote with its voter's name, and the round's figures. */
function archive(room: Room): object {
  const numbers = room.votes.map((vote) => Number(vote.value)).filter((value) => Number.isFinite(value));
  const average = numbers.length > 0 ? numbers.reduce((sum, value) => sum + value, 0) / numbers.length : null;
  const sorted = [...numbers].sort((a, b) => a - b);
  return {
    _id: newId(),
    round: room.round,
    story: null,
    ticketKey: null,
    ticketSummary: null,
    votes: room.votes.map((vote) => ({ participantName: room.names.get(vote.participantId), value: vote.value })),
    average,
    averageText: average === null ? "-" : average.toFixed(1),
    median: sorted.length > 0 ? sorted[Math.floor(sorted.length / 2)] : null,
    min: sorted[0] ?? null,
    max: sorted.at(-1) ?? null,
    totalVotes: room.votes.length,
    agreement: null,
    isNumeric: true,
    mostCommon: [],
    revealed: room.revealed,
    createdAt: Date.now(),
    queueStoryId: null,
    durationMs: null,
  };
}

function viewOf(room: Room, connection: Connection): object {
  const me = room.byUser.get(userId(connection.userIndex));
  return {
    room: {
      _id: room.id,
      name: room.name,
      code: room.code,
      isPermanent: true,
      maxFibonacci: 89,
      isVotingRevealed: room.revealed,
      currentStory: null,
      useJiraIntegration: false,
      jiraConfig: null,
      currentJiraTicket: null,
      round: room.round,
      settings: { deck: { kind: "fibonacci", maxFibonacci: 89, unknownCard: true, breakCard: false }, autoReveal: false, everyoneFacilitates: false },
      autoRevealAt: null,
      timer: null,
      currentQueueStoryId: null,
    },
    participants: room.participants,
    votes: room.votes.map((vote) => ({ participantId: vote.participantId, value: room.revealed ? vote.value : null })),
    me: me?._id ?? null,
    myVote: room.votes.find((vote) => vote.participantId === me?._id)?.value ?? null,
    voteProgress: { voted: room.votes.length, expected: room.participants.length, away: 0, everyoneVoted: room.votes.length === room.participants.length },
  };
}

/** The same patch of the room view to every viewer but one (already answered). */
function broadcast(room: Room, except: Connection | null, patchJson: string): void {
  for (const viewer of room.viewers) if (viewer !== except) transition(viewer, [patched(viewer.roomQuery, patchJson)]);
}

const updated = (queryId: number, value: unknown) => `{"type":"QueryUpdated","queryId":${queryId},"value":${JSON.stringify(value)}}`;
const patched = (queryId: number, patchJson: string) => `{"type":"QueryPatched","queryId":${queryId},"patch":${patchJson}}`;

function transition(connection: Connection, modifications: string[]): void {
  const start = connection.version++;
  sendText(connection.socket, `{"type":"Transition","startVersion":${start},"endVersion":${connection.version},"modifications":[${modifications.join(",")}]}`);
}

const metrics = metricsReporter({ statementCount: () => 0, sessionCount: () => connections.size, output: () => output });
const takeGcPauses = recordGcPauses();
// The benchmark that started this server is gone (it failed or was stopped): so is the server.
process.on("disconnect", () => process.exit(0));
process.on("message", (message: { type: string; count?: number; collectGarbage?: boolean }) => {
  if (message.type === "seed") process.send!({ type: "seeded", tokens: Array.from({ length: message.count! }, (_, index) => `relay-${index}`) });
  if (message.type === "metrics") process.send!(metrics({ collectGarbage: message.collectGarbage !== false }));
  if (message.type === "gc-pauses") process.send!({ type: "gc-pauses", pauses: takeGcPauses() });
  if (message.type === "profile-start" || message.type === "profile-stop") process.send!({ type: "profiled" });
  if (message.type === "stop") {
    for (const { socket } of connections) socket.terminate();
    http.close(() => process.exit(0));
  }
});
http.listen(0, "127.0.0.1", () => {
  const address = http.address() as { port: number };
  process.send!({ type: "ready", url: `http://127.0.0.1:${address.port}` });
});
