// Issue 30: the GitHub callback's URL carries a one-time code and the flow's state; neither is
// written to the log at info (the request line keeps the path, without its query).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGithub, type FakeGithub } from "../../../../tests/support/fakeGithub";
import { api, as } from "../../../../tests/support/typedCalls";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { redirectOf } from "../../../../tests/support/users";

const lines: string[] = [];
let server: TestServer;
let github: FakeGithub;

beforeAll(async () => {
  github = await startFakeGithub();
  server = await startTestServer({ env: { ...github.env, LOG_LEVEL: "info" }, logDestination: { write: (line) => void lines.push(line) } });
});
afterAll(async () => {
  await server?.close();
  await github?.close();
});

describe("the GitHub callback in the log", () => {
  it("names the path but neither the code nor the state", async () => {
    const started = redirectOf(await as(server, null).call(api.auth.signIn, { provider: "github", params: {} }));
    const state = new URL(started.redirect).searchParams.get("state")!;
    const atGithub = await fetch(started.redirect, { redirect: "manual" });
    const callback = new URL(atGithub.headers.get("location")!);
    const code = callback.searchParams.get("code")!;
    const landed = await fetch(callback, { redirect: "manual" });
    expect(landed.status).toBe(302);
    const signInCode = new URL(landed.headers.get("location")!).searchParams.get("code")!;

    const log = lines.join("");
    expect(log).toContain("/api/auth/callback/github");
    for (const secret of [code, state, signInCode]) expect(log).not.toContain(secret);
  });
});
