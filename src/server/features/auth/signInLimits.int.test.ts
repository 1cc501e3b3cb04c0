// Password sign-in against guessing: beside the limit per address and email, failures lock an
// account out across addresses and an address out across accounts, longer each time, with a
// sentence that says how long. The server believes one proxy hop, so each request here names
// its own client address in X-Forwarded-For, as a proxy in front would.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callFunction } from "../../../../tests/support/functionCalls";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { mapSignInError, MESSAGES, signInLockedOut } from "../../../shared/messages";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer({ env: { TRUST_PROXY: "1", RATE_LIMITS: "on" } });
});
afterAll(() => server?.close());

let counter = 0;
const freshEmail = () => `guarded${++counter}-${Date.now()}@example.com`;
let addressCounter = 0;
const freshAddress = () => `198.51.${Math.floor(++addressCounter / 250)}.${(addressCounter % 250) + 1}`;

async function signIn(flow: "signIn" | "signUp", email: string, password: string, from: string): Promise<{ status: string; errorMessage?: string }> {
  const params = flow === "signUp" ? { flow, email, password, confirmPassword: password, name: "Gia Guarded" } : { flow, email, password };
  return (await callFunction(server, "action", "auth.signIn", { provider: "password", params }, null, { "X-Forwarded-For": from })).body;
}

async function account(): Promise<string> {
  const email = freshEmail();
  expect((await signIn("signUp", email, "right-password", freshAddress())).status).toBe("success");
  return email;
}

describe("sign-in lockouts", () => {
  it("locks an account out after failures from many addresses, and says for how long", async () => {
    const email = await account();
    const failures = server.app.services.runtime.app.auth.rateLimits!.account.rule.failures;
    // One attempt per address: the limit per address and email never comes into play.
    for (let i = 0; i < failures; i++) expect((await signIn("signIn", email, `guess-${i}`, freshAddress())).errorMessage).toBe(MESSAGES.auth.serverInvalidPassword);
    const locked = await signIn("signIn", email, "right-password", freshAddress());
    expect(locked).toMatchObject({ status: "error", errorMessage: signInLockedOut(5 * 60_000) });
    expect(locked.errorMessage).toBe("Too many failed sign-in attempts. Please wait 5 minutes and try again.");
    // The sign-in form shows the sentence as it is.
    expect(mapSignInError(locked.errorMessage)).toBe(locked.errorMessage);
    // Other accounts are not affected.
    expect((await signIn("signIn", await account(), "right-password", freshAddress())).status).toBe("success");
  });

  it("locks an address out after failures across many accounts, unknown ones included", async () => {
    const address = freshAddress();
    const known = await account();
    const failures = server.app.services.runtime.app.auth.rateLimits!.address.rule.failures;
    for (let i = 0; i < failures; i++) {
      const answer = await signIn("signIn", freshEmail(), "guess", address);
      expect(answer.errorMessage).toBe(MESSAGES.auth.serverUnknownAccount);
    }
    expect(await signIn("signIn", known, "right-password", address)).toMatchObject({ status: "error", errorMessage: signInLockedOut(5 * 60_000) });
    // The account itself is fine from elsewhere.
    expect((await signIn("signIn", known, "right-password", freshAddress())).status).toBe("success");
  });

  it("does not lock the owner out at an address that signed in to the account before (issue 30)", async () => {
    const email = await account();
    const home = freshAddress();
    expect((await signIn("signIn", email, "right-password", home)).status).toBe("success");
    const failures = server.app.services.runtime.app.auth.rateLimits!.account.rule.failures;
    // Somebody who knows the address fails on purpose from elsewhere: the account is locked...
    for (let i = 0; i < failures; i++) expect((await signIn("signIn", email, `guess-${i}`, freshAddress())).errorMessage).toBe(MESSAGES.auth.serverInvalidPassword);
    expect(await signIn("signIn", email, "right-password", freshAddress())).toMatchObject({
      errorMessage: "Too many failed sign-in attempts. Please wait 5 minutes and try again.",
    });
    // ...but not where its owner signed in before.
    expect((await signIn("signIn", email, "right-password", home)).status).toBe("success");
  });

  it("keeps the spec's two sign-in answers before any lockout", async () => {
    const email = await account();
    expect((await signIn("signIn", email, "wrong", freshAddress())).errorMessage).toBe(MESSAGES.auth.serverInvalidPassword);
    expect((await signIn("signIn", freshEmail(), "wrong", freshAddress())).errorMessage).toBe(MESSAGES.auth.serverUnknownAccount);
    expect((await signIn("signIn", email, "right-password", freshAddress())).status).toBe("success");
  });
});
