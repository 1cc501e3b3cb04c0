import type { FetchLike } from "./httpClient";

export interface LongDisconnectReport {
  durationMs: number;
  clientId: string;
}

/**
 * The default long-disconnect report: POST /api/debug_event on the sync URL's origin. Sent
 * while the socket is still down, so it also reaches the log when only WebSockets are blocked
 * (a proxy); best effort otherwise.
 */
export function debugEventReporter(syncUrl: string, fetchImpl?: FetchLike): (report: LongDisconnectReport) => void {
  return (report) => {
    const doFetch: FetchLike | undefined = fetchImpl ?? globalThis.fetch;
    if (!doFetch) return;
    const url = new URL(syncUrl);
    url.protocol = url.protocol === "wss:" ? "https:" : "http:";
    void doFetch(`${url.origin}/api/debug_event`, {
      method: "POST",
      headers: { "Content-Type": "application/json" },
      body: JSON.stringify({ event: "long_disconnect", ...report }),
    }).catch(() => {});
  };
}
