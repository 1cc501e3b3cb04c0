// Every API answer is personal or live: no cache (browser, proxy, CDN) may keep it. And no page
// of ours needs the camera, the microphone or the like, so the browser is told to refuse them.
import { afterAll, beforeAll, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../../../tests/support/testServer";
import { signUpUser } from "../../../tests/support/users";

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

it("marks every API answer no-store and sends a Permissions-Policy, on success and on every kind of error", async () => {
  const user = await signUpUser(server, "Ann Headers");
  const json = { "Content-Type": "application/json" };
  const responses = {
    query: await fetch(`${server.url}/api/query`, { method: "POST", headers: { ...json, Authorization: `Bearer ${user.token}` }, body: JSON.stringify({ path: "users.current", args: {} }) }),
    functionError: await fetch(`${server.url}/api/mutation`, { method: "POST", headers: json, body: JSON.stringify({ path: "rooms.joinRoom", args: { code: "ABCDEF", sessionId: "s" } }) }),
    badJson: await fetch(`${server.url}/api/mutation`, { method: "POST", headers: json, body: "{" }),
    unknownRoute: await fetch(`${server.url}/api/nothing-here`),
    health: await fetch(`${server.url}/api/health`),
    site: await fetch(`${server.url}/api/site`),
    oauthCallback: await fetch(`${server.url}/api/auth/callback/github?code=x&state=y`, { redirect: "manual" }),
  };
  for (const [what, response] of Object.entries(responses)) {
    expect({ what, cache: response.headers.get("cache-control") }).toEqual({ what, cache: "no-store" });
    expect({ what, policy: response.headers.get("permissions-policy") }).toEqual({ what, policy: expect.stringContaining("camera=()") });
  }
  expect(responses.query.status).toBe(200);
  expect(responses.badJson.status).toBe(400);
});
