import type { Json } from "../../shared/protocol";

/**
 * An error meant for the caller: its message reaches the client as errorMessage, its data as
 * errorData. Any other thrown error is a bug and reaches the client only as a generic sentence.
 */
export class FunctionError extends Error {
  constructor(
    message: string,
    readonly data: Json = null,
  ) {
    super(message);
    this.name = "FunctionError";
  }
}

/** A request the runtime refuses before running anything (unknown path, bad arguments). */
export class RequestError extends Error {
  constructor(
    message: string,
    readonly httpStatus: number,
  ) {
    super(message);
    this.name = "RequestError";
  }
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on the server. Please try again.";

export function describeError(error: unknown): { errorMessage: string; errorData: Json } {
  if (error instanceof FunctionError) return { errorMessage: error.message, errorData: error.data };
  if (error instanceof RequestError) return { errorMessage: error.message, errorData: null };
  return { errorMessage: INTERNAL_ERROR_MESSAGE, errorData: null };
}
