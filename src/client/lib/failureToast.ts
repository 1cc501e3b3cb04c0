import { toast } from "../components/toast";
import { GENERIC_MESSAGES } from "../../shared/messages/generic";
import { FunctionCallError, SyncConnectionError } from "../sync/errors";
import { serverMessageOr } from "./serverMessage";

/**
 * The spec's fixed failure sentence as the toast (spec 8), with the reason beneath it: the
 * server's sentence when it refused on purpose, or that the change was not saved when the
 * connection dropped.
 */
export function toastFailure(sentence: string, error: unknown): void {
  toast.error(sentence, { description: failureReason(error, sentence) });
}

export function failureReason(error: unknown, sentence: string): string | undefined {
  if (error instanceof SyncConnectionError) return GENERIC_MESSAGES.notSaved;
  // Compared in English: the toast says both in the page's language.
  if (!(error instanceof FunctionCallError) || !error.errorMessage || error.errorMessage === sentence) return undefined;
  return serverMessageOr(error, "");
}
