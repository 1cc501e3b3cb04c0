// The one way the server calls a tracker: the host must be one the tracker is known at or one the
// operator listed in TRACKER_HOSTS; the name is resolved once, every address checked, and the
// connection goes to the checked address (no second lookup to rebind); redirects to another host
// are not followed (same-site ones are, for GET); every request is cut off after 10 s or 10 MB. Never logs: headers carry tokens.
import { lookup as dnsLookup, type LookupAddress } from "node:dns";
import { request as httpRequest, type IncomingHttpHeaders, type RequestOptions } from "node:http";
import { request as httpsRequest } from "node:https";
import { isIP } from "node:net";
import { internalRangeOf } from "./addressRanges";
import { EgressError } from "./egressError";
import { listing, type HostPattern } from "./trackerHosts";
import { sayRefusal } from "../../shared/messageCodes";

export const EGRESS_TIMEOUT_MS = 10_000;
export const EGRESS_MAX_RESPONSE_BYTES = 10 * 1024 * 1024;
const MAX_SAME_ORIGIN_REDIRECTS = 3;

/** Resolves a name to all its addresses (tests answer with their own). */
export type Resolver = (host: string) => Promise<LookupAddress[]>;

export interface EgressPolicy {
  /** TRACKER_HOSTS. */
  readonly listedHosts: readonly HostPattern[];
  /** Hosts a tracker is known at (api.github.com, gitlab.com, ...): reachable without listing, public addresses only. */
  readonly knownHosts?: readonly string[];
  readonly resolve?: Resolver;
  readonly timeoutMs?: number;
  readonly maxResponseBytes?: number;
}

export interface EgressRequest {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  url: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface EgressResponse {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

const systemResolver: Resolver = (host) =>
  new Promise((resolve, reject) => dnsLookup(host, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

function defaultPort(url: URL): number {
  return url.port ? Number(url.port) : url.protocol === "https:" ? 443 : 80;
}

function parseTarget(raw: string): URL {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new EgressError("bad-url", sayRefusal("egress.notWebAddress", { address: raw.slice(0, 200) }));
  }
  if (url.protocol !== "https:" && url.protocol !== "http:") throw new EgressError("bad-url", sayRefusal("egress.protocol", { protocol: url.protocol }));
  if (url.username || url.password) throw new EgressError("bad-url", sayRefusal("egress.credentials"));
  return url;
}

/** Checks the host and resolves it once: the address to connect to, or why not. */
async function checkedAddress(url: URL, policy: EgressPolicy): Promise<LookupAddress> {
  const host = url.hostname.replace(/^\[|\]$/g, "").toLowerCase();
  const port = defaultPort(url);
  const listed = listing(policy.listedHosts, host, port);
  const known = (policy.knownHosts ?? []).some((knownHost) => knownHost.toLowerCase() === host);
  if (!listed && !known) {
    throw new EgressError("not-listed", sayRefusal("egress.notListed", { host }));
  }
  let addresses: LookupAddress[];
  if (isIP(host)) addresses = [{ address: host, family: isIP(host) }];
  else {
    try {
      addresses = await (policy.resolve ?? systemResolver)(host);
    } catch {
      throw new EgressError("dns", sayRefusal("egress.dns", { host }));
    }
    if (addresses.length === 0) throw new EgressError("dns", sayRefusal("egress.dns", { host }));
  }
  if (listed !== "exact") {
    for (const { address } of addresses) {
      const range = internalRangeOf(address);
      if (range) {
        throw new EgressError("internal-address", sayRefusal("egress.internalAddress", { host, range, address }));
      }
    }
  }
  return addresses[0]!;
}

function sendOnce(url: URL, pinned: LookupAddress, request: EgressRequest, timeoutMs: number, maxBytes: number): Promise<EgressResponse> {
  const options: RequestOptions = {
    method: request.method,
    headers: request.body === undefined ? request.headers : { ...request.headers, "Content-Length": String(Buffer.byteLength(request.body)) },
    // The connection goes to the address that was checked, whatever DNS would answer now.
    lookup: (_host, lookupOptions, callback) => {
      if ((lookupOptions as { all?: boolean }).all) (callback as (e: null, a: LookupAddress[]) => void)(null, [pinned]);
      else callback(null, pinned.address, pinned.family);
    },
  };
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(url, options, (res) => {
      const chunks: Buffer[] = [];
      let size = 0;
      res.on("data", (chunk: Buffer) => {
        size += chunk.length;
        if (size > maxBytes) {
          req.destroy(new EgressError("too-large", sayRefusal("egress.tooLarge", { host: url.hostname, megabytes: Math.round(maxBytes / 1024 / 1024) })));
          return;
        }
        chunks.push(chunk);
      });
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString("utf8") }));
      res.on("error", reject);
    });
    const timer = setTimeout(
      () => req.destroy(new EgressError("timeout", sayRefusal("egress.timeout", { host: url.hostname, seconds: Math.round(timeoutMs / 1000) }))),
      timeoutMs,
    );
    req.on("close", () => clearTimeout(timer));
    req.on("error", (error) => {
      clearTimeout(timer);
      reject(error instanceof EgressError ? error : new EgressError("unreachable", sayRefusal("egress.unreachable", { host: url.hostname, reason: (error as NodeJS.ErrnoException).code ?? error.message })));
    });
    req.end(request.body);
  });
}

/** Sends `request` under `policy`; throws an EgressError with a sentence when it may not or could not. */
export async function egressRequest(policy: EgressPolicy, request: EgressRequest): Promise<EgressResponse> {
  const timeoutMs = policy.timeoutMs ?? EGRESS_TIMEOUT_MS;
  const maxBytes = policy.maxResponseBytes ?? EGRESS_MAX_RESPONSE_BYTES;
  let url = parseTarget(request.url);
  const pinned = await checkedAddress(url, policy);
  for (let redirects = 0; ; redirects++) {
    const response = await sendOnce(url, pinned, request, timeoutMs, maxBytes);
    const location = response.headers.location;
    if (response.status < 300 || response.status >= 400 || !location || request.method !== "GET") return response;
    const next = new URL(location, url);
    if (next.origin !== url.origin) {
      throw new EgressError("redirect", sayRefusal("egress.redirected", { host: url.hostname, other: next.host }));
    }
    if (redirects >= MAX_SAME_ORIGIN_REDIRECTS) throw new EgressError("redirect", sayRefusal("egress.tooManyRedirects", { host: url.hostname }));
    url = next;
  }
}
