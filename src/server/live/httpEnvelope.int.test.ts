import { afterAll, beforeAll, describe, expect, it } from "vitest";
import * as counter from "../../../tests/support/counterFunctions";
import { startTestServer, type TestServer } from "../../../tests/support/testServer";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ extraFunctions: { counter } });
});
afterAll(() => server?.close());

async function post(endpoint: string, body: string | object, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}/api/${endpoint}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function stillServing() {
  const { status, body } = await post("query", { path: "counter.get", args: { name: "alive" } });
  expect(status).toBe(200);
  expect(body).toEqual({ status: "success", value: 0 });
}

describe("HTTP envelope", () => {
  it("answers a successful mutation and query with status success and the value", async () => {
    expect(await post("mutation", { path: "counter.increment", args: { name: "http", by: 2 } })).toEqual({ status: 200, body: { status: "success", value: 2 } });
    expect(await post("query", { path: "counter.get", args: { name: "http" } })).toEqual({ status: 200, body: { status: "success", value: 2 } });
    expect(await post("action", { path: "counter.incrementTwice", args: { name: "http" } })).toEqual({ status: 200, body: { status: "success", value: 4 } });
  });

  it("answers query_ts with the value and the version it was read at", async () => {
    const { status, body } = await post("query_ts", { path: "counter.get", args: { name: "http-ts" } });
    expect(status).toBe(200);
    expect(body.status).toBe("success");
    expect(body.value).toBe(0);
    expect(typeof body.ts).toBe("number");
  });

  it("answers a function error with 560, its readable message and data, and changes nothing", async () => {
    const { status, body } = await post("mutation", { path: "counter.refuse", args: { name: "refused" } });
    expect(status).toBe(560);
    expect(body).toEqual({ status: "error", errorMessage: 'The counter "refused" refuses to change.', errorData: { counter: "refused" } });
    // The write before the throw was rolled back with the transaction.
    expect((await post("query", { path: "counter.get", args: { name: "refused" } })).body.value).toBe(0);
    await stillServing();
  });

  it("hides the details of an unexpected error", async () => {
    const { status, body } = await post("mutation", { path: "counter.crash", args: {} });
    expect(status).toBe(560);
    expect(body.status).toBe("error");
    expect(String(body.errorMessage)).toMatch(/went wrong/);
    expect(JSON.stringify(body)).not.toContain("secret internal detail");
    await stillServing();
  });

  it("refuses an unknown path clearly", async () => {
    const { status, body } = await post("query", { path: "counter.nope", args: {} });
    expect(status).toBe(404);
    expect(body).toEqual({ status: "error", errorMessage: "Could not find public function for 'counter.nope'.", errorData: null });
    await stillServing();
  });

  it("refuses a function of the wrong kind", async () => {
    const { status, body } = await post("query", { path: "counter.increment", args: { name: "x" } });
    expect(status).toBe(400);
    expect(body.errorMessage).toBe("'counter.increment' is a mutation, not a query.");
  });

  it("refuses arguments that fail validation, naming the field", async () => {
    const { status, body } = await post("mutation", { path: "counter.increment", args: { name: "x", by: "lots" } });
    expect(status).toBe(400);
    expect(body.status).toBe("error");
    expect(String(body.errorMessage)).toMatch(/^Invalid arguments for counter\.increment: by: /);
    const tooLong = await post("mutation", { path: "counter.increment", args: { name: "x".repeat(65) } });
    expect(tooLong.status).toBe(400);
    expect(String(tooLong.body.errorMessage)).toMatch(/name: /);
    expect((await post("query", { path: "counter.get", args: { name: "x" } })).body.value).toBe(0);
    await stillServing();
  });

  it("refuses malformed JSON clearly", async () => {
    const { status, body } = await post("mutation", '{"path": "counter.increment", "args": {');
    expect(status).toBe(400);
    expect(body).toEqual({ status: "error", errorMessage: "The request body is not valid JSON.", errorData: null });
    await stillServing();
  });

  it("refuses a body that is not a call", async () => {
    const { status, body } = await post("mutation", { nothing: true });
    expect(status).toBe(400);
    expect(String(body.errorMessage)).toMatch(/path/);
  });

  it("refuses an oversized body clearly", async () => {
    const { status, body } = await post("mutation", { path: "counter.increment", args: { name: "big", pad: "x".repeat(200 * 1024) } });
    expect(status).toBe(413);
    expect(body).toEqual({ status: "error", errorMessage: "The request body is too large (at most 64 KB).", errorData: null });
    await stillServing();
  });

  it("refuses an invalid bearer token", async () => {
    const { status, body } = await post("query", { path: "counter.whoami", args: {} }, { authorization: "Bearer nonsense" });
    expect(status).toBe(401);
    expect(body.errorMessage).toBe("Your session has expired. Please sign in again.");
  });

  it("reports health and accepts debug events", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: "ok", database: server.engine });
    expect((await post("debug_event", { event: "long_disconnect", durationMs: 61000 })).status).toBe(200);
    expect((await post("debug_event", { nothing: 1 })).status).toBe(400);
  });
});
