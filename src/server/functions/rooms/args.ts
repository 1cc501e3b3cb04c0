// Argument pieces the room functions share. Every string has a length limit; values that need
// a sentence for a person (names, codes, stories) are checked in the handler with the shared
// schemas, so the caller gets the spec's message rather than a zod path.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { sessionIdSchema } from "../../../shared/sessionId";
import { FunctionError } from "../../runtime/errors";

export const idArg = z.string().min(1).max(64);
/** Recorded where the room has a place for it; never used to decide who may do what. */
export const sessionIdArg = sessionIdSchema;
/** Room codes as typed: long enough for sloppy input, checked properly by the handler. */
export const codeArg = z.string().max(32);

/** The parsed value, or a FunctionError with the schema's first message. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown): z.output<S> {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  throw new FunctionError(result.error.issues[0]?.message ?? MESSAGES.generic.unexpected);
}
