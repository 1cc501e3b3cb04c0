import type { ArgsOf, FunctionReference, ResultOf } from "../../shared/functionReference";
import { PROTOCOL_VERSION, UNAVAILABLE_ERROR_CODE, type Json, type ServerMessage } from "../../shared/protocol";
import { AuthManager, type AuthChangeListener, type AuthTokenFetcher } from "./authManager";
import { systemClock, Timer, type Clock } from "./clock";
import { ConnectionStateCache, type ConnectionState } from "./connectionState";
import type { OptionalArgs } from "./functionArgs";
import { CLIENT_CLOSED_MESSAGE, FunctionCallError, SyncConnectionError } from "./errors";
import { LocalQueryStore, type QueryResult } from "./localQueryStore";
import { normaliseArgs } from "./queryKey";
import { RequestManager } from "./requestManager";
import type { FetchLike } from "./httpClient";
import { debugEventReporter, type LongDisconnectReport } from "./longDisconnectReport";
import { estimateClockOffset, type ClockOffset } from "../../shared/serverClock";
import { backoffDelayMs, resolveSyncUrl, SocketManager, type WebSocketConstructor } from "./socketManager";

export type { ConnectionState } from "./connectionState";
export type { OptionalArgs } from "./functionArgs";
export type { LongDisconnectReport } from "./longDisconnectReport";

export interface SyncClientOptions {
  /** The sync endpoint (ws, wss, http(s) or a path); default `/api/sync` on the page's origin. */
  url?: string;
  /** Needed outside browsers (Node 20 has no global WebSocket): pass `ws`'s. */
  WebSocket?: WebSocketConstructor;
  /** The browser session id (spec section 3), sent for diagnostics. */
  sessionId?: string;
  /** Random per client unless given. Together with request ids it makes mutations exactly-once. */
  clientId?: string;
  /** Replaces the default report: POST /api/debug_event on the sync URL's origin. */
  onLongDisconnect?: (report: LongDisconnectReport) => void;
  /** For the default long-disconnect report. */
  fetch?: FetchLike;
  now?: () => number;
  random?: () => number;
  /** Timers; tests pass a fake. `now`, when given, overrides the clock's. */
  clock?: Clock;
  logger?: Pick<Console, "warn">;
}

type QueryRef = FunctionReference<"query">;
type MutationRef = FunctionReference<"mutation">;
type ActionRef = FunctionReference<"action">;

/**
 * How long answers gather before the server hears which this client holds: one Acknowledge for a
 * burst of answers (a tab re-sending its offline queue), soon enough that records go in seconds.
 */
export const ACKNOWLEDGE_DELAY_MS = 1_000;

const pathOf = (ref: FunctionReference | string): string => (typeof ref === "string" ? ref : ref.path);

/**
 * The browser's end of the sync protocol: live queries, mutations with read-your-writes,
 * actions, auth, and a connection that heals itself. Knows nothing about what the functions do.
 */
export class SyncClient {
  readonly clientId: string;
  private readonly store = new LocalQueryStore();
  private readonly requests = new RequestManager();
  private readonly socket: SocketManager;
  private readonly auth: AuthManager;
  private readonly state: ConnectionStateCache;
  private connectionCount = 0;
  private fatalError: ConnectionState["fatalError"] = null;
  private closedError: Error | null = null;
  private flushScheduled = false;
  private readonly retryTimer: Timer;
  private unavailableAttempt = 0;
  private readonly acknowledgeTimer: Timer;
  /** What the server was last told (see AcknowledgeMessage): request ids below it are answered. */
  private acknowledgedBelow = 1;
  private readonly clock: Clock;
  /** When this socket's Connect went out, until its Connected answer times the round trip. */
  private connectSentAt: number | null = null;
  private clockOffset: ClockOffset | null = null;

  constructor(private readonly options: SyncClientOptions = {}) {
    const baseClock = options.clock ?? systemClock;
    const clock: Clock = options.now ? { ...baseClock, now: options.now } : baseClock;
    this.clock = clock;
    this.clientId = options.clientId ?? randomId();
    this.retryTimer = new Timer(clock);
    this.acknowledgeTimer = new Timer(clock);
    const url = resolveSyncUrl(options.url);
    const WebSocketImpl = options.WebSocket ?? (globalThis as { WebSocket?: WebSocketConstructor }).WebSocket;
    if (!WebSocketImpl) throw new Error("No WebSocket here: pass one as the WebSocket option (e.g. from the ws package).");
    const report = options.onLongDisconnect ?? debugEventReporter(url, options.fetch);
    this.auth = new AuthManager({
      clock,
      send: (message) => this.socket.send(message),
      onPauseChange: (paused) => {
        if (!paused) this.flush();
      },
      onRequestsReleased: () => this.flush(),
    });
    this.socket = new SocketManager({
      url,
      WebSocket: WebSocketImpl,
      clock,
      random: options.random ?? Math.random,
      onOpen: () => this.handleOpen(),
      onMessage: (message) => this.handleMessage(message),
      onLost: () => this.handleLost(),
      onFatalError: (message, willReconnect) => {
        this.fatalError = { code: message.code, errorMessage: message.errorMessage };
        if (!willReconnect) this.shutDown(new SyncConnectionError(message.errorMessage));
      },
      onLongDisconnect: (durationMs) => report({ durationMs, clientId: this.clientId }),
      onStateChange: () => this.state.refresh(),
    });
    this.state = new ConnectionStateCache(() => this.computeState());
    this.socket.start();
  }

  /** Calls onUpdate whenever the query's result changes; returns the unsubscribe function. */
  watchQuery<F extends QueryRef>(
    query: F | string,
    args: ArgsOf<F>,
    onUpdate: (result: QueryResult | undefined) => void,
  ): () => void {
    const path = pathOf(query);
    const normalised = normaliseArgs(args);
    const unsubscribe = this.store.subscribe(path, normalised, () => onUpdate(this.store.result(path, normalised)));
    this.scheduleFlush();
    let subscribed = true;
    return () => {
      if (!subscribed) return;
      subscribed = false;
      unsubscribe();
      this.scheduleFlush();
      // Dropping a stale query can be what an answered mutation was waiting for.
      this.settleRequests();
    };
  }

  /** The raw result (value or error) of a watched query; undefined while loading or unwatched. */
  getQueryResult<F extends QueryRef>(query: F | string, args: ArgsOf<F>): QueryResult | undefined {
    return this.store.result(pathOf(query), normaliseArgs(args));
  }

  /** The value of a watched query; throws its error if it failed. */
  getCurrentValue<F extends QueryRef>(query: F | string, args: ArgsOf<F>): ResultOf<F> | undefined {
    const result = this.getQueryResult(query, args);
    if (result?.status === "error") throw FunctionCallError.from(result);
    return result?.value as ResultOf<F> | undefined;
  }

  /** Resolves once the result is known and this client's queries show the mutation's effects. */
  mutation<F extends MutationRef>(mutation: F | string, ...args: OptionalArgs<F>): Promise<ResultOf<F>> {
    return this.request("mutation", pathOf(mutation), args[0]) as Promise<ResultOf<F>>;
  }

  /** Actions are never retried: one that was in flight when the socket died rejects. */
  action<F extends ActionRef>(action: F | string, ...args: OptionalArgs<F>): Promise<ResultOf<F>> {
    return this.request("action", pathOf(action), args[0]) as Promise<ResultOf<F>>;
  }

  setAuth(fetchToken: AuthTokenFetcher, onChange?: AuthChangeListener): void {
    if (this.closedError) return;
    this.auth.setAuth(fetchToken, onChange);
  }

  clearAuth(): void {
    this.auth.clearAuth();
  }

  /** Stable object while nothing changes, as useSyncExternalStore needs. */
  connectionState = (): ConnectionState => this.state.get();

  subscribeToConnectionState = (listener: () => void): (() => void) => this.state.subscribe(listener);

  /**
   * The server's clock minus this browser's, measured when the socket last connected (each new
   * socket measures again: a laptop that slept may have had its clock set meanwhile); null until
   * a server has answered. Add it to Date.now() for the server's time.
   */
  serverClockOffset(): ClockOffset | null {
    return this.clockOffset;
  }

  close(): void {
    this.shutDown(new SyncConnectionError(CLIENT_CLOSED_MESSAGE));
  }

  private request(kind: "mutation" | "action", path: string, args: unknown): Promise<Json> {
    if (this.closedError) return Promise.reject(this.closedError);
    const promise = this.requests.request(kind, path, normaliseArgs(args));
    this.flush();
    this.state.refresh();
    return promise;
  }

  private handleOpen(): void {
    this.fatalError = null;
    this.store.resetForNewSocket();
    // Told again on every socket: an Acknowledge on the last one may have been lost with it.
    this.acknowledgedBelow = this.requests.lowestUnanswered();
    this.connectSentAt = this.clock.now();
    this.socket.send({
      type: "Connect",
      protocolVersion: PROTOCOL_VERSION,
      clientId: this.clientId,
      ...(this.options.sessionId !== undefined ? { sessionId: this.options.sessionId } : {}),
      connectionCount: this.connectionCount++,
      ...(this.acknowledgedBelow > 1 ? { lowestUnanswered: this.acknowledgedBelow } : {}),
    });
    this.auth.onConnect();
    this.flush();
  }

  private handleMessage(message: ServerMessage): void {
    switch (message.type) {
      case "Transition": {
        this.auth.onServerReply();
        const outcome = this.store.applyTransition(message);
        if (!outcome.ok) {
          (this.options.logger ?? console).warn(`Sync protocol error, reconnecting: ${outcome.reason}`);
          this.socket.restart();
          return;
        }
        this.settleRequests();
        break;
      }
      case "MutationResponse":
      case "ActionResponse":
        this.auth.onServerReply();
        if (this.requests.onResponse(message, this.visibility()) === "retry") this.retryUnavailable();
        else if (message.success) this.unavailableAttempt = 0;
        if (message.type === "MutationResponse") this.scheduleAcknowledge();
        this.state.refresh();
        break;
      case "AuthError":
        if (message.code === UNAVAILABLE_ERROR_CODE) this.auth.onAuthUnavailable();
        else this.auth.onAuthError();
        break;
      case "Connected":
        if (this.connectSentAt !== null) {
          this.clockOffset = estimateClockOffset({ sentAt: this.connectSentAt, receivedAt: this.clock.now(), serverTime: message.serverTime });
          this.connectSentAt = null;
        }
        break;
      case "Ping":
        // Pings are not ordered with our messages, but a page with no live queries gets no other
        // reply to confirm its token by; a refusal still arrives as AuthError and undoes this.
        this.auth.onServerReply();
        break;
      default:
        // Unknown types are ignored: incompatible changes bump PROTOCOL_VERSION instead.
        break;
    }
  }

  /** The server's database was unreachable: send the mutations again after a backoff. */
  private retryUnavailable(): void {
    if (this.retryTimer.isRunning) return;
    this.retryTimer.start(backoffDelayMs(this.unavailableAttempt++, this.options.random ?? Math.random), () => {
      if (this.requests.requeueWaiting()) this.flush();
    });
  }

  /** Lets the server forget the exactly-once records of the answers this client now holds. */
  private scheduleAcknowledge(): void {
    if (this.acknowledgeTimer.isRunning) return;
    this.acknowledgeTimer.start(ACKNOWLEDGE_DELAY_MS, () => {
      const lowest = this.requests.lowestUnanswered();
      if (lowest <= this.acknowledgedBelow || !this.socket.isOpen) return;
      this.acknowledgedBelow = lowest;
      this.socket.send({ type: "Acknowledge", lowestUnanswered: lowest });
    });
  }

  private handleLost(): void {
    this.store.resetForNewSocket();
    this.requests.onSocketLost();
    this.settleRequests();
  }

  /** Sends whatever the server lacks: the query set difference, then queued requests in order. */
  private flush(): void {
    if (!this.socket.isOpen || this.auth.isPaused) return;
    const change = this.store.takeQuerySetChange();
    if (change) this.socket.send(change);
    // Mutations wait until the server has taken the token: never run signed out by mistake.
    if (this.auth.holdsRequests) return;
    for (const message of this.requests.takeUnsent()) this.socket.send(message);
  }

  /**
   * Query set changes made in one tick (a page mounting, arguments switching) go out as one
   * ModifyQuerySet: fewer frames against the server's message rate limit.
   */
  private scheduleFlush(): void {
    if (this.flushScheduled) return;
    this.flushScheduled = true;
    queueMicrotask(() => {
      this.flushScheduled = false;
      this.flush();
    });
  }

  private settleRequests(): void {
    this.requests.settleVisible(this.visibility());
    this.state.refresh();
  }

  private visibility() {
    return { version: this.store.version, allFresh: this.store.allFresh };
  }

  private shutDown(error: Error): void {
    if (this.closedError) return;
    this.closedError = error;
    this.auth.close();
    this.retryTimer.stop();
    this.acknowledgeTimer.stop();
    this.socket.stop();
    this.requests.rejectAll(error);
    this.state.refresh();
  }

  private computeState(): ConnectionState {
    const isConnected = this.socket.isOpen;
    return {
      isConnected,
      isReconnecting: !isConnected && this.socket.hasEverConnected && !this.socket.isStopped,
      hasEverConnected: this.socket.hasEverConnected,
      inflightMutations: this.requests.inflightMutations,
      inflightActions: this.requests.inflightActions,
      longDisconnect: this.socket.isLongDisconnect,
      fatalError: this.fatalError,
    };
  }
}

function randomId(): string {
  const crypto = globalThis.crypto;
  if (crypto?.randomUUID) return crypto.randomUUID();
  return Math.random().toString(36).slice(2) + Date.now().toString(36);
}
