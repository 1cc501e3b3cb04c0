// Signed-in users for integration tests: real password sign-ups through auth.signIn (test
// servers run with RATE_LIMITS=off), and a small HTTP caller for the function endpoints.
import { randomUUID } from "node:crypto";
import type { TestServer } from "./testServer";

export type FunctionKind = "query" | "mutation" | "action";
export type Envelope = { status: "success"; value: any } | { status: "error"; errorMessage: string; errorData?: unknown };

export interface SignedUpUser {
  token: string;
  refreshToken: string;
  userId: string;
  name: string;
  email: string;
}

export async function callFunction(server: TestServer, kind: FunctionKind, path: string, args: unknown = {}, token?: string): Promise<{ http: number; body: Envelope }> {
  const response = await fetch(`${server.url}/api/${kind}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ path, args }),
  });
  return { http: response.status, body: (await response.json()) as Envelope };
}

export async function signUpUser(server: TestServer, name: string): Promise<SignedUpUser> {
  const email = `${name.toLowerCase().replace(/[^a-z0-9]+/g, "-")}-${randomUUID().slice(0, 8)}@example.com`;
  const password = "secret-password";
  const { body } = await callFunction(server, "action", "auth.signIn", {
    provider: "password",
    params: { flow: "signUp", email, password, confirmPassword: password, name },
  });
  if (body.status !== "success") throw new Error(`sign-up of ${name} failed: ${body.errorMessage}`);
  const { token, refreshToken } = body.value.tokens as { token: string; refreshToken: string };
  const me = await callFunction(server, "query", "users.current", {}, token);
  if (me.body.status !== "success" || !me.body.value) throw new Error(`users.current did not recognise ${name}'s token`);
  return { token, refreshToken, userId: me.body.value._id as string, name, email };
}
