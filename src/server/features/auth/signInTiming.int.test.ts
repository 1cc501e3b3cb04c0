// A sign-in for an email with no account does the same argon2 work as one with a wrong password,
// so how long the answer takes does not tell whether the account exists. The real argon2 runs;
// the test only counts its verifications and notes the parameters of the hash each one checks.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { callFunction } from "../../../../tests/support/functionCalls";
import { signUpUser } from "../../../../tests/support/users";
import { MESSAGES } from "../../../shared/messages";

const verified = vi.hoisted(() => [] as string[]);
vi.mock("@node-rs/argon2", async (importOriginal) => {
  const real = await importOriginal<typeof import("@node-rs/argon2")>();
  return {
    ...real,
    verify: (hashed: string, ...rest: Parameters<typeof real.verify> extends [unknown, ...infer R] ? R : never) => {
      // "$argon2id$v=19$m=19456,t=2,p=1$salt$hash" -> "argon2id$v=19$m=19456,t=2,p=1"
      verified.push(hashed.split("$").slice(1, 4).join("$"));
      return real.verify(hashed, ...rest);
    },
  };
});

let server: TestServer;
beforeAll(async () => {
  // Production's argon2 cost, as the timing this test is about depends on it.
  server = await startTestServer({ passwordHashing: "production" });
});
afterAll(() => server?.close());

const signIn = (email: string, password: string) => callFunction(server, "action", "auth.signIn", { provider: "password", params: { flow: "signIn", email, password } });

describe("sign-in timing", () => {
  it("verifies a password against a hash of the same cost whether or not the account exists", async () => {
    const { email } = await signUpUser(server, "Tia Timing");
    verified.length = 0;
    expect((await signIn(email, "wrong-password")).body).toMatchObject({ errorMessage: MESSAGES.auth.serverInvalidPassword });
    expect((await signIn(`nobody-${Date.now()}@example.com`, "wrong-password")).body).toMatchObject({ errorMessage: MESSAGES.auth.serverUnknownAccount });
    expect(verified).toHaveLength(2);
    expect(verified[1]).toBe(verified[0]);
    expect(verified[0]).toBe("argon2id$v=19$m=19456,t=2,p=1");
  });
});
