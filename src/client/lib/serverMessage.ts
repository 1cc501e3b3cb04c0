import { loadMessages, sayMessage } from "../i18n/serverMessages";
import { FunctionCallError } from "../sync/errors";

// The screens that show server sentences load this: fetch the page's language's messages now,
// so a refusal is said in it the first time (nothing is fetched for English).
void loadMessages();

/**
 * The server's sentence when a call was refused on purpose (spec 8: "the server message or ..."),
 * otherwise the caller's fallback: a lost connection is not something to quote to people. Either
 * in the page's language (by the server's code, docs/i18n.md).
 */
export function serverMessageOr(error: unknown, fallback: string): string {
  return error instanceof FunctionCallError && error.errorMessage ? sayMessage(error.errorMessage, error) : sayMessage(fallback);
}
