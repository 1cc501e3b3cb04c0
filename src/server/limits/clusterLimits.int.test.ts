// Rate limits hold across instances: two apps on one PostgreSQL count every attempt in the same
// place, so a client spreading its attempts over both gets no more than from one. (SQLite runs one
// instance and counts in memory.)
import { afterEach, describe, expect, it } from "vitest";
import { startTestServer, testEngine, type TestServer } from "../../../tests/support/testServer";
import { callFunction, type Envelope } from "../../../tests/support/functionCalls";
import { MESSAGES } from "../../shared/messages";
import { FAILED_ATTEMPT_COST } from "../features/rooms/limits";

const cleanups: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const started = await startTestServer({ ...options, env: { RATE_LIMITS: "on", ...options.env } });
  cleanups.push(() => started.close());
  return started;
}

async function call(base: TestServer, kind: "query" | "action", path: string, args: object): Promise<Envelope> {
  return (await callFunction(base, kind, path, args)).body;
}

describe.runIf(testEngine() === "postgres")("rate limits across two instances on one PostgreSQL", () => {
  it("count sign-in attempts made through either instance together", async () => {
    const one = await server();
    const two = await server({ database: one.database });
    const email = `cluster-${Date.now()}@example.com`;
    const signIn = (via: TestServer) => call(via, "action", "auth.signIn", { provider: "password", params: { flow: "signIn", email, password: "guess" } });
    const limit = one.app.services.runtime.app.auth.rateLimits!.signIn.limit;
    for (let i = 0; i < limit; i++) expect(await signIn(i % 2 === 0 ? one : two)).not.toMatchObject({ errorMessage: MESSAGES.auth.tooManyAttempts });
    expect(await signIn(one)).toMatchObject({ status: "error", errorMessage: MESSAGES.auth.tooManyAttempts });
    expect(await signIn(two)).toMatchObject({ status: "error", errorMessage: MESSAGES.auth.tooManyAttempts });
  });

  it("count room-code guesses made through either instance together", async () => {
    const one = await server();
    const two = await server({ database: one.database });
    const allowed = one.app.services.runtime.app.rooms.rateLimits!.lookup.address.limit / FAILED_ATTEMPT_COST;
    for (let i = 0; i < allowed; i++) expect(await call(i % 2 === 0 ? one : two, "query", "rooms.getRoomByCode", { code: `SHARE${i}` })).toEqual({ status: "success", value: null });
    expect(await call(two, "query", "rooms.getRoomByCode", { code: "SHAREX" })).toMatchObject({ errorMessage: MESSAGES.auth.tooManyAttempts });
    expect(await call(one, "query", "rooms.getRoomByCode", { code: "SHAREY" })).toMatchObject({ errorMessage: MESSAGES.auth.tooManyAttempts });
  });
});
