// The one way this app talks to JIRA: Basic auth, JSON, a timeout on every attempt, 429 waited out
// through Retry-After within bounds, and every failure turned into a JiraError. Never logs: the
// Authorization header carries the API token.
import type { JiraConfig } from "../../shared/jira";
import { jiraBaseUrl } from "./baseUrl";
import { JiraError, type RequestSubject, errorFromResponse, notJson, rateLimited, timedOut, tooLarge, unreachable } from "./errors";

export interface JiraClientSettings {
  /** JIRA_BASE_URL from the server config; defaults to https://{domain}.atlassian.net. */
  baseUrlTemplate?: string;
  /** Limit for each attempt, body included. */
  timeoutMs?: number;
  /** How many times a 429 (or a 503 with Retry-After) is retried. */
  maxRetries?: number;
  /** The longest single wait; a longer Retry-After fails at once rather than retrying early. */
  maxRetryWaitMs?: number;
  /** Told of every HTTP attempt: its status (null when no answer came) and duration (metrics). */
  onRequest?: (status: number | null, seconds: number) => void;
}

export const JIRA_TIMEOUT_MS = 10_000;
export const JIRA_MAX_RETRIES = 3;
export const JIRA_MAX_RETRY_WAIT_MS = 10_000;
/** The largest answer read: a page of tickets is far smaller, and a larger one is cut off, not buffered. */
export const JIRA_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
/** Wait used when a 429 carries no Retry-After, doubled on each retry. */
const FALLBACK_RETRY_WAIT_MS = 1_000;

/** A site ready to call: base URL checked, credentials encoded once. */
export interface JiraSite {
  readonly baseUrl: string;
  readonly authorization: string;
  readonly settings: Required<Omit<JiraClientSettings, "baseUrlTemplate" | "onRequest">>;
  readonly onRequest?: JiraClientSettings["onRequest"];
}

export function openJiraSite(config: Pick<JiraConfig, "domain" | "email" | "apiToken">, settings: JiraClientSettings = {}): JiraSite {
  return {
    baseUrl: jiraBaseUrl(config.domain, settings.baseUrlTemplate),
    authorization: `Basic ${Buffer.from(`${config.email}:${config.apiToken}`, "utf8").toString("base64")}`,
    settings: {
      timeoutMs: settings.timeoutMs ?? JIRA_TIMEOUT_MS,
      maxRetries: settings.maxRetries ?? JIRA_MAX_RETRIES,
      maxRetryWaitMs: settings.maxRetryWaitMs ?? JIRA_MAX_RETRY_WAIT_MS,
    },
    onRequest: settings.onRequest,
  };
}

export interface JiraRequest extends RequestSubject {
  method: "GET" | "POST" | "PUT";
  /** Starts with /rest/api/3/ or /rest/agile/1.0/; path parameters already encoded. */
  path: string;
  query?: Record<string, string | number | undefined>;
  body?: unknown;
}

export interface JiraResponse {
  status: number;
  /** Parsed JSON, or null for an empty body (204). */
  body: unknown;
}

export async function jiraRequest(site: JiraSite, request: JiraRequest): Promise<JiraResponse> {
  const url = new URL(site.baseUrl + request.path);
  for (const [name, value] of Object.entries(request.query ?? {})) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  const headers: Record<string, string> = { Authorization: site.authorization, Accept: "application/json" };
  if (request.body !== undefined) headers["Content-Type"] = "application/json";
  const init = { method: request.method, headers, body: request.body === undefined ? undefined : JSON.stringify(request.body) };

  for (let attempt = 0; ; attempt++) {
    const { status, responseHeaders, text } = await observedAttempt(site, url, init);
    const retryable = status === 429 || (status === 503 && responseHeaders.has("retry-after"));
    if (retryable) {
      const waitMs = retryWaitMs(responseHeaders, attempt);
      if (attempt < site.settings.maxRetries && waitMs <= site.settings.maxRetryWaitMs) {
        await new Promise((resolve) => setTimeout(resolve, waitMs));
        continue;
      }
      if (status === 429) throw rateLimited();
    }
    return interpret(status, responseHeaders, text, request);
  }
}

async function attemptOnce(url: URL, init: RequestInit, timeoutMs: number) {
  try {
    // Redirects are not followed: a JIRA API never redirects, and a redirect could lead off the site.
    const response = await fetch(url, { ...init, redirect: "manual", signal: AbortSignal.timeout(timeoutMs) });
    const text = await boundedText(response, JIRA_MAX_RESPONSE_BYTES);
    return { status: response.status, responseHeaders: response.headers, text };
  } catch (error) {
    if (error instanceof JiraError) throw error;
    if (error instanceof DOMException && (error.name === "TimeoutError" || error.name === "AbortError")) throw timedOut(timeoutMs);
    throw unreachable(error);
  }
}

/** The body as text, read chunk by chunk and abandoned (the connection closed) once past `maxBytes`. */
async function boundedText(response: Response, maxBytes: number): Promise<string> {
  if (Number(response.headers.get("content-length") ?? 0) > maxBytes) {
    await response.body?.cancel();
    throw tooLarge(maxBytes);
  }
  if (!response.body) return "";
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = response.body.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    size += read.value.byteLength;
    if (size > maxBytes) {
      // Cancelling the stream closes the connection: the rest is never read.
      await reader.cancel();
      throw tooLarge(maxBytes);
    }
    chunks.push(read.value);
  }
  return Buffer.concat(chunks).toString("utf8");
}

/** Retry-After in seconds (or an HTTP date); without it, a doubling fallback. */
export function retryWaitMs(headers: Headers, attempt: number): number {
  const header = headers.get("retry-after")?.trim();
  if (header) {
    if (/^\d+$/.test(header)) return Number(header) * 1000;
    const date = Date.parse(header);
    if (!Number.isNaN(date)) return Math.max(0, date - Date.now());
  }
  return FALLBACK_RETRY_WAIT_MS * 2 ** attempt;
}

function interpret(status: number, headers: Headers, text: string, subject: RequestSubject): JiraResponse {
  let body: unknown = null;
  let bodyIsJson = false;
  if (text.trim() !== "") {
    try {
      body = JSON.parse(text);
      bodyIsJson = true;
    } catch {
      if (status >= 200 && status < 300) throw notJson(status);
    }
  }
  if (status >= 200 && status < 300) return { status, body };
  throw errorFromResponse(status, headers, body, bodyIsJson, subject);
}

/** One attempt, reported to the site's onRequest whatever its end. */
async function observedAttempt(site: JiraSite, url: URL, init: RequestInit): ReturnType<typeof attemptOnce> {
  if (!site.onRequest) return attemptOnce(url, init, site.settings.timeoutMs);
  const started = performance.now();
  let status: number | null = null;
  try {
    const result = await attemptOnce(url, init, site.settings.timeoutMs);
    status = result.status;
    return result;
  } finally {
    site.onRequest(status, (performance.now() - started) / 1000);
  }
}
