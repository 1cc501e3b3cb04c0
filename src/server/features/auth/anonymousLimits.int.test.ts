// Issue 30, limits that hold: every anonymous entry point that writes or hashes is limited per
// client address (reset requests, resets, GitHub sign-in starts, verification links), and a reset
// looks its token up before it hashes the new password, so bogus links cost no argon2 work. The
// server believes one proxy hop, so each request names its client address in X-Forwarded-For.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGithub, type FakeGithub } from "../../../../tests/support/fakeGithub";
import { callFunction } from "../../../../tests/support/functionCalls";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";

const TOO_MANY = "Too many attempts. Please wait a minute and try again.";
const RESET_INVALID = "This reset link has expired or was already used. Please ask for a new one.";

let server: TestServer;
let github: FakeGithub;

beforeAll(async () => {
  github = await startFakeGithub();
  server = await startTestServer({ env: { ...github.env, TRUST_PROXY: "1", RATE_LIMITS: "on" } });
});
afterAll(async () => {
  await server?.close();
  await github?.close();
});

let addressCounter = 0;
const freshAddress = () => `203.0.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;
const from = (address: string, path: string, args: unknown) => callFunction(server, "action", path, args, null, { "X-Forwarded-For": address }).then((r) => r.body);

describe("anonymous entry points, per client address", () => {
  it("bogus reset tokens cost no password hash, and are limited", async () => {
    const auth = server.app.services.runtime.app.auth;
    const hash = auth.hashPassword;
    let hashes = 0;
    auth.hashPassword = (password) => {
      hashes++;
      return hash(password);
    };
    try {
      const address = freshAddress();
      const answers: string[] = [];
      for (let i = 0; i < 30; i++) {
        const body = await from(address, "auth.resetPassword", { token: `bogus-token-${i}`, password: "new-secret-1", confirmPassword: "new-secret-1" });
        answers.push(body.status === "error" ? body.errorMessage : "success");
      }
      expect(hashes).toBe(0);
      expect(answers[0]).toBe(RESET_INVALID);
      expect(answers.at(-1)).toBe(TOO_MANY);
      expect(answers.filter((a) => a === RESET_INVALID)).toHaveLength(auth.rateLimits!.reset.limit);
      // Another address is not affected.
      expect(await from(freshAddress(), "auth.resetPassword", { token: "bogus", password: "new-secret-1", confirmPassword: "new-secret-1" })).toMatchObject({
        errorMessage: RESET_INVALID,
      });
    } finally {
      auth.hashPassword = hash;
    }
  });

  it("10,000 GitHub sign-in starts from one address are limited, and the database stays small", async () => {
    const address = freshAddress();
    const db = server.app.services.database.db;
    const rows = async () => Number((await db.selectFrom("oauth_states").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);
    const before = await rows();
    let started = 0;
    let refused = 0;
    for (let batch = 0; batch < 10_000 / 50; batch++) {
      const answers = await Promise.all(Array.from({ length: 50 }, () => from(address, "auth.signIn", { provider: "github", params: {} })));
      for (const answer of answers) {
        if (answer.status === "success") started++;
        // The function's own limit, or the HTTP endpoint's per-address one once past it.
        else if (answer.errorMessage === TOO_MANY || answer.errorMessage === "Too many requests. Please wait a minute and try again.") refused++;
      }
    }
    const limit = server.app.services.runtime.app.auth.rateLimits!.githubStart.limit;
    expect(started).toBe(limit);
    expect(refused).toBe(10_000 - limit);
    expect((await rows()) - before).toBe(limit);
    // Somebody else can still start one.
    expect(await from(freshAddress(), "auth.signIn", { provider: "github", params: {} })).toMatchObject({ status: "success" });
    // Ten thousand HTTP calls take a while on a shared machine; nothing here measures time.
  }, 180_000);

  it("limits reset requests per address, whatever the recipient", async () => {
    const address = freshAddress();
    const limit = server.app.services.runtime.app.auth.rateLimits!.resetRequest.limit;
    for (let i = 0; i < limit; i++) expect(await from(address, "auth.requestPasswordReset", { email: `nobody${i}-${Date.now()}@example.com` })).toMatchObject({ status: "success" });
    expect(await from(address, "auth.requestPasswordReset", { email: `one-more-${Date.now()}@example.com` })).toMatchObject({ errorMessage: TOO_MANY });
  });

  it("limits verification links tried per address", async () => {
    const address = freshAddress();
    const limit = server.app.services.runtime.app.auth.rateLimits!.verification.limit;
    for (let i = 0; i < limit; i++) expect(await from(address, "auth.verifyEmail", { token: `bogus-${i}` })).toMatchObject({ errorMessage: expect.stringMatching(/expired or was already used/) });
    expect(await from(address, "auth.verifyEmail", { token: "bogus" })).toMatchObject({ errorMessage: TOO_MANY });
    expect(await from(address, "auth.rejectEmailVerification", { token: "bogus" })).toMatchObject({ errorMessage: TOO_MANY });
  });
});
