import { FunctionCallError } from "../sync/errors";

/**
 * The server's sentence when a call was refused on purpose (spec 8: "the server message or ..."),
 * otherwise the caller's fallback: a lost connection is not something to quote to people.
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof FunctionCallError && error.errorMessage ? error.errorMessage : fallback;
}
