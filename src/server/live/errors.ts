import { MESSAGES } from "../../shared/messages";
import { messageRefOf } from "../../shared/messageCodes";
import { UNAVAILABLE_ERROR_CODE, UNAVAILABLE_STATUS, type ErrorFields, type Json } from "../../shared/protocol";
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

export const INTERNAL_ERROR_MESSAGE = MESSAGES.generic.internal;

export function isUnavailable(error: unknown): boolean {
  return error instanceof UnavailableError || isDatabaseUnavailable(error);
}

/** The refusal as the wire carries it: the English sentence, and its code when the catalogue has it. */
export function describeError(error: unknown): ErrorFields {
  if (error instanceof FunctionError) return withCode(error.message, error.data);
  if (error instanceof RequestError) return withCode(error.message, null);
  if (isUnavailable(error)) return withCode(MESSAGES.generic.unavailable, { code: UNAVAILABLE_ERROR_CODE, retryable: true });
  return withCode(INTERNAL_ERROR_MESSAGE, null);
}

function withCode(errorMessage: string, errorData: Json): ErrorFields {
  const ref = messageRefOf(errorMessage);
  if (!ref) return { errorMessage, errorData };
  return ref.params ? { errorMessage, errorData, errorCode: ref.code, errorParams: { ...ref.params } } : { errorMessage, errorData, errorCode: ref.code };
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
