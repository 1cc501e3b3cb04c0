import { describe, expect, it, vi } from "vitest";
import { FunctionCallError } from "./errors";
import { HttpClient, HttpRequestError } from "./httpClient";

function respond(status: number, body: unknown) {
  const text = typeof body === "string" ? body : JSON.stringify(body);
  return vi.fn(async (_url: string, _init?: RequestInit) => new Response(text, { status }));
}

describe("HttpClient", () => {
  it("POSTs {path, args} to the kind's endpoint and returns the value", async () => {
    const fetch = respond(200, { status: "success", value: { n: 1 } });
    const client = new HttpClient("http://localhost:3000/", { fetch });
    expect(await client.query("rooms.getRoomByCode", { code: "ABC" })).toEqual({ n: 1 });
    await client.mutation({ path: "rooms.createRoom" }, { name: "x", undefinedDropped: undefined });
    await client.action("jira.fetch");
    const calls = fetch.mock.calls.map(([url, init]) => [url, JSON.parse(init!.body as string)]);
    expect(calls).toEqual([
      ["http://localhost:3000/api/query", { path: "rooms.getRoomByCode", args: { code: "ABC" } }],
      ["http://localhost:3000/api/mutation", { path: "rooms.createRoom", args: { name: "x" } }],
      ["http://localhost:3000/api/action", { path: "jira.fetch", args: {} }],
    ]);
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get("authorization")).toBeNull();
  });

  it("sends the bearer token once set, and not after clearing it", async () => {
    const fetch = respond(200, { status: "success", value: null });
    const client = new HttpClient("http://h", { fetch });
    client.setAuth("tok");
    await client.query("users.current");
    client.setAuth(null);
    await client.query("users.current");
    expect(new Headers(fetch.mock.calls[0]![1]!.headers).get("authorization")).toBe("Bearer tok");
    expect(new Headers(fetch.mock.calls[1]![1]!.headers).get("authorization")).toBeNull();
  });

  it("returns value and ts from query_ts", async () => {
    const fetch = respond(200, { status: "success", value: 3, ts: 17 });
    const client = new HttpClient("http://h", { fetch });
    expect(await client.queryWithTs("counter.get", {})).toEqual({ value: 3, ts: 17 });
    expect(fetch.mock.calls[0]![0]).toBe("http://h/api/query_ts");
  });

  it("throws FunctionCallError with message and data on 560", async () => {
    const client = new HttpClient("http://h", { fetch: respond(560, { status: "error", errorMessage: "Room not found", errorData: { code: "X" } }) });
    const error = await client.mutation("rooms.join", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(FunctionCallError);
    expect(error).toMatchObject({ errorMessage: "Room not found", data: { code: "X" } });
  });

  it("throws the envelope's message for other statuses", async () => {
    const client = new HttpClient("http://h", { fetch: respond(400, { status: "error", errorMessage: "Unknown function nope.x", errorData: null }) });
    const error = await client.query("nope.x", {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpRequestError);
    expect(error).toMatchObject({ message: "Unknown function nope.x", status: 400 });
  });

  it("throws a clear error for anything that is not an envelope", async () => {
    const html = new HttpClient("http://h", { fetch: respond(502, "<html>Bad gateway</html>") });
    await expect(html.query("a.b", {})).rejects.toThrow("POST /api/query (a.b) failed with HTTP 502: <html>Bad gateway</html>");
    const fastify = new HttpClient("http://h", { fetch: respond(413, { statusCode: 413, error: "Payload Too Large", message: "Request body is too large" }) });
    await expect(fastify.mutation("a.b", {})).rejects.toThrow("Request body is too large");
    const oddSuccess = new HttpClient("http://h", { fetch: respond(200, { ok: true }) });
    await expect(oddSuccess.query("a.b", {})).rejects.toThrow(HttpRequestError);
  });
});
