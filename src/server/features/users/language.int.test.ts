// A person's language kept on their account (issue 35): set from one device, read on another;
// only the signed-in person sets their own, and only a language the product speaks.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { callFunction, signUpWithPassword } from "../../../../tests/support/functionCalls";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api, as } from "../../../../tests/support/typedCalls";

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

let counter = 0;
const signUp = (name: string, email = `lang${++counter}-${Date.now()}@example.com`) => signUpWithPassword(server, { name, email, password: "secret123" });

/** Another device: a new session of the account, signed in with its password. */
async function signInElsewhere(email: string): Promise<string> {
  const { body } = await callFunction(server, "action", "auth.signIn", { provider: "password", params: { flow: "signIn", email, password: "secret123" } });
  if (body.status !== "success") throw new Error(`sign-in failed: ${body.errorMessage}`);
  return (body.value as { tokens: { token: string } }).tokens.token;
}

describe("users.setLanguage", () => {
  it("keeps the choice on the account: every session of the person reads it", async () => {
    const email = `lang${++counter}-${Date.now()}@example.com`;
    const ada = await signUp("Ada", email);
    expect(await as(server, ada.token).call(api.users.current, {})).toMatchObject({ language: null });
    await as(server, ada.token).call(api.users.setLanguage, { language: "ja" });
    const secondDevice = await signInElsewhere(email);
    expect(await as(server, secondDevice).call(api.users.current, {})).toMatchObject({ language: "ja" });
  });

  it("changes only the caller's own account", async () => {
    const [ada, bob] = await Promise.all([signUp("Ada"), signUp("Bob")]);
    await as(server, ada.token).call(api.users.setLanguage, { language: "de" });
    await as(server, bob.token).call(api.users.setLanguage, { language: "pl" });
    expect(await as(server, ada.token).call(api.users.current, {})).toMatchObject({ language: "de" });
    expect(await as(server, bob.token).call(api.users.current, {})).toMatchObject({ language: "pl" });
  });

  it("refuses a signed-out caller and a language the product does not speak", async () => {
    const ada = await signUp("Ada");
    expect(await as(server, null).refusal(api.users.setLanguage, { language: "fr" })).toMatch(/signed in/);
    for (const language of ["sv", "en-XA", "x".repeat(500)]) {
      expect((await callFunction(server, "mutation", "users.setLanguage", { language }, ada.token)).http).toBe(400);
    }
    expect(await as(server, ada.token).call(api.users.current, {})).toMatchObject({ language: null });
  });
});
