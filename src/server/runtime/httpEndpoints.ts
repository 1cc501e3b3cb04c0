// POST /api/query, /api/mutation, /api/action and /api/query_ts with the envelope of
// DESIGN.md 3, and /api/debug_event for client reports.
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { z } from "zod";
import { FUNCTION_ERROR_STATUS, type FunctionKind } from "../../shared/protocol";
import { describeError, httpStatusOf, isExpectedError, RequestError } from "./errors";
import type { CallerInfo } from "./executor";
import type { Runtime } from "./runtime";

const callBody = z.object({ path: z.string(), args: z.unknown().optional() });

export function registerHttpEndpoints(app: FastifyInstance, runtime: Runtime): void {
  const caller = async (request: FastifyRequest): Promise<CallerInfo> => {
    const header = request.headers.authorization;
    if (!header) return { auth: null, clientAddress: request.ip };
    const match = /^Bearer (.+)$/.exec(header);
    // An outage throws UnavailableError (503): only a token that was checked and failed is expired.
    const result = match ? await runtime.authenticate(match[1]!) : null;
    if (!result) throw new RequestError("Your session has expired. Please sign in again.", 401);
    return { auth: result.identity, clientAddress: request.ip };
  };

  const call = (kind: FunctionKind, withTs: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
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

  const debugEvent = z.object({ event: z.string().max(100), durationMs: z.number().optional(), clientId: z.string().max(100).optional() }).passthrough();
  app.post("/api/debug_event", async (request, reply) => {
    const parsed = debugEvent.safeParse(request.body);
    if (!parsed.success) return reply.code(400).send({ status: "error", errorMessage: "A debug event needs an `event` name.", errorData: null });
    request.log.warn({ clientEvent: parsed.data }, "client debug event");
    return reply.code(200).send({ status: "success", value: null });
  });
}
