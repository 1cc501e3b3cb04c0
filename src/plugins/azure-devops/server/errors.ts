// Every way an Azure DevOps call can fail, as one error whose message says what to do. Built from the
// status and Azure DevOps' own {message, typeKey} (NOTES 10.7), never from the request: the token is in no message.
import { EgressError } from "../../../server/egress/egressError";
import { TrackerError, trackerSays } from "../../../server/egress/trackerError";
import { minutesToWait } from "../../../server/egress/retryingRequest";
import { sayRefusal } from "../../../shared/messageCodes";

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
  return new AzureDevOpsError("unauthorized", sayRefusal("azureDevOps.tokenRefused"), status);
}

export function rateLimited(waitMs: number): AzureDevOpsError {
  return new AzureDevOpsError("rate_limited", sayRefusal("azureDevOps.rateLimited", { minutes: minutesToWait(waitMs) }), 429);
}

function quoted(body: unknown): string {
  const message = body && typeof body === "object" ? (body as { message?: unknown }).message : undefined;
  return typeof message === "string" ? trackerSays("Azure DevOps", message.trim().slice(0, 300)) : "";
}

export function errorFromResponse(status: number, body: unknown, subject: RequestSubject): AzureDevOpsError {
  if (status === 401) return tokenRefused(401);
  if (status === 403) return new AzureDevOpsError("forbidden", sayRefusal("azureDevOps.forbidden", { says: quoted(body) }), 403);
  if (status === 404) return new AzureDevOpsError("not_found", subject.notFound ?? sayRefusal("azureDevOps.notFound", { says: quoted(body) }), 404);
  if (status === 409 || status === 412) return new AzureDevOpsError("conflict", sayRefusal("azureDevOps.conflict", { says: quoted(body) }), status);
  if (status === 400 || status === 415 || status === 422) return new AzureDevOpsError("invalid", sayRefusal("tracker.refused", { tracker: "Azure DevOps", status, says: quoted(body) }), status);
  if (status >= 500) return new AzureDevOpsError("server", sayRefusal("tracker.trouble", { tracker: "Azure DevOps", status }), status);
  return new AzureDevOpsError("bad_response", sayRefusal("tracker.unexpectedStatus", { tracker: "Azure DevOps", status, says: quoted(body) }), status);
}

export function fromEgress(error: EgressError): AzureDevOpsError {
  return new AzureDevOpsError("unreachable", sayRefusal("tracker.unreachable", { tracker: "Azure DevOps", error: error.message }));
}
