import type { ErrorFields, Json } from "../../shared/protocol";

/**
 * A server function failed on purpose (a FunctionError on the server) or with the generic
 * internal-error sentence. `errorMessage` is meant for people; `data` is for code.
 */
export class FunctionCallError extends Error {
  readonly errorMessage: string;
  readonly data: Json;
  /** The sentence's code in the shared catalogue and its parameters, when the server sent them (src/shared/messageCodes.ts). */
  readonly code: string | null;
  readonly params: Readonly<Record<string, string | number>>;

  constructor(errorMessage: string, data: Json = null, code: string | null = null, params: Record<string, string | number> = {}) {
    super(errorMessage);
    this.name = "FunctionCallError";
    this.errorMessage = errorMessage;
    this.data = data;
    this.code = code;
    this.params = params;
  }

  /** From the wire's error fields. */
  static from(fields: ErrorFields): FunctionCallError {
    return new FunctionCallError(fields.errorMessage, fields.errorData ?? null, fields.errorCode ?? null, fields.errorParams ?? {});
  }

  /** The wire name of `data`, for code that mirrors the protocol's field names. */
  get errorData(): Json {
    return this.data;
  }
}

export const CONNECTION_LOST_MESSAGE = "Connection lost while the request was in flight";
export const CLIENT_CLOSED_MESSAGE = "The sync client was closed";

/**
 * The request never got an answer and cannot safely be retried (an action on a socket that
 * died), or the client was closed or told it is too old. Not a function error.
 */
export class SyncConnectionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "SyncConnectionError";
  }
}
