// POST /api/query, /api/mutation, /api/action and /api/query_ts with the envelope of
// DESIGN.md 3, and /api/debug_event for client reports. Both are rate limited per address.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { MESSAGES } from "../../shared/messages";
import { FUNCTION_ERROR_STATUS, type FunctionKind } from "../../shared/protocol";
import type { LimitStore } from "../limits/limitStore";
import { RateLimiter } from "../limits/rateLimiter";
import { describeError, httpStatusOf, isExpectedError, RequestError } from "./errors";
import type { CallerInfo } from "./executor";
import type { Runtime } from "./runtime";

const callBody = z.object({ path: z.string(), args: z.unknown().optional() });

export interface HttpRateLimits {
  /** /api/query, /api/query_ts, /api/mutation and /api/action together, per address. */
  calls: RateLimiter;
  /** /api/debug_event per address: a client reports a long disconnect now and then. */
  debugEvents: RateLimiter;
}

const MINUTE = 60_000;

export function createHttpRateLimits(store: LimitStore): HttpRateLimits {
  return { calls: new RateLimiter(store, "httpCalls", 600, MINUTE), debugEvents: new RateLimiter(store, "debugEvents", 20, MINUTE) };
}

/** What a debug event's fields other than the known ones may add to one log line, at most. */
export const MAX_DEBUG_EVENT_EXTRA_CHARS = 1_000;

const debugEvent = z.object({ event: z.string().max(100), durationMs: z.number().optional(), clientId: z.string().max(100).optional() }).passthrough();

/** The log record for a client's debug event: the known fields, and any others cut to a bounded string. */
export function debugEventRecord(report: z.infer<typeof debugEvent>): Record<string, unknown> {
  const { event, durationMs, clientId, ...rest } = report;
  const record: Record<string, unknown> = { event, durationMs, clientId };
  if (Object.keys(rest).length > 0) record.extra = JSON.stringify(rest).slice(0, MAX_DEBUG_EVENT_EXTRA_CHARS);
  return record;
}

/** `limits` null (RATE_LIMITS=off) lifts the per-address limits. */
export function registerHttpEndpoints(app: FastifyInstance, runtime: Runtime, limits: HttpRateLimits | null = null): void {
  /** Counts the request against the address's limit; a 429 once it is past. */
  const withinLimit = async (limiter: RateLimiter | undefined, request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
    // A store that cannot count (PostgreSQL down) lets the call through to meet the database's own error.
    if (!limiter || (await limiter.tryHit(request.ip, Date.now()).catch(() => true))) return true;
    await reply.code(429).header("Retry-After", String(Math.ceil(limiter.windowMs / 1000))).send({ status: "error", errorMessage: MESSAGES.limits.tooManyRequests, errorData: null, errorCode: "limits.tooManyRequests" });
    return false;
  };

  const caller = async (request: FastifyRequest): Promise<CallerInfo> => {
    const header = request.headers.authorization;
    if (!header) return { auth: null, clientAddress: request.ip, requestId: request.id };
    const match = /^Bearer (.+)$/.exec(header);
    // An outage throws UnavailableError (503): only a token that was checked and failed is expired.
    const result = match ? await runtime.authenticate(match[1]!) : null;
    if (!result) throw new RequestError("Your session has expired. Please sign in again.", 401);
    return { auth: result.identity, clientAddress: request.ip, requestId: request.id };
  };

  const call = (kind: FunctionKind, withTs: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    if (!(await withinLimit(limits?.calls, request, reply))) return reply;
    try {
      const body = callBody.safeParse(request.body);
      if (!body.success) throw new RequestError("The request body must be JSON of the form {\"path\": string, \"args\": object}.", 400);
      const { path, args: rawArgs } = body.data;
      const def = runtime.lookup(path, kind);
      const args = runtime.executor.parseArgs(path, def, rawArgs);
      const who = await caller(request);
      const ts = runtime.executor.currentVersion();
      let value: unknown;
      if (def.kind === "query") value = (await runtime.executor.runQuery(def, args, who)).value;
      else if (def.kind === "mutation") value = (await runtime.executor.runMutation(def, args, who)).value;
      else value = await runtime.executor.runAction(def, args, who);
      return reply.code(200).send(withTs ? { status: "success", value: value ?? null, ts } : { status: "success", value: value ?? null });
    } catch (error) {
      const status = httpStatusOf(error, FUNCTION_ERROR_STATUS);
      if (!isExpectedError(error)) request.log.error({ err: error }, "function failed");
      return reply.code(status).send({ status: "error", ...describeError(error) });
    }
  };

  app.post("/api/query", call("query", false));
  app.post("/api/query_ts", call("query", true));
  app.post("/api/mutation", call("mutation", false));
  app.post("/api/action", call("action", false));

  app.post("/api/debug_event", async (request, reply) => {
    if (!(await withinLimit(limits?.debugEvents, request, reply))) return reply;
    const parsed = debugEvent.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ status: "error", errorMessage: "A debug event needs an `event` name.", errorData: null });
    request.log.warn({ clientEvent: debugEventRecord(parsed.data) }, "client debug event");
    return reply.code(200).send({ status: "success", value: null });
  });
}
