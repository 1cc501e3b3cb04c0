// Argument pieces the room functions share. Every string has a length limit; values that need
// a sentence for a person (names, codes, stories) are checked in the handler with the shared
// schemas, so the caller gets the spec's message rather than a zod path.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { SESSION_ID_MAX_LENGTH, SESSION_ID_PATTERN } from "../../../shared/sessionId";
import { FunctionError } from "../../live";

export const idArg = z.string().min(1).max(64);
/** Recorded where the room has a place for it; never used to decide who may do what. */
// Here, not in src/shared/sessionId.ts, so the browser's sync client does not bring zod along.
export const sessionIdArg = z
  .string()
  .max(SESSION_ID_MAX_LENGTH, MESSAGES.validation.sessionIdInvalid)
  .regex(SESSION_ID_PATTERN, MESSAGES.validation.sessionIdInvalid);
/** Room codes as typed: long enough for sloppy input, checked properly by the handler. */
export const codeArg = z.string().max(32);

/** The parsed value, or a FunctionError with the schema's first message. */
export function parseOrThrow<S extends z.core.$ZodType>(schema: S, value: unknown): z.output<S> {
  // Any zod schema: the shared ones are zod/mini (src/shared/validation.ts).
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  throw new FunctionError(result.error.issues[0]?.message ?? MESSAGES.generic.unexpected);
}
