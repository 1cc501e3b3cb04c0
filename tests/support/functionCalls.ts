// The app's HTTP function endpoints (POST /api/query|mutation|action) for integration tests,
// browser-test set-up and benchmarks: one caller, and one way to demand a success or a refusal.
export type FunctionKind = "query" | "mutation" | "action";
/** An answer; `T` is the value's type where the caller knows the function (tests/support/typedCalls.ts). */
export type Envelope<T = unknown> = { status: "success"; value: T } | { status: "error"; errorMessage: string; errorData?: unknown };

/** Where the app listens: a test server (or anything with its URL, such as a proxy), or a base URL. */
export type Endpoint = string | { url: string };

/** Without a token the call is made as nobody; `headers` adds to the request's (X-Forwarded-For, as a proxy sends). */
export async function callFunction(at: Endpoint, kind: FunctionKind, path: string, args: unknown = {}, token?: string | null, headers: Record<string, string> = {}): Promise<{ http: number; body: Envelope }> {
  const response = await fetch(`${typeof at === "string" ? at : at.url}/api/${kind}`, {
    method: "POST",
    headers: { "Content-Type": "application/json", ...(token ? { Authorization: `Bearer ${token}` } : {}), ...headers },
    body: JSON.stringify({ path, args }),
  });
  return { http: response.status, body: (await response.json()) as Envelope };
}

/** The value of a successful answer; throws (failing the test) with the refusal otherwise. */
export function valueOf<T>(path: string, body: Envelope<T>): T {
  if (body.status !== "success") throw new Error(`${path} failed: ${body.errorMessage}`);
  return body.value;
}

/** The message of a refusal; throws (failing the test) if the call succeeded. */
export function errorMessageOf(path: string, body: Envelope): string {
  if (body.status !== "error") throw new Error(`${path} unexpectedly succeeded with ${JSON.stringify(body.value)}`);
  return body.errorMessage;
}

/** By path, for browser-test set-up and benchmarks; tests call through `as(...)` (typedCalls.ts), typed by the definition. */
export async function callOk(at: Endpoint, kind: FunctionKind, path: string, args: unknown = {}, token?: string | null): Promise<any> {
  return valueOf<any>(path, (await callFunction(at, kind, path, args, token)).body);
}

export interface PasswordAccount {
  name: string;
  email: string;
  password: string;
}

/** Signs a new password account up through auth.signIn; its tokens. */
export async function signUpWithPassword(at: Endpoint, { name, email, password }: PasswordAccount): Promise<{ token: string; refreshToken: string }> {
  const params = { flow: "signUp", email, password, confirmPassword: password, name };
  const { body } = await callFunction(at, "action", "auth.signIn", { provider: "password", params });
  if (body.status !== "success") throw new Error(`sign-up of ${name} failed: ${body.errorMessage}`);
  return (body.value as { tokens: { token: string; refreshToken: string } }).tokens;
}
