import { MESSAGES } from "../../shared/messages";
import { UNAVAILABLE_ERROR_CODE, UNAVAILABLE_STATUS, type Json } from "../../shared/protocol";
import { isDatabaseUnavailable } from "./unavailable";

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

/** The database could not be reached: nothing was decided, the caller should retry as is. */
export class UnavailableError extends Error {
  constructor(cause?: unknown) {
    super(MESSAGES.generic.unavailable, { cause });
    this.name = "UnavailableError";
  }
}

export const INTERNAL_ERROR_MESSAGE = "Something went wrong on the server. Please try again.";

export function isUnavailable(error: unknown): boolean {
  return error instanceof UnavailableError || isDatabaseUnavailable(error);
}

export function describeError(error: unknown): { errorMessage: string; errorData: Json } {
  if (error instanceof FunctionError) return { errorMessage: error.message, errorData: error.data };
  if (error instanceof RequestError) return { errorMessage: error.message, errorData: null };
  if (isUnavailable(error)) return { errorMessage: MESSAGES.generic.unavailable, errorData: { code: UNAVAILABLE_ERROR_CODE, retryable: true } };
  return { errorMessage: INTERNAL_ERROR_MESSAGE, errorData: null };
}

/** A refusal meant for the caller: the function said no, or the request itself was wrong. */
export function isRefusal(error: unknown): error is FunctionError | RequestError {
  return error instanceof FunctionError || error instanceof RequestError;
}

/** Refusals and outages are answers; anything else is a bug to see in the log. */
export function isExpectedError(error: unknown): boolean {
  return isRefusal(error) || isUnavailable(error);
}

export function httpStatusOf(error: unknown, functionErrorStatus: number): number {
  if (error instanceof RequestError) return error.httpStatus;
  if (isUnavailable(error)) return UNAVAILABLE_STATUS;
  return functionErrorStatus;
}
