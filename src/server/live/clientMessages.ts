// Checks a frame from a client against the protocol before anything acts on it.
import { z } from "zod";
import type { ClientMessage } from "../../shared/protocol";

const id = z.number().int().nonnegative().max(Number.MAX_SAFE_INTEGER);
const path = z.string().min(1).max(200);
// Arguments are checked by each function's own schema; here only that they exist.
const args = z.unknown().transform((v) => v ?? {});

const clientMessage = z.discriminatedUnion("type", [
  z.object({
    type: z.literal("Connect"),
    protocolVersion: z.number().int(),
    clientId: z.string().min(8).max(100),
    sessionId: z.string().max(100).optional(),
    connectionCount: z.number().int().nonnegative(),
    lowestUnanswered: id.optional(),
  }),
  z.object({ type: z.literal("Authenticate"), token: z.string().max(8192).nullable() }),
  z.object({
    type: z.literal("ModifyQuerySet"),
    add: z.array(z.object({ queryId: id, path, args })).max(512),
    remove: z.array(id).max(512),
  }),
  z.object({ type: z.literal("Mutation"), requestId: id, path, args, firstSend: z.literal(true).optional() }),
  z.object({ type: z.literal("Action"), requestId: id, path, args }),
  z.object({ type: z.literal("Acknowledge"), lowestUnanswered: id }),
]);

export function parseClientMessage(frame: string): ClientMessage | null {
  let json: unknown;
  try {
    json = JSON.parse(frame);
  } catch {
    return null;
  }
  const parsed = clientMessage.safeParse(json);
  return parsed.success ? (parsed.data as ClientMessage) : null;
}
