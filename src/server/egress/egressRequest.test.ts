// Against a real HTTP server on loopback: what the guard lets through, and every way it refuses.
// Refusals of internal addresses happen before any connection: nothing here connects anywhere but 127.0.0.1.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { EgressError } from "./egressError";
import { egressRequest, type EgressPolicy, type Resolver } from "./egressRequest";
import { parseTrackerHosts } from "./trackerHosts";

let server: Server;
let port: number;
const seen: { url: string; host: string | undefined }[] = [];

function route(req: IncomingMessage, res: ServerResponse): void {
  seen.push({ url: req.url ?? "", host: req.headers.host });
  if (req.url === "/ok") return void res.end(JSON.stringify({ self: "ok" }));
  if (req.url === "/elsewhere") return void res.writeHead(302, { Location: "https://evil.example/steal" }).end();
  if (req.url === "/moved") return void res.writeHead(301, { Location: "/ok" }).end();
  if (req.url === "/huge") {
    res.write("x".repeat(600_000));
    return void res.end("x".repeat(600_000));
  }
  if (req.url === "/silent") return; // never answers
  res.writeHead(404).end();
}

beforeAll(async () => {
  server = createServer(route);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

/** A resolver that answers `address` for every name, and counts how often it was asked. */
function resolverTo(address: string): Resolver & { calls: number } {
  const resolver = Object.assign(async () => {
    resolver.calls++;
    return [{ address, family: address.includes(":") ? 6 : 4 }];
  }, { calls: 0 });
  return resolver;
}

async function refusal(policy: EgressPolicy, url: string): Promise<EgressError> {
  const error = await egressRequest(policy, { method: "GET", url }).then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof EgressError)) throw new Error(`expected a refusal of ${url}, got ${String(error)}`);
  return error;
}

describe("egressRequest", () => {
  it("reaches a host listed exactly in TRACKER_HOSTS, even on loopback", async () => {
    const response = await egressRequest({ listedHosts: parseTrackerHosts(`127.0.0.1:${port}`) }, { method: "GET", url: `http://127.0.0.1:${port}/ok` });
    expect(response.status).toBe(200);
    expect(JSON.parse(response.text)).toEqual({ self: "ok" });
  });

  it("refuses a host nobody listed", async () => {
    const error = await refusal({ listedHosts: [] }, `http://127.0.0.1:${port}/ok`);
    expect(error.failure).toBe("not-listed");
    expect(error.message).toBe("127.0.0.1 is not a tracker site this server may reach. The operator lists self-hosted sites in TRACKER_HOSTS.");
  });

  it("refuses a listed port other than the one asked", async () => {
    expect((await refusal({ listedHosts: parseTrackerHosts("127.0.0.1:1") }, `http://127.0.0.1:${port}/ok`)).failure).toBe("not-listed");
  });

  it.each([
    ["127.0.0.1", "loopback"],
    ["10.20.30.40", "private"],
    ["192.168.0.10", "private"],
    ["169.254.3.4", "link-local"],
    ["169.254.169.254", "cloud metadata"],
    ["::1", "loopback"],
    ["fd12::1", "private"],
  ])("refuses a known or wildcard-listed name whose DNS answers %s (%s), before connecting", async (address, range) => {
    const resolve = resolverTo(address);
    const known = await refusal({ listedHosts: [], knownHosts: ["tracker.example"], resolve }, "https://tracker.example/rest/api/2/myself");
    expect(known.failure).toBe("internal-address");
    expect(known.message).toBe(`tracker.example points to a ${range} address (${address}), which this server reaches only when TRACKER_HOSTS lists the host exactly.`);
    const wildcard = await refusal({ listedHosts: parseTrackerHosts("*.corp.example"), resolve }, "https://jira.corp.example/rest/api/2/myself");
    expect(wildcard.failure).toBe("internal-address");
  });

  it("resolves once and connects to the address it checked", async () => {
    const resolve = resolverTo("127.0.0.1");
    seen.length = 0;
    const response = await egressRequest({ listedHosts: parseTrackerHosts(`jira.corp.example:${port}`), resolve }, { method: "GET", url: `http://jira.corp.example:${port}/moved` });
    expect(response.status).toBe(200);
    expect(resolve.calls).toBe(1);
    expect(seen).toEqual([
      { url: "/moved", host: `jira.corp.example:${port}` },
      { url: "/ok", host: `jira.corp.example:${port}` },
    ]);
  });

  it("does not follow a redirect to another host", async () => {
    const error = await refusal({ listedHosts: parseTrackerHosts(`127.0.0.1:${port}`) }, `http://127.0.0.1:${port}/elsewhere`);
    expect(error.failure).toBe("redirect");
    expect(error.message).toBe("127.0.0.1 redirected to another site (evil.example), which this server does not follow. Check the site's address.");
  });

  it("cuts off an answer larger than the cap", async () => {
    const error = await refusal({ listedHosts: parseTrackerHosts(`127.0.0.1:${port}`), maxResponseBytes: 1024 * 1024 }, `http://127.0.0.1:${port}/huge`);
    expect(error.failure).toBe("too-large");
    expect(error.message).toBe("127.0.0.1 answered with more than 1 MB, which is more than this server reads.");
  });

  it("gives up on a site that does not answer", async () => {
    const error = await refusal({ listedHosts: parseTrackerHosts(`127.0.0.1:${port}`), timeoutMs: 300 }, `http://127.0.0.1:${port}/silent`);
    expect(error.failure).toBe("timeout");
  });

  it.each([
    ["https://user:pass@jira.corp.example/", "Tracker addresses may not carry a user name or password: use a token."],
    ["ftp://jira.corp.example/", "ftp: addresses are not supported: use https."],
    ["not a url", '"not a url" is not a web address.'],
  ])("refuses %s", async (url, message) => {
    expect((await refusal({ listedHosts: parseTrackerHosts("jira.corp.example") }, url)).message).toBe(message);
  });
});
