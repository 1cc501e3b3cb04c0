// Accounts end to end against a real server: password sign-up/sign-in, refresh rotation and
// reuse detection, token checks, rate limits, GitHub through the callback route against the
// fake GitHub, and a revoked session's socket losing its private data.
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGithub, type FakeGithub } from "../../../../tests/support/fakeGithub";
import { callFunction, signUpWithPassword, valueOf, type Envelope, type FunctionKind } from "../../../../tests/support/functionCalls";
import type { ResultOf } from "../../../shared/functionReference";
import { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import type { ServerMessage, TransitionMessage } from "../../../shared/protocol";
import { createAuthRateLimits } from "./rateLimit";
import { MemoryLimitStore } from "../../limits/limitStore";
import { pruneExpiredAuthData } from "./data/authSessions";
import { deriveAccessTokenKey, signAccessToken } from "./tokens";
import { api, as } from "../../../../tests/support/typedCalls";
import { redirectOf, tokensOf } from "../../../../tests/support/users";

let server: TestServer;
let github: FakeGithub;
const sockets: RawSyncClient[] = [];

beforeAll(async () => {
  github = await startFakeGithub();
  server = await startTestServer({ env: github.env });
  // Most tests sign up many users from 127.0.0.1; the rate-limit test turns limits back on.
});
afterAll(async () => {
  await Promise.all(sockets.map((s) => s.close()));
  await server?.close();
  await github?.close();
});

const call = (kind: FunctionKind, path: string, args: unknown = {}, token?: string) => callFunction(server, kind, path, args, token);

let emailCounter = 0;
const freshEmail = () => `person${++emailCounter}-${Date.now()}@example.com`;
type Tokens = { token: string; refreshToken: string };

async function signUp(email = freshEmail(), password = "secret123"): Promise<Tokens & { email: string }> {
  return { ...(await signUpWithPassword(server, { name: "Ada Lovelace", email, password })), email };
}

const refresh = (refreshToken: string) => call("action", "auth.signIn", { refreshToken });

describe("password accounts", () => {
  it("signs up, then users.current shows the user only with the token", async () => {
    const { token, refreshToken, email } = await signUp();
    expect(refreshToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const me = await as(server, token).call(api.users.current, {});
    expect(me).toEqual({ _id: expect.any(String), name: "Ada Lovelace", email, image: null, theme: null, language: null, firstVisit: true });
    expect(await as(server, null).call(api.users.current, {})).toBeNull();
  });

  it("calls only the session that created the account a first visit", async () => {
    const { token, email } = await signUp();
    await new Promise((resolve) => setTimeout(resolve, 5));
    const again = await as(server, null).call(api.auth.signIn, { provider: "password", params: { flow: "signIn", email, password: "secret123" } });
    expect(await as(server, tokensOf(again).token).call(api.users.current, {})).toMatchObject({ firstVisit: false });
    expect(await as(server, token).call(api.users.current, {})).toMatchObject({ firstVisit: true });
  });

  it("tells each live session of one user its own first visit (a query that reads the session is not shared across sessions)", async () => {
    const { token, email } = await signUp();
    const again = await as(server, null).call(api.auth.signIn, { provider: "password", params: { flow: "signIn", email, password: "secret123" } });
    const firstVisitSeenBy = async (sessionToken: string): Promise<unknown> => {
      const socket = await RawSyncClient.connect(server.wsUrl, { token: sessionToken });
      sockets.push(socket);
      const initial = socket.next<TransitionMessage>((m) => m.type === "Transition" && m.modifications.some((x) => x.queryId === 1 && x.type === "QueryUpdated"));
      socket.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "users.current", args: {} }], remove: [] });
      const update = (await initial).modifications.find((x) => x.queryId === 1) as unknown as { value: { firstVisit: boolean } };
      return update.value.firstVisit;
    };
    expect(await firstVisitSeenBy(token)).toBe(true);
    expect(await firstVisitSeenBy(tokensOf(again).token)).toBe(false);
  });

  it("refuses a taken email (any case) and the spec's bad forms with the spec's messages", async () => {
    const { email } = await signUp();
    const form = { flow: "signUp" as const, email: email.toUpperCase(), password: "secret123", confirmPassword: "secret123", name: "Bob" };
    expect(await as(server, null).refusal(api.auth.signIn, { provider: "password", params: form })).toBe("An account with this email already exists");
    const other = { ...form, email: freshEmail() };
    expect(await as(server, null).refusal(api.auth.signIn, { provider: "password", params: { ...other, name: " B " } })).toBe("Name must be at least 2 characters long");
    expect(await as(server, null).refusal(api.auth.signIn, { provider: "password", params: { ...other, confirmPassword: "secret124" } })).toBe("Passwords do not match");
    expect(await as(server, null).refusal(api.auth.signIn, { provider: "password", params: { ...other, password: "12345", confirmPassword: "12345" } })).toMatch(/at least 6/);
    expect(await as(server, null).refusal(api.auth.signIn, { provider: "password", params: { ...other, email: "not-an-email" } })).toMatch(/valid email/);
  });

  it("signs in; a wrong password says 'Invalid password', an unknown email does not", async () => {
    const { email } = await signUp(undefined, "right-password");
    const signIn = (e: string, password: string) => call("action", "auth.signIn", { provider: "password", params: { flow: "signIn", email: e, password } });
    const good = await signIn(` ${email.toUpperCase()} `, "right-password");
    expect(good.body.status).toBe("success");
    const wrong = await signIn(email, "wrong-password");
    expect(wrong.http).toBe(560);
    expect(wrong.body.status === "error" && wrong.body.errorMessage).toContain("Invalid password");
    const unknown = await signIn(freshEmail(), "whatever");
    expect(unknown.body.status === "error" && unknown.body.errorMessage).not.toContain("Invalid password");
  });

  it("refuses over-long strings before doing any work", async () => {
    const { http, body } = await call("action", "auth.signIn", { provider: "password", params: { flow: "signIn", email: "a".repeat(5000), password: "x" } });
    expect(http).toBe(400);
    expect(body.status).toBe("error");
  });

  it("keeps the theme per user", async () => {
    const { token } = await signUp();
    await as(server, token).call(api.users.setTheme, { theme: "dark" });
    expect(await as(server, token).call(api.users.current, {})).toMatchObject({ theme: "dark" });
    expect(await as(server, null).refusal(api.users.setTheme, { theme: "dark" })).toMatch(/signed in/);
    expect((await call("mutation", "users.setTheme", { theme: "purple" }, token)).http).toBe(400);
  });
});

describe("tokens", () => {
  it("rotates the refresh token on every use; the new access token works", async () => {
    const first = await signUp();
    const second = (await refresh(first.refreshToken)).body;
    expect(second.status).toBe("success");
    const { token, refreshToken } = tokensOf(valueOf(api.auth.signIn.path, second as Envelope<ResultOf<typeof api.auth.signIn>>));
    expect(refreshToken).not.toBe(first.refreshToken);
    expect(decodeJwt(token).sid).toBe(decodeJwt(first.token).sid);
    expect(await as(server, token).call(api.users.current, {})).toMatchObject({ email: first.email });
    expect((await refresh(refreshToken)).body.status).toBe("success");
  });

  it("a reused old refresh token revokes the whole session", async () => {
    const a = await signUp();
    const b = tokensOf(await as(server, null).call(api.auth.signIn, { refreshToken: a.refreshToken }));
    const c = tokensOf(await as(server, null).call(api.auth.signIn, { refreshToken: b.refreshToken }));
    // Replaying A after its replacement B was itself used: someone else holds a copy.
    expect(await as(server, null).refusal(api.auth.signIn, { refreshToken: a.refreshToken })).toMatch(/sign in again/);
    expect((await call("query", "users.current", {}, c.token)).http).toBe(401);
    expect(await as(server, null).refusal(api.auth.signIn, { refreshToken: c.refreshToken })).toBe("Your session has expired. Please sign in again.");
  });

  it("two tabs refreshing with the same token at once both stay signed in", async () => {
    const a = await signUp();
    const [x, y] = await Promise.all([refresh(a.refreshToken), refresh(a.refreshToken)]);
    expect([x.body.status, y.body.status]).toEqual(["success", "success"]);
  });

  it("a refresh token reused within the grace window keeps no chain of its own", async () => {
    const a = await signUp();
    const b = tokensOf(await as(server, null).call(api.auth.signIn, { refreshToken: a.refreshToken }));
    // A second use of A at once (another tab, a lost answer) gets a sibling of B.
    const sibling = tokensOf(await as(server, null).call(api.auth.signIn, { refreshToken: a.refreshToken }));
    const c = tokensOf(await as(server, null).call(api.auth.signIn, { refreshToken: b.refreshToken }));
    // B's chain went on, so the sibling's branch is dead: using it is a copy in other hands.
    expect(await as(server, null).refusal(api.auth.signIn, { refreshToken: sibling.refreshToken })).toMatch(/sign in again/);
    expect((await call("query", "users.current", {}, c.token)).http).toBe(401);
    expect((await refresh(c.refreshToken)).body.status).toBe("error");
  });

  it("refuses an unknown refresh token", async () => {
    expect(await as(server, null).refusal(api.auth.signIn, { refreshToken: "x".repeat(43) })).toBe("Your session has expired. Please sign in again.");
  });

  it("refuses an expired access token; the refresh token then issues a working one", async () => {
    const { token, refreshToken } = await signUp();
    const claims = decodeJwt(token);
    const expired = await signAccessToken(server.app.services.runtime.app.auth.accessTokenKey, { userId: claims.sub!, sessionId: claims.sid as string }, Date.now() - 2 * 60 * 60 * 1000);
    const refused = await call("query", "users.current", {}, expired);
    expect(refused.http).toBe(401);
    expect(refused.body.status === "error" && refused.body.errorMessage).toBe("Your session has expired. Please sign in again.");
    const fresh = tokensOf(await as(server, null).call(api.auth.signIn, { refreshToken }));
    expect(await as(server, fresh.token).call(api.users.current, {})).toMatchObject({ _id: claims.sub });
  });

  it("refuses tampered and foreign-signed tokens", async () => {
    const victim = await signUp();
    const attacker = await signUp();
    const [header, , signature] = attacker.token.split(".");
    const payload = { ...decodeJwt(attacker.token), sub: decodeJwt(victim.token).sub, sid: decodeJwt(victim.token).sid };
    const tampered = `${header}.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.${signature}`;
    expect((await call("query", "users.current", {}, tampered)).http).toBe(401);
    const foreign = await signAccessToken(deriveAccessTokenKey("some-other-secret-some-other-secret-0123"), { userId: payload.sub!, sessionId: payload.sid as string });
    expect((await call("query", "users.current", {}, foreign)).http).toBe(401);
  });

  it("signOut ends the session: the access and refresh tokens stop working", async () => {
    const { token, refreshToken } = await signUp();
    expect(await as(server, token).call(api.auth.signOut, {})).toBeNull();
    expect((await call("query", "users.current", {}, token)).http).toBe(401);
    expect((await refresh(refreshToken)).body.status).toBe("error");
    expect(await as(server, null).call(api.auth.signOut, {})).toBeNull();
  });
});

describe("rate limits", () => {
  it("answers with the clear message after too many sign-in attempts for one email", async () => {
    // Test servers run with RATE_LIMITS=off; these tests switch this server's limits on.
    server.app.services.runtime.app.auth.rateLimits = createAuthRateLimits(new MemoryLimitStore());
    try {
      const { email } = await signUp(undefined, "right-password");
      const attempt = () => call("action", "auth.signIn", { provider: "password", params: { flow: "signIn", email, password: "wrong" } });
      for (let i = 0; i < 10; i++) expect((await attempt()).body).toMatchObject({ errorMessage: "Invalid password" });
      expect((await attempt()).body).toMatchObject({ status: "error", errorMessage: "Too many attempts. Please wait a minute and try again." });
      // The right password is refused too while limited; another email is not limited.
      const right = await call("action", "auth.signIn", { provider: "password", params: { flow: "signIn", email, password: "right-password" } });
      expect(right.body).toMatchObject({ errorMessage: "Too many attempts. Please wait a minute and try again." });
      expect((await call("action", "auth.signIn", { provider: "password", params: { flow: "signIn", email: freshEmail(), password: "x" } })).body).not.toMatchObject({
        errorMessage: "Too many attempts. Please wait a minute and try again.",
      });
    } finally {
      server.app.services.runtime.app.auth.rateLimits = null;
    }
  });

  it("limits sign-ups per address", async () => {
    // Test servers run with RATE_LIMITS=off; these tests switch this server's limits on.
    server.app.services.runtime.app.auth.rateLimits = createAuthRateLimits(new MemoryLimitStore());
    try {
      const messages: string[] = [];
      for (let i = 0; i < 21; i++) {
        const { body } = await call("action", "auth.signIn", { provider: "password", params: { flow: "signUp", email: freshEmail(), password: "x", name: "Li" } });
        messages.push(body.status === "error" ? body.errorMessage : "ok");
      }
      // Attempts count even when the form is wrong, so probing is limited too.
      expect(messages.slice(0, 20).every((m) => m.includes("at least 6"))).toBe(true);
      expect(messages[20]).toBe("Too many attempts. Please wait a minute and try again.");
    } finally {
      server.app.services.runtime.app.auth.rateLimits = null;
    }
  });
});

/** The browser's part of GitHub sign-in: start, follow GitHub's redirect, land on the callback. */
async function githubSignIn(login: string | null, redirectTo?: string) {
  github.setNextUser(login);
  const started = redirectOf(await as(server, null).call(api.auth.signIn, { provider: "github", params: redirectTo ? { redirectTo } : {} }));
  const atGithub = await fetch(started.redirect, { redirect: "manual" });
  expect(atGithub.status).toBe(302);
  const callback = new URL(atGithub.headers.get("location")!);
  expect(callback.href.startsWith(`${server.config.publicUrl}/api/auth/callback/github?`)).toBe(true);
  const landed = await fetch(callback, { redirect: "manual" });
  github.setNextUser("octocat");
  expect(landed.status).toBe(302);
  return { verifier: started.verifier, authorizeUrl: new URL(started.redirect), landing: new URL(landed.headers.get("location")!) };
}

const redeem = (code: string, verifier: string) => call("action", "auth.signIn", { params: { code }, verifier });

describe("GitHub sign-in", () => {
  it("goes through GitHub and the callback to tokens for the GitHub user", async () => {
    const { verifier, authorizeUrl, landing } = await githubSignIn("octocat", "/room/ABC123");
    expect(authorizeUrl.searchParams.get("code_challenge_method")).toBe("S256");
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(landing.origin + landing.pathname).toBe(`${server.config.publicUrl}/room/ABC123`);
    const code = landing.searchParams.get("code")!;

    expect((await redeem(code, "not-the-verifier")).body.status).toBe("error");
    const { body } = await redeem(code, verifier);
    expect(body.status).toBe("success");
    const { token } = (body as { value: { tokens: Tokens } }).value.tokens;
    expect(await as(server, token).call(api.users.current, {})).toMatchObject({
      name: "The Octocat",
      email: "octocat@github.com",
      image: "https://avatars.githubusercontent.com/u/583231?v=4",
    });
    // The one-time code works once.
    expect((await redeem(code, verifier)).body.status).toBe("error");
  });

  it("signs the same GitHub account into the same user again, landing on / by default", async () => {
    const first = await githubSignIn("octocat");
    expect(first.landing.pathname).toBe("/");
    const a = tokensOf(await as(server, null).call(api.auth.signIn, { params: { code: first.landing.searchParams.get("code")! }, verifier: first.verifier }));
    const second = await githubSignIn("octocat");
    const b = tokensOf(await as(server, null).call(api.auth.signIn, { params: { code: second.landing.searchParams.get("code")! }, verifier: second.verifier }));
    expect(decodeJwt(a.token).sub).toBe(decodeJwt(b.token).sub);
    expect(decodeJwt(a.token).sid).not.toBe(decodeJwt(b.token).sid);
  });

  it("never joins a password account whose owner did not prove the email (pre-account takeover)", async () => {
    // Somebody signed up with an address they do not own; its owner then comes with GitHub.
    const squatter = await signUp();
    github.addUser({ id: 7_000_001, login: "ada-gh", name: "Ada on GitHub", emails: [{ email: squatter.email.toUpperCase(), primary: true, verified: true }] });
    const { landing } = await githubSignIn("ada-gh");
    expect(landing.href).toBe(`${server.config.publicUrl}/signin?error=link_required`);
    // The squatter's account gained no GitHub identity.
    expect(await as(server, squatter.token).call(api.account.signInMethods, {})).toMatchObject({ password: true, github: [], emailVerified: false });
  });

  it("refuses an account without a verified primary email", async () => {
    const { landing } = await githubSignIn("unverified");
    expect(landing.href).toBe(`${server.config.publicUrl}/signin?error=unverified_email`);
  });

  it("sends GitHub's bad_verification_code, a declined consent and a bad state to /signin", async () => {
    const started = redirectOf(await as(server, null).call(api.auth.signIn, { provider: "github", params: {} }));
    const state = new URL(started.redirect).searchParams.get("state")!;
    const callback = (query: string) => fetch(`${server.url}/api/auth/callback/github?${query}`, { redirect: "manual" }).then((r) => r.headers.get("location"));
    expect(await callback(`code=not-a-real-code&state=${state}`)).toBe(`${server.config.publicUrl}/signin?error=bad_verification_code`);
    // The state was used up by that attempt.
    expect(await callback(`code=whatever&state=${state}`)).toBe(`${server.config.publicUrl}/signin?error=invalid_state`);
    expect(await callback("code=whatever")).toBe(`${server.config.publicUrl}/signin?error=invalid_state`);
    const denied = await githubSignIn(null);
    expect(denied.landing.href).toBe(`${server.config.publicUrl}/signin?error=access_denied`);
  });

  it("only redirects within the site", async () => {
    const { landing } = await githubSignIn("octocat", "https://evil.example/steal");
    expect(landing.origin).toBe(server.config.publicUrl);
    expect(landing.pathname).toBe("/");
  });
});

const isTransition = (m: ServerMessage): m is TransitionMessage => m.type === "Transition";
const currentUserIn = (m: ServerMessage) => (isTransition(m) ? m.modifications.find((x) => x.queryId === 1) : undefined);

describe("live sessions", () => {
  it("a socket sees its user, live theme changes, and loses them when the session is revoked", async () => {
    const { token, refreshToken, email } = await signUp();
    const socket = await RawSyncClient.connect(server.wsUrl, { token });
    sockets.push(socket);
    socket.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "users.current", args: {} }], remove: [] });
    expect(currentUserIn(await socket.next((m) => currentUserIn(m) !== undefined))).toMatchObject({ value: { email, theme: null } });

    await as(server, token).call(api.users.setTheme, { theme: "light" });
    expect(await socket.valueMatching<{ theme: string | null }>(1, (user) => user?.theme === "light")).toMatchObject({ email, theme: "light" });

    // Reusing a replaced refresh token (after its replacement was used) revokes the session.
    const next = tokensOf(await as(server, null).call(api.auth.signIn, { refreshToken }));
    await as(server, null).call(api.auth.signIn, { refreshToken: next.refreshToken });
    const authError = socket.next((m) => m.type === "AuthError");
    const signedOut = socket.next((m) => currentUserIn(m) !== undefined);
    await call("action", "auth.signIn", { refreshToken });
    await authError;
    expect(currentUserIn(await signedOut)).toMatchObject({ type: "QueryUpdated", value: null });
  });

  it("signOut drops the caller's sockets to signed-out", async () => {
    const { token } = await signUp();
    const socket = await RawSyncClient.connect(server.wsUrl, { token });
    sockets.push(socket);
    socket.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "users.current", args: {} }], remove: [] });
    await socket.next((m) => (currentUserIn(m) as { value?: unknown } | undefined)?.value != null);
    const signedOut = socket.next((m) => currentUserIn(m) !== undefined);
    await as(server, token).call(api.auth.signOut, {});
    expect(currentUserIn(await signedOut)).toMatchObject({ value: null });
  });
});

describe("housekeeping", () => {
  it("drops expired sessions with their refresh tokens, and keeps live ones", async () => {
    const db = server.app.services.database.db;
    const live = await signUp();
    const old = await signUp();
    const oldSid = decodeJwt(old.token).sid as string;
    await db.updateTable("auth_sessions").set({ expires_at: Date.now() - 1000 }).where("id", "=", oldSid).execute();
    await pruneExpiredAuthData(db, Date.now());
    expect(await db.selectFrom("auth_sessions").select("id").where("id", "=", oldSid).executeTakeFirst()).toBeUndefined();
    expect(await db.selectFrom("refresh_tokens").select("id").where("session_id", "=", oldSid).executeTakeFirst()).toBeUndefined();
    expect(await as(server, live.token).call(api.users.current, {})).toMatchObject({ email: live.email });
  });
});

describe("without GitHub configured", () => {
  it("says GitHub sign-in is not available", async () => {
    const plain = await startTestServer();
    try {
      const { body } = await callFunction(plain, "action", "auth.signIn", { provider: "github" });
      expect(body).toMatchObject({ status: "error", errorMessage: "Sign-in with GitHub is not available on this server." });
    } finally {
      await plain.close();
    }
  });
});
