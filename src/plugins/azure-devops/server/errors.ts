// Every way an Azure DevOps call can fail, as one error whose message says what to do. Built from the
// status and Azure DevOps' own {message, typeKey} (NOTES 10.7), never from the request: the token is in no message.
import { EgressError } from "../../../server/egress/egressError";
import { TrackerError } from "../../../server/egress/trackerError";
import { tryAgainIn } from "../../../server/egress/retryingRequest";

export type AzureDevOpsErrorKind =
  | "unauthorized" // 401, or 203 with the sign-in page: the token was refused
  | "forbidden" // 403
  | "not_found" // 404
  | "invalid" // 400, or refused before sending
  | "conflict" // 409/412: the work item changed meanwhile
  | "no_estimate_field" // the work item type has no estimate field
  | "rate_limited" // 429 after the allowed waits
  | "server" // 5xx
  | "unreachable" // refused by the egress guard, DNS, timeout, too large
  | "bad_response";

export class AzureDevOpsError extends TrackerError<AzureDevOpsErrorKind> {}

export interface RequestSubject {
  notFound?: string;
}

export function tokenRefused(status: number): AzureDevOpsError {
  return new AzureDevOpsError(
    "unauthorized",
    "Azure DevOps refused the token: it may be wrong, expired or revoked, or made for another organization. Create a personal access token (User settings, Personal access tokens) with Work Items (Read & write), and paste it again.",
    status,
  );
}

export function rateLimited(waitMs: number): AzureDevOpsError {
  return new AzureDevOpsError("rate_limited", `Azure DevOps is throttling this account (too many requests). ${tryAgainIn(waitMs)}`, 429);
}

function quoted(body: unknown): string {
  const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
  if (typeof message !== "string" || !message.trim()) return "";
  const text = message.trim().slice(0, 300);
  return ` Azure DevOps says: ${text}${/[.!?]$/.test(text) ? "" : "."}`;
}

export function errorFromResponse(status: number, body: unknown, subject: RequestSubject): AzureDevOpsError {
  if (status === 401) return tokenRefused(401);
  if (status === 403) return new AzureDevOpsError("forbidden", `Azure DevOps refused the request (403): the token may lack the Work Items (Read & write) scope, or the account may not do this here.${quoted(body)}`, 403);
  if (status === 404) return new AzureDevOpsError("not_found", subject.notFound ?? `Azure DevOps could not find it (404), or the account may not see it.${quoted(body)}`, 404);
  if (status === 409 || status === 412) return new AzureDevOpsError("conflict", `The work item changed in Azure DevOps meanwhile. Try again.${quoted(body)}`, status);
  if (status === 400 || status === 415 || status === 422) return new AzureDevOpsError("invalid", `Azure DevOps refused the request (${status}).${quoted(body)}`, status);
  if (status >= 500) return new AzureDevOpsError("server", `Azure DevOps is having trouble right now (${status}). Try again in a few minutes.`, status);
  return new AzureDevOpsError("bad_response", `Azure DevOps answered with an unexpected status (${status}).${quoted(body)}`, status);
}

export function fromEgress(error: EgressError): AzureDevOpsError {
  return new AzureDevOpsError("unreachable", `Azure DevOps could not be reached: ${error.message}`);
}
