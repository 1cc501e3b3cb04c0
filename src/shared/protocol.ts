// The sync wire protocol: one JSON object per WebSocket frame, both directions.
// Bump PROTOCOL_VERSION on any incompatible change; each side names the other as too old.
import type { PatchOp } from "./jsonPatch";

export const PROTOCOL_VERSION = 3;

export type QueryId = number;
export type RequestId = number;
/** A JSON value as it travels; functions' results must be plain JSON. */
export type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

// ---- client -> server ----------------------------------------------------

export interface ConnectMessage {
  type: "Connect";
  protocolVersion: number;
  /** Random per page load; with requestId it makes a mutation unique (exactly once). */
  clientId: string;
  /** The browser session id of spec section 3, recorded for diagnostics only. */
  sessionId?: string;
  /** How many times this client has connected before: 0 on the first socket. */
  connectionCount: number;
  /** As in Acknowledge; left out while nothing has been answered yet. */
  lowestUnanswered?: RequestId;
}

/**
 * The client holds the answer to every mutation below this request id (it will never send them
 * again): the server may forget their exactly-once records. Sent as answers arrive.
 */
export interface AcknowledgeMessage {
  type: "Acknowledge";
  lowestUnanswered: RequestId;
}

export interface AuthenticateMessage {
  type: "Authenticate";
  /** An access token, or null to become anonymous. */
  token: string | null;
}

export interface QuerySubscription {
  queryId: QueryId;
  path: string;
  args: Json;
}

export interface ModifyQuerySetMessage {
  type: "ModifyQuerySet";
  add: QuerySubscription[];
  remove: QueryId[];
}

export interface MutationMessage {
  type: "Mutation";
  requestId: RequestId;
  path: string;
  args: Json;
  /**
   * This request id never went out before (on any socket): no copy of it can have run, so the
   * server may look for its exactly-once record last, not first. Left out on every re-send.
   */
  firstSend?: true;
}

export interface ActionMessage {
  type: "Action";
  requestId: RequestId;
  path: string;
  args: Json;
}

export type ClientMessage =
  | ConnectMessage
  | AuthenticateMessage
  | ModifyQuerySetMessage
  | MutationMessage
  | ActionMessage
  | AcknowledgeMessage;

// ---- server -> client ----------------------------------------------------

/**
 * A refusal: the English sentence (for logs, API users and older clients), the data for code, and,
 * when the sentence is one of the shared catalogue's, its code and parameters, which the browser
 * says in the person's language (src/shared/messageCodes.ts). Older clients ignore the last two.
 */
export interface ErrorFields {
  errorMessage: string;
  errorData: Json;
  errorCode?: string;
  errorParams?: Record<string, string | number>;
}

export type QueryModification =
  | { type: "QueryUpdated"; queryId: QueryId; value: Json }
  /** Changes to the value this socket last received for the query (see jsonPatch.ts). */
  | { type: "QueryPatched"; queryId: QueryId; patch: PatchOp[] }
  | ({ type: "QueryFailed"; queryId: QueryId } & ErrorFields)
  | { type: "QueryRemoved"; queryId: QueryId };

/**
 * Moves the client's query results from version startVersion to endVersion.
 * Versions count transitions on one socket; the client applies a transition
 * atomically, and only when startVersion equals the version it holds.
 */
export interface TransitionMessage {
  type: "Transition";
  startVersion: number;
  endVersion: number;
  modifications: QueryModification[];
}

interface ResponseBase {
  requestId: RequestId;
}

/**
 * ts is the socket version at which the mutation's effects are visible:
 * the client resolves the caller once it has applied that version.
 */
export type MutationResponseMessage = ResponseBase & { type: "MutationResponse"; ts: number } & (
    | { success: true; result: Json }
    | ({ success: false } & ErrorFields)
  );

export type ActionResponseMessage = ResponseBase & { type: "ActionResponse"; ts: number } & (
    | { success: true; result: Json }
    | ({ success: false } & ErrorFields)
  );

export interface AuthErrorMessage {
  type: "AuthError";
  errorMessage: string;
  errorCode?: string;
  /** "Unavailable": the token could not be checked (the database is down); keep it and send it again later. */
  code?: typeof UNAVAILABLE_ERROR_CODE;
}

export interface PingMessage {
  type: "Ping";
}

/**
 * The answer to Connect, sent at once: the server's clock (ms since the epoch) when it answered,
 * from which the client estimates its offset to the server (countdowns in server time). A client
 * that does not know it ignores it, so no version bump.
 */
export interface ConnectedMessage {
  type: "Connected";
  serverTime: number;
}

export type FatalErrorCode = "ClientTooOld" | "ServerTooOld" | "BadMessage" | "FrameTooLarge" | "TooManySubscriptions" | "TooManyConnections" | "RateLimited" | "ShuttingDown";

/** The server closes the socket after this; the client shows the message and (unless too old) reconnects. */
export interface FatalErrorMessage {
  type: "FatalError";
  code: FatalErrorCode;
  errorMessage: string;
  errorCode?: string;
}

export type ServerMessage =
  | TransitionMessage
  | MutationResponseMessage
  | ActionResponseMessage
  | AuthErrorMessage
  | PingMessage
  | ConnectedMessage
  | FatalErrorMessage;

// ---- HTTP envelope ---------------------------------------------------------

export const FUNCTION_ERROR_STATUS = 560;
/** The HTTP status of a call the server could not run because its database is unreachable. */
export const UNAVAILABLE_STATUS = 503;

/**
 * errorData.code of a failure that changed nothing and is worth retrying as is (the database was
 * unreachable): a mutation re-sent with its request id still applies exactly once.
 */
export const UNAVAILABLE_ERROR_CODE = "Unavailable";

export function isUnavailableErrorData(data: unknown): boolean {
  return typeof data === "object" && data !== null && (data as { code?: unknown }).code === UNAVAILABLE_ERROR_CODE;
}

export type HttpEnvelope<T = Json> =
  | { status: "success"; value: T }
  | ({ status: "error" } & ErrorFields);

export type QueryTsEnvelope<T = Json> =
  | { status: "success"; value: T; ts: number }
  | ({ status: "error" } & ErrorFields);

export type FunctionKind = "query" | "mutation" | "action";
