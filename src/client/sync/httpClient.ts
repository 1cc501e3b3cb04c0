import type { FunctionReference, ResultOf } from "../../shared/functionReference";
import { FUNCTION_ERROR_STATUS, type ErrorFields, type Json } from "../../shared/protocol";
import type { OptionalArgs } from "./functionArgs";
import { FunctionCallError } from "./errors";
import { normaliseArgs } from "./queryKey";

/** The slice of fetch we call; tests pass a stub. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

export interface HttpClientOptions {
  fetch?: FetchLike;
}

/** The HTTP error of a request that did not reach a function (bad status, not our envelope). */
export class HttpRequestError extends Error {
  constructor(
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = "HttpRequestError";
  }
}

/**
 * One-shot calls over HTTP, for scripts and tests: no live updates, no socket. Function errors
 * throw FunctionCallError exactly as over the socket.
 */
export class HttpClient {
  private token: string | null = null;
  private readonly baseUrl: string;

  constructor(
    baseUrl: string,
    private readonly options: HttpClientOptions = {},
  ) {
    this.baseUrl = baseUrl.replace(/\/+$/, "");
  }

  setAuth(token: string | null): void {
    this.token = token;
  }

  clearAuth(): void {
    this.token = null;
  }

  query<F extends FunctionReference<"query">>(query: F | string, ...args: OptionalArgs<F>): Promise<ResultOf<F>> {
    return this.call("query", query, args[0]).then((body) => body.value as ResultOf<F>);
  }

  /** The value plus the version it was read at. */
  queryWithTs<F extends FunctionReference<"query">>(
    query: F | string,
    ...args: OptionalArgs<F>
  ): Promise<{ value: ResultOf<F>; ts: number }> {
    return this.call("query_ts", query, args[0]).then((body) => ({ value: body.value as ResultOf<F>, ts: body.ts as number }));
  }

  mutation<F extends FunctionReference<"mutation">>(mutation: F | string, ...args: OptionalArgs<F>): Promise<ResultOf<F>> {
    return this.call("mutation", mutation, args[0]).then((body) => body.value as ResultOf<F>);
  }

  action<F extends FunctionReference<"action">>(action: F | string, ...args: OptionalArgs<F>): Promise<ResultOf<F>> {
    return this.call("action", action, args[0]).then((body) => body.value as ResultOf<F>);
  }

  private async call(endpoint: string, ref: FunctionReference | string, args: unknown): Promise<Record<string, Json>> {
    const path = typeof ref === "string" ? ref : ref.path;
    const doFetch: FetchLike = this.options.fetch ?? globalThis.fetch;
    const headers: Record<string, string> = { "Content-Type": "application/json" };
    if (this.token) headers.Authorization = `Bearer ${this.token}`;
    const response = await doFetch(`${this.baseUrl}/api/${endpoint}`, {
      method: "POST",
      headers,
      body: JSON.stringify({ path, args: normaliseArgs(args) }),
    });
    const text = await response.text();
    let body: unknown;
    try {
      body = JSON.parse(text);
    } catch {
      body = undefined;
    }
    const envelope = body && typeof body === "object" ? (body as Record<string, Json>) : null;
    if (response.status === 200 && envelope?.status === "success") return envelope;
    if (envelope?.status === "error" && typeof envelope.errorMessage === "string") {
      if (response.status === FUNCTION_ERROR_STATUS) {
        throw FunctionCallError.from(envelope as unknown as ErrorFields);
      }
      throw new HttpRequestError(envelope.errorMessage, response.status);
    }
    // Errors raised before our handler runs (body too large, rate limit) use Fastify's shape.
    if (envelope && typeof envelope.message === "string") throw new HttpRequestError(envelope.message, response.status);
    throw new HttpRequestError(
      `POST /api/${endpoint} (${path}) failed with HTTP ${response.status}: ${text.slice(0, 200) || "empty body"}`,
      response.status,
    );
  }
}
