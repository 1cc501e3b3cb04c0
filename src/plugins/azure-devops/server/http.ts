// The one way this app talks to Azure DevOps (REST 7.1): through the egress guard (dev.azure.com, or
// an Azure DevOps Server the operator lists in TRACKER_HOSTS), the personal access token as Basic
// with an empty user, api-version on every call, 429 waited out when short (Retry-After,
// X-RateLimit-Reset). A bad token gets 203 and an HTML sign-in page rather than 401 (NOTES 10.1):
// any HTML answer is the token refused. Never logs: the header carries the token.
import type { EgressPolicy, EgressResponse } from "../../../server/egress/egressRequest";
import { egressRequestWithRetries, headerValue, retryAfterMs } from "../../../server/egress/retryingRequest";
import { AzureDevOpsError, type RequestSubject, errorFromResponse, fromEgress, rateLimited, tokenRefused } from "./errors";
import { sayRefusal } from "../../../shared/messageCodes";

export const AZURE_DEVOPS_API_VERSION = "7.1";
/** Reachable without TRACKER_HOSTS (public addresses only); a server is listed by the operator. */
export const AZURE_DEVOPS_KNOWN_HOSTS: readonly string[] = Object.freeze(["dev.azure.com"]);
const UNSAID_WAIT_MS = 60_000;

export interface AzureDevOpsSite {
  /** https://dev.azure.com/<organization> (AZURE_DEVOPS_URL + organization) or a server's collection, checked with azureDevOpsOrganizationUrl. */
  readonly organizationUrl: string;
  readonly token: string;
  readonly policy: EgressPolicy;
  readonly maxRetries?: number;
  readonly maxRetryWaitMs?: number;
}

export interface AzureRequest extends RequestSubject {
  method: "GET" | "POST" | "PATCH";
  /** A path below the organization ("/_apis/projects", "/Fiber/_apis/wit/wiql"), segments encoded. */
  path: string;
  query?: Record<string, string | number | boolean | undefined>;
  body?: unknown;
  /** JSON unless said: a work item update is a JSON Patch (application/json-patch+json). */
  contentType?: "application/json" | "application/json-patch+json";
}

export interface AzureResponse<T> {
  body: T;
  headers: EgressResponse["headers"];
}

/** Azure DevOps list answers are {count, value} (NOTES 10.3). */
export interface AzureList<T> {
  count: number;
  value: T[];
}

/** How long a 429 asks to wait: Retry-After, else X-RateLimit-Reset (epoch seconds), else a minute (NOTES 10.7). */
export function azureWaitMs(response: EgressResponse, nowMs: number): number | null {
  if (response.status !== 429) return null;
  const retryAfter = retryAfterMs(headerValue(response.headers, "retry-after"), nowMs);
  if (retryAfter !== null) return retryAfter;
  const reset = Number(headerValue(response.headers, "x-ratelimit-reset"));
  return Number.isFinite(reset) && reset > 0 ? Math.max(0, reset * 1000 - nowMs) : UNSAID_WAIT_MS;
}

const basic = (token: string) => `Basic ${Buffer.from(`:${token}`, "utf8").toString("base64")}`;

export async function azureRequest<T>(site: AzureDevOpsSite, request: AzureRequest): Promise<AzureResponse<T>> {
  const url = new URL(`${site.organizationUrl.replace(/\/+$/, "")}${request.path}`);
  for (const [name, value] of Object.entries(request.query ?? {})) if (value !== undefined && value !== "") url.searchParams.set(name, String(value));
  url.searchParams.set("api-version", AZURE_DEVOPS_API_VERSION);
  const headers: Record<string, string> = { Authorization: basic(site.token), Accept: "application/json" };
  if (request.body !== undefined) headers["Content-Type"] = request.contentType ?? "application/json";
  const response = await egressRequestWithRetries(
    site.policy,
    { method: request.method, url: url.toString(), headers, body: request.body === undefined ? undefined : JSON.stringify(request.body) },
    { maxRetries: site.maxRetries, maxRetryWaitMs: site.maxRetryWaitMs, waitMs: (answer, _attempt, now) => azureWaitMs(answer, now), unreachable: fromEgress, stillLimited: rateLimited },
  );
  const html = /text\/html/i.test(headerValue(response.headers, "content-type") ?? "") || /^\s*<(!doctype|html)/i.test(response.text);
  if (html && response.status < 500 && response.status !== 404) throw tokenRefused(response.status);
  let body: unknown = null;
  if (response.text.trim()) {
    try {
      body = JSON.parse(response.text);
    } catch {
      if (response.status < 300) throw new AzureDevOpsError("bad_response", sayRefusal("azureDevOps.notJson", { status: response.status }), response.status);
    }
  }
  if (response.status >= 200 && response.status < 300) return { body: body as T, headers: response.headers };
  throw errorFromResponse(response.status, body, request);
}

export const segment = (name: string) => `/${encodeURIComponent(name)}`;
