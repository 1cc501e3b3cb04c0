// One WebSocket's conversation with the runtime. Messages are handled strictly in order, so a
// mutation's answer always follows the transition that shows its effects, and a re-sent
// mutation after a reconnect follows the resubscription that shows its state.
import { MAX_OUTBOUND_FRAME_BYTES, MAX_QUERY_ARGS_BYTES, MAX_SUBSCRIPTIONS_PER_SOCKET } from "../../shared/constants";
import { MESSAGES } from "../../shared/messages";
import {
  PROTOCOL_VERSION,
  UNAVAILABLE_ERROR_CODE,
  type ClientMessage,
  type FatalErrorCode,
  type Json,
  type ServerMessage,
} from "../../shared/protocol";
import { parseClientMessage } from "./clientMessages";
import type { ConnectionLimits, OutgoingMessage } from "./transport";
import type { FrameBodies } from "./frameBodies";
import { messageRefOf } from "../../shared/messageCodes";
import { describeError, isExpectedError, isUnavailable, RequestError, UnavailableError } from "./errors";
import type { CallerInfo } from "./executor";
import type { Identity } from "./functions";
import { MessagePacing } from "./messagePacing";
import type { Runtime } from "./runtime";
import type { Subscriber, Subscription } from "./subscriptions";
import { TokenWatch } from "./tokenWatch";
import { TransitionBuffer } from "./transitionBuffer";

export interface SocketLike {
  /**
   * Sends text messages in order, in one write: each whole or in pieces (a transition: its head,
   * and its modifications unjoined or as a body a flush encoded once for many sockets).
   */
  send(...messages: OutgoingMessage[]): void;
  close(code: number, reason: string): void;
  /** Stop and restart reading frames (TCP holds back the rest meanwhile). */
  pause(): void;
  resume(): void;
}

/** A query the client asked for: kept even when it failed, so a new identity retries it. */
interface ActiveQuery {
  path: string;
  /** The parsed arguments only (anything else the client sent is dropped); null if they were refused. */
  args: unknown;
  subscription: Subscription | null;
  presenceKey: string | null;
}

/**
 * Who a socket speaks for: nobody; a token the database could not check yet (the client is
 * signed in, the socket does not know as whom: its mutations and actions are answered
 * "unavailable", retry, never run signed out); or a checked identity and its token.
 */
type SocketIdentity = { kind: "anonymous" } | { kind: "unchecked" } | { kind: "signedIn"; identity: Identity; token: string };

/** A socket's life: Connect must come first; once closed, nothing is read or sent. */
type Phase = "awaitingConnect" | "open" | "closed";

const ANONYMOUS: SocketIdentity = Object.freeze({ kind: "anonymous" });

/** Close codes: 4000+ are ours; the client reconnects on all but "too old". */
export const CLOSE_FATAL = 4000;
export const CLOSE_SHUTDOWN = 1012;
/** How soon a token check the database could not answer is tried again. */
const AUTH_RECHECK_RETRY_MS = 5_000;

export class SyncSession implements Subscriber {
  private phase: Phase = "awaitingConnect";
  private identity: SocketIdentity = ANONYMOUS;
  private readonly transition = new TransitionBuffer(MAX_OUTBOUND_FRAME_BYTES);
  private queue: Promise<void> = Promise.resolve();
  private clientId = "";
  private clientSessionId: string | null = null;
  private readonly tokenWatch: TokenWatch;
  private readonly queries = new Map<number, ActiveQuery>();
  /** Who is calling, as queries and mutations see it; a new object whenever that changes. */
  private callerInfo: CallerInfo;
  /** Null with RATE_LIMITS=off, which lifts the pacing too. */
  private readonly pacing: MessagePacing | null;
  private busy = 0;
  /** When the client last sent a frame, and when we last sent one: pings go only to quiet sockets. */
  lastReceivedAt = Date.now();
  lastSentAt = Date.now();

  constructor(
    private readonly runtime: Runtime,
    private readonly socket: SocketLike,
    private readonly clientAddress: string | null,
    /** Sockets per account; the endpoint has already counted this one's address. Null (RATE_LIMITS=off) also lifts the message pacing. */
    private readonly limits: ConnectionLimits | null = null,
  ) {
    this.callerInfo = { auth: null, clientAddress, clientSessionId: null };
    this.tokenWatch = new TokenWatch(
      (topic, callback) => runtime.subscriptions.watchTopic(topic, callback),
      () => this.enqueue(() => this.recheckAuth()),
    );
    this.pacing = limits ? new MessagePacing(socket, () => runtime.executor.observer.socketSlowed()) : null;
  }

  private get closed(): boolean {
    return this.phase === "closed";
  }

  /** The checked identity, if any. */
  private get auth(): Identity | null {
    return this.identity.kind === "signedIn" ? this.identity.identity : null;
  }

  /** Work in progress: shutdown waits for it to reach zero. */
  inFlight(): number {
    return this.busy;
  }

  receive(frame: string): void {
    if (this.closed) return;
    this.lastReceivedAt = Date.now();
    this.pacing?.admit();
    const message = parseClientMessage(frame);
    if (!message) return this.fatal("BadMessage", "The server could not understand a message from this client.");
    this.busy++;
    this.queue = this.queue
      .then(() => this.runtime.turns.run(() => this.handle(message)))
      .catch((error: unknown) => {
        console.error("sync session error", error);
        this.fatal("BadMessage", "The server could not handle a message from this client.");
      })
      .finally(() => void this.busy--);
  }

  /** The socket is gone: forget its subscriptions and presence. */
  dispose(): void {
    if (this.closed) return;
    this.phase = "closed";
    if (this.auth) this.limits?.perAccount.release(this.auth.userId);
    this.tokenWatch.stop();
    this.pacing?.stop();
    for (const queryId of [...this.queries.keys()]) this.removeQuery(queryId);
  }

  ping(): void {
    this.send({ type: "Ping" });
  }

  shutdown(): void {
    this.socket.close(CLOSE_SHUTDOWN, "Server restarting; reconnect");
    this.dispose();
  }

  // -- Subscriber --------------------------------------------------------------

  queueModification(json: string): void {
    if (this.closed || this.transition.overflowed) return;
    // A frame too large to send is never built. Closed in a later microtask, as a flush may be
    // walking the subscriptions this socket would drop.
    if (!this.transition.add(json)) queueMicrotask(() => this.fatal("FrameTooLarge", MESSAGES.limits.frameTooLarge));
  }

  /** Sends what is queued; `always` sends even an empty transition (an acknowledgement); a flush shares `bodies`. */
  sendTransition(always = false, bodies?: FrameBodies): void {
    if (this.closed) return;
    const pieces = this.transition.take(always, bodies);
    if (!pieces) return;
    this.lastSentAt = Date.now();
    this.socket.send(pieces);
  }

  // -- messages ----------------------------------------------------------------

  private async handle(message: ClientMessage): Promise<void> {
    if (this.closed) return;
    if (message.type === "Connect") return this.onConnect(message.protocolVersion, message.clientId, message.sessionId, message.lowestUnanswered);
    if (this.phase !== "open") return this.fatal("BadMessage", "The first message must be Connect.");
    switch (message.type) {
      case "Authenticate":
        return this.onAuthenticate(message.token);
      case "ModifyQuerySet":
        return this.onModifyQuerySet(message.add, message.remove);
      case "Mutation":
        return this.onMutation(message.requestId, message.path, message.args, message.firstSend === true);
      case "Action":
        return this.onAction(message.requestId, message.path, message.args);
      case "Acknowledge":
        return this.runtime.requestRecords.acknowledge(this.clientId, message.lowestUnanswered);
    }
  }

  private onConnect(protocolVersion: number, clientId: string, sessionId?: string, lowestUnanswered?: number): void {
    if (protocolVersion < PROTOCOL_VERSION) return this.fatal("ClientTooOld", "This page is out of date. Please reload it.");
    if (protocolVersion > PROTOCOL_VERSION) return this.fatal("ServerTooOld", "The server is older than this page; retrying shortly.");
    this.phase = "open";
    // First, before anything is awaited: the client times the round trip to estimate our clock.
    this.send({ type: "Connected", serverTime: Date.now() });
    this.clientId = clientId;
    this.clientSessionId = sessionId ?? null;
    this.updateCaller();
    // What the client had answered on its last socket (whose acknowledgement may have been lost).
    if (lowestUnanswered !== undefined) this.runtime.requestRecords.acknowledge(clientId, lowestUnanswered);
  }

  private async onAuthenticate(token: string | null): Promise<void> {
    let result;
    try {
      result = token ? await this.runtime.authenticate(token) : null;
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      // Not checked, so not refused: the client keeps its token and sends it again later; a
      // socket already signed in stays as it was.
      if (this.identity.kind !== "signedIn") this.identity = { kind: "unchecked" };
      this.send({ type: "AuthError", errorMessage: MESSAGES.generic.unavailable, errorCode: "generic.unavailable", code: UNAVAILABLE_ERROR_CODE });
      this.sendTransition(true);
      return;
    }
    if (token && !result) this.send({ type: "AuthError", errorMessage: MESSAGES.auth.sessionExpired, errorCode: "auth.sessionExpired" });
    await this.setIdentity(result && token ? { identity: result.identity, token } : null, result?.expiresAt ?? null, result?.revocationTopic ?? null);
    // The client takes the next transition as "token accepted"; send one even with nothing in it.
    this.sendTransition(true);
  }

  /** Swaps who this socket speaks for; subscriptions stay and re-run only if the user changed. */
  private async setIdentity(signedIn: { identity: Identity; token: string } | null, expiresAt: number | null, revocationTopic: string | null): Promise<void> {
    const identity = signedIn?.identity ?? null;
    const userChanged = (identity?.userId ?? null) !== (this.auth?.userId ?? null);
    if (userChanged && this.limits) {
      if (this.auth) this.limits.perAccount.release(this.auth.userId);
      if (identity && !this.limits.perAccount.claim(identity.userId)) {
        this.identity = ANONYMOUS;
        return this.fatal("TooManyConnections", MESSAGES.limits.tooManyConnectionsForAccount);
      }
    }
    this.identity = signedIn ? { kind: "signedIn", ...signedIn } : ANONYMOUS;
    this.updateCaller();
    if (signedIn) this.tokenWatch.watch(expiresAt || null, revocationTopic);
    else this.tokenWatch.stop();
    if (userChanged) await this.resubscribeAll();
  }

  /** After expiry or a revocation: keep the identity only if the token still holds. */
  private async recheckAuth(): Promise<void> {
    if (this.identity.kind !== "signedIn" || this.closed) return;
    let result;
    try {
      result = await this.runtime.authenticate(this.identity.token);
    } catch (error) {
      if (!isUnavailable(error)) throw error;
      // The database is down: nobody is signed out for that; check again shortly.
      this.tokenWatch.recheckIn(AUTH_RECHECK_RETRY_MS);
      return;
    }
    if (result) return;
    this.send({ type: "AuthError", errorMessage: MESSAGES.auth.sessionExpired, errorCode: "auth.sessionExpired" });
    await this.setIdentity(null, null, null);
  }

  private async onModifyQuerySet(add: { queryId: number; path: string; args: unknown }[], remove: number[]): Promise<void> {
    for (const queryId of remove) this.removeQuery(queryId);
    if (this.queries.size + add.length > MAX_SUBSCRIPTIONS_PER_SOCKET) {
      return this.fatal("TooManySubscriptions", `A connection may hold at most ${MAX_SUBSCRIPTIONS_PER_SOCKET} live queries.`);
    }
    await Promise.all(add.map(({ queryId, path, args }) => this.addQuery(queryId, path, args)));
    this.sendTransition();
  }

  private async addQuery(queryId: number, path: string, rawArgs: unknown): Promise<void> {
    if (this.queries.has(queryId)) this.removeQuery(queryId);
    // Recorded before anything is awaited, so a removal or a closed socket meanwhile finds it.
    const query: ActiveQuery = { path, args: null, subscription: null, presenceKey: null };
    this.queries.set(queryId, query);
    try {
      // A live query lives as long as the socket: what it keeps must stay small.
      if ((JSON.stringify(rawArgs)?.length ?? 0) > MAX_QUERY_ARGS_BYTES) throw new RequestError(MESSAGES.limits.queryArgsTooLarge, 400);
      const def = this.runtime.lookup(path, "query");
      const args = this.runtime.executor.parseArgs(path, def, rawArgs);
      query.args = args;
      query.presenceKey = def.presenceKey?.(args, this.auth) ?? null;
      if (query.presenceKey) this.runtime.presence.hold(query.presenceKey);
      query.subscription = this.runtime.subscriptions.subscribe(this, queryId, path, def, args, this.callerInfo);
      // The same arguments as ours, held once for everyone watching: thousands of idle sockets
      // would otherwise each keep their own copy of the path and the arguments.
      query.path = query.subscription.instance.group.path;
      query.args = query.subscription.instance.group.args;
      await this.runtime.subscriptions.initialResult(query.subscription);
    } catch (error) {
      this.queueModification(JSON.stringify({ type: "QueryFailed", queryId, ...describeError(error) }));
    }
  }

  private removeQuery(queryId: number): void {
    const query = this.queries.get(queryId);
    if (!query) return;
    this.queries.delete(queryId);
    if (query.subscription) this.runtime.subscriptions.unsubscribe(query.subscription);
    if (query.presenceKey) this.runtime.presence.release(query.presenceKey);
  }

  private async resubscribeAll(): Promise<void> {
    // Refused arguments stay refused whoever asks: those queries keep their failure.
    const all = [...this.queries.entries()].filter(([, query]) => query.args !== null);
    for (const [queryId] of all) this.removeQuery(queryId);
    await Promise.all(all.map(([queryId, { path, args }]) => this.addQuery(queryId, path, args)));
    this.sendTransition();
  }

  private async onMutation(requestId: number, path: string, rawArgs: unknown, firstSend: boolean): Promise<void> {
    try {
      this.refuseUntilIdentified();
      const def = this.runtime.lookup(path, "mutation");
      const args = this.runtime.executor.parseArgs(path, def, rawArgs);
      const { value, topics } = await this.runtime.executor.runMutation(def, args, this.callerInfo, { clientId: this.clientId, requestId, firstSend });
      await this.ownQueriesShow(topics);
      this.answer((ts) => ({ type: "MutationResponse", requestId, success: true, result: (value ?? null) as Json, ts }));
    } catch (error) {
      logUnexpected(`mutation ${path}`, error);
      this.answer((ts) => ({ type: "MutationResponse", requestId, success: false, ...describeError(error), ts }));
    }
  }

  private async onAction(requestId: number, path: string, rawArgs: unknown): Promise<void> {
    try {
      this.refuseUntilIdentified();
      const def = this.runtime.lookup(path, "action");
      const args = this.runtime.executor.parseArgs(path, def, rawArgs);
      const value = await this.runtime.executor.runAction(def, args, this.callerInfo);
      // The mutations it ran are unknown here: every query of this socket still re-running.
      await this.ownQueriesShow(null);
      this.answer((ts) => ({ type: "ActionResponse", requestId, success: true, result: (value ?? null) as Json, ts }));
    } catch (error) {
      logUnexpected(`action ${path}`, error);
      this.answer((ts) => ({ type: "ActionResponse", requestId, success: false, ...describeError(error), ts }));
    }
  }

  // -- helpers -------------------------------------------------------------------

  /** Signed in, but the token is not checked yet (the database is down): "retry", not "not signed in". */
  private refuseUntilIdentified(): void {
    if (this.identity.kind === "unchecked") throw new UnavailableError();
  }

  /**
   * Read your writes: this socket's live queries that the topics touched are re-run and queued; the
   * answer that follows goes with them (send), so its ts is the version that shows the effect.
   * Other sockets' re-runs in the same flush do not hold it back.
   */
  private async ownQueriesShow(topics: readonly string[] | null): Promise<void> {
    const own: Subscription[] = [];
    for (const query of this.queries.values()) if (query.subscription) own.push(query.subscription);
    await this.runtime.subscriptions.ownQueriesSettled(own, topics);
  }

  private updateCaller(): void {
    this.callerInfo = { auth: this.auth, clientAddress: this.clientAddress, clientSessionId: this.clientSessionId };
  }

  private enqueue(work: () => Promise<void>): void {
    this.queue = this.queue.then(work).catch((error: unknown) => console.error("sync session error", error));
  }

  private send(message: ServerMessage): void {
    this.answer(() => message);
  }

  /**
   * Anything queued goes first, so the client never sees a message before its transition, in the
   * same write (one system call for a voter's own transition and its answer); `message` is made
   * once that is taken, for an answer's ts: the version that shows its effect.
   */
  private answer(message: (ts: number) => ServerMessage): void {
    if (this.closed) return;
    const pieces = this.transition.take(false);
    const text = JSON.stringify(message(this.transition.currentVersion));
    this.lastSentAt = Date.now();
    if (pieces) this.socket.send(pieces, text);
    else this.socket.send(text);
  }

  private fatal(code: FatalErrorCode, errorMessage: string): void {
    if (this.closed) return;
    this.socket.send(JSON.stringify({ type: "FatalError", code, errorMessage, errorCode: messageRefOf(errorMessage)?.code }));
    this.socket.close(CLOSE_FATAL, code);
    this.dispose();
  }
}

/** A refusal meant for the person (FunctionError, RequestError) or an outage is an answer; anything else is a bug to see in the log. */
function logUnexpected(what: string, error: unknown): void {
  if (!isExpectedError(error)) console.error(`${what} failed`, error);
}
