// Every API answer is personal or live: no cache (browser, proxy, CDN) may keep it. And no page
// of ours needs the camera, the microphone or the like, so the browser is told to refuse them.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
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

it("sends a hashed script only the headers a script uses, and the page that loads it every document policy", async () => {
  const webDir = mkdtempSync(join(tmpdir(), "web-headers-"));
  mkdirSync(join(webDir, "assets"));
  writeFileSync(join(webDir, "index.html"), "<!doctype html><html><head><title>Planning Poker</title></head><body></body></html>");
  writeFileSync(join(webDir, "assets", "index-abc123.js"), "console.log(1)");
  const web = await startTestServer({ webDir });
  try {
    const script = await fetch(`${web.url}/assets/index-abc123.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get("x-content-type-options")).toBe("nosniff");
    expect(script.headers.get("cross-origin-resource-policy")).toBe("same-origin");
    expect(script.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    for (const documentHeader of ["content-security-policy", "strict-transport-security", "x-frame-options", "referrer-policy", "cross-origin-opener-policy", "permissions-policy"]) {
      expect({ documentHeader, value: script.headers.get(documentHeader) }).toEqual({ documentHeader, value: null });
    }

    const page = await fetch(`${web.url}/terms-of-service`);
    expect(page.status).toBe(200);
    expect(page.headers.get("content-security-policy")).toContain("default-src 'self'");
    expect(page.headers.get("x-frame-options")).toBe("SAMEORIGIN");
    expect(page.headers.get("strict-transport-security")).toContain("max-age=");
    expect(page.headers.get("permissions-policy")).toContain("camera=()");
    expect(page.headers.get("x-content-type-options")).toBe("nosniff");
  } finally {
    await web.close();
    rmSync(webDir, { recursive: true, force: true });
  }
});
