// Signed-in users for integration tests: real password sign-ups through auth.signIn (test
// servers run with RATE_LIMITS=off).
import { randomUUID } from "node:crypto";
import { signUpWithPassword } from "./functionCalls";
import type { TestServer } from "./testServer";
import type { ResultOf } from "../../src/shared/functionReference";
import { api, as } from "./typedCalls";

export interface SignedUpUser {
  token: string;
  refreshToken: string;
  userId: string;
  name: string;
  email: string;
}

export async function signUpUser(server: TestServer, name: string): Promise<SignedUpUser> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 8)}@example.com`;
  const { token, refreshToken } = await signUpWithPassword(server, { name, email, password: "secret-password" });
  const me = await as(server, token).call(api.users.current, {});
  if (!me) throw new Error(`users.current did not recognise ${name}'s token`);
  return { token, refreshToken, userId: me._id, name, email };
}

type SignInResult = ResultOf<typeof api.auth.signIn>;

/** The tokens of an auth.signIn answer; fails the test if it answered with a redirect instead. */
export function tokensOf(result: SignInResult): { token: string; refreshToken: string } {
  if (!("tokens" in result)) throw new Error(`auth.signIn answered with a redirect to ${result.redirect}, not tokens`);
  return result.tokens;
}

/** The redirect of an auth.signIn answer (GitHub's first step); fails the test if it answered with tokens instead. */
export function redirectOf(result: SignInResult): { redirect: string; verifier: string } {
  if (!("redirect" in result)) throw new Error("auth.signIn answered with tokens, not a redirect");
  return result;
}
