// TRUST_PROXY=1 behind a real proxy that appends the client's address: the address a client
// writes into X-Forwarded-For itself is never believed, so spoofing it escapes no limit.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callFunction } from "../../tests/support/functionCalls";
import { startForwardingProxy, type ForwardingProxy } from "../../tests/support/forwardingProxy";
import { startTestServer, type TestServer } from "../../tests/support/testServer";
import { MESSAGES } from "../shared/messages";
import { FAILED_ATTEMPT_COST } from "./features/rooms/limits";

let server: TestServer;
let proxy: ForwardingProxy;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1", RATE_LIMITS: "on" } });
  proxy = await startForwardingProxy(server.url);
});
afterAll(async () => {
  await proxy?.close();
  await server?.close();
});

async function lookUp(code: string, forwardedFor: string): Promise<{ status: string; value?: unknown; errorMessage?: string }> {
  return (await callFunction(proxy, "query", "rooms.getRoomByCode", { code }, null, { "X-Forwarded-For": forwardedFor })).body;
}

describe("behind a proxy with TRUST_PROXY=1", () => {
  it("counts a client by the address the proxy saw, whatever X-Forwarded-For it sends itself", async () => {
    const limits = server.app.services.runtime.app.rooms.rateLimits!;
    const allowed = limits.lookup.address.limit / FAILED_ATTEMPT_COST;
    for (let i = 0; i < allowed; i++) expect(await lookUp(`SPOOF${i}`, `203.0.113.${i + 1}`)).toEqual({ status: "success", value: null });
    // A fresh spoofed address each time, and still the one real client behind them is refused.
    expect(await lookUp("SPOOFX", "198.51.100.77")).toMatchObject({ status: "error", errorMessage: MESSAGES.auth.tooManyAttempts });
    expect(await lookUp("SPOOFY", "198.51.100.78, 198.51.100.79")).toMatchObject({ status: "error", errorMessage: MESSAGES.auth.tooManyAttempts });
  });
});
