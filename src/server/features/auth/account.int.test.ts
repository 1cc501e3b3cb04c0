// Account identity against a real server, a real SMTP server in the test process and the fake
// GitHub: no joining of unproven accounts, linking from a signed-in session with a proven address only, unlinking but
// never the last method, password reset (once, 30 minutes, hashed, signs out everywhere) and
// email verification that lets a GitHub account with the same verified email join.
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startAccountServer, type AccountServer } from "../../../../tests/support/accountServer";
import type { FakeGithub } from "../../../../tests/support/fakeGithub";
import { callFunction, signUpWithPassword } from "../../../../tests/support/functionCalls";
import { linkIn, type TestMailbox } from "../../../../tests/support/testMailbox";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { sha256Base64url } from "./secrets";
import { api, as } from "../../../../tests/support/typedCalls";
import { redirectOf, tokensOf } from "../../../../tests/support/users";

let server: TestServer;
let github: FakeGithub;
let mailbox: TestMailbox;
let fixture: AccountServer | undefined;

beforeAll(async () => {
  fixture = await startAccountServer();
  ({ server, github, mailbox } = fixture);
});
afterAll(() => fixture?.close());

type Tokens = { token: string; refreshToken: string };


let counter = 0;
const freshEmail = () => `identity${++counter}-${Date.now()}@example.com`;
let githubIds = 8_000_000;

async function signUp(email = freshEmail(), password = "secret123", on = server): Promise<Tokens & { email: string }> {
  return { ...(await signUpWithPassword(on, { name: "Ada Lovelace", email, password })), email };
}
/** Signs up and proves the address by the mailed link (linking GitHub needs a proven address). */
async function verifiedSignUp(): Promise<Tokens & { email: string }> {
  const account = await signUp();
  const before = mailbox.messages.length;
  await as(server, account.token).call(api.auth.requestEmailVerification, {});
  const token = new URL(linkIn(await mailbox.waitFor(account.email, { after: before }), `${server.config.publicUrl}/verify-email#token=`)).hash.slice(7);
  await as(server, null).call(api.auth.verifyEmail, { token });
  return account;
}
const signIn = (email: string, password: string) => callFunction(server, "action", "auth.signIn", { provider: "password", params: { flow: "signIn", email, password } });

function addGithubUser(email: string): string {
  const login = `gh-${++githubIds}`;
  github.addUser({ id: githubIds, login, name: "On GitHub", emails: [{ email, primary: true, verified: true }] });
  return login;
}

/** Walks the browser's part of an OAuth redirect: GitHub's authorize page, then our callback. */
async function throughGithub(redirect: string, login: string): Promise<URL> {
  github.setNextUser(login);
  try {
    const atGithub = await fetch(redirect, { redirect: "manual" });
    const landed = await fetch(atGithub.headers.get("location")!, { redirect: "manual" });
    expect(landed.status).toBe(302);
    return new URL(landed.headers.get("location")!);
  } finally {
    github.setNextUser("octocat");
  }
}

async function githubSignIn(login: string): Promise<{ landing: URL; tokens?: Tokens }> {
  const started = redirectOf(await as(server, null).call(api.auth.signIn, { provider: "github", params: {} }));
  const landing = await throughGithub(started.redirect, login);
  const code = landing.searchParams.get("code");
  if (!code) return { landing };
  return { landing, tokens: tokensOf(await as(server, null).call(api.auth.signIn, { params: { code }, verifier: started.verifier })) };
}

describe("GitHub and password accounts with the same email", () => {
  it("a GitHub sign-in for an unproven password account is refused with how to link, and links nothing", async () => {
    const owner = await signUp();
    const login = addGithubUser(owner.email);
    const { landing } = await githubSignIn(login);
    expect(landing.pathname).toBe("/signin");
    expect(landing.searchParams.get("error")).toBe("link_required");
    expect(await as(server, owner.token).call(api.account.signInMethods, {})).toMatchObject({ password: true, github: [], emailVerified: false });
  });

  it("a password sign-up for an email a GitHub account holds gets the spec's 'already exists'", async () => {
    const email = freshEmail();
    const { tokens } = await githubSignIn(addGithubUser(email));
    expect(tokens).toBeDefined();
    expect(await as(server, null).refusal(api.auth.signIn, { provider: "password", params: { flow: "signUp", email, password: "secret123", confirmPassword: "secret123", name: "Mallory" } })).toBe(
      "An account with this email already exists",
    );
  });

  it("links GitHub from a signed-in session (state + PKCE), then GitHub signs into that account", async () => {
    const owner = await verifiedSignUp();
    const login = addGithubUser(`other-${owner.email}`);
    const started = await as(server, owner.token).call(api.account.startGithubLink, { redirectTo: "/room/ABC123" });
    const authorize = new URL(started.redirect);
    expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
    expect(authorize.searchParams.get("state")).toBeTruthy();
    const landing = await throughGithub(started.redirect, login);
    expect(landing.pathname).toBe("/room/ABC123");
    expect(landing.searchParams.has("code")).toBe(false);
    const linkCode = landing.searchParams.get("linkCode")!;

    // Another signed-in user, or the right user without this browser's verifier, cannot redeem it.
    const stranger = await verifiedSignUp();
    expect(await as(server, stranger.token).refusal(api.account.finishGithubLinking, { code: linkCode, verifier: started.verifier })).toMatch(/expired or was already used/);
    // The code was spent by that attempt: the flow must start again.
    expect(await as(server, owner.token).refusal(api.account.finishGithubLinking, { code: linkCode, verifier: started.verifier })).toMatch(/expired or was already used/);

    const again = await as(server, owner.token).call(api.account.startGithubLink, {});
    const code = (await throughGithub(again.redirect, login)).searchParams.get("linkCode")!;
    expect(await as(server, owner.token).refusal(api.account.finishGithubLinking, { code, verifier: "not-the-verifier" })).toMatch(/expired/);
    const third = await as(server, owner.token).call(api.account.startGithubLink, {});
    const code3 = (await throughGithub(third.redirect, login)).searchParams.get("linkCode")!;
    expect(await as(server, owner.token).call(api.account.finishGithubLinking, { code: code3, verifier: third.verifier })).toBeNull();
    expect(await as(server, owner.token).call(api.account.signInMethods, {})).toMatchObject({ password: true, github: [{ login }] });

    const viaGithub = await githubSignIn(login);
    expect(decodeJwt(viaGithub.tokens!.token).sub).toBe(decodeJwt(owner.token).sub);
  });

  it("linking needs a signed-in session and refuses a GitHub account that belongs to someone else", async () => {
    expect(await as(server, null).refusal(api.account.startGithubLink, {})).toBe("You must be signed in to do that.");
    const email = freshEmail();
    const login = addGithubUser(email);
    await githubSignIn(login);
    const other = await verifiedSignUp();
    const started = await as(server, other.token).call(api.account.startGithubLink, {});
    const landing = await throughGithub(started.redirect, login);
    expect(landing.pathname).toBe("/");
    expect(landing.searchParams.get("linkError")).toBe("github_taken");
  });

  it("unlinks GitHub, but never the last way to sign in", async () => {
    const email = freshEmail();
    const login = addGithubUser(email);
    const { tokens } = await githubSignIn(login);
    const methods = await as(server, tokens!.token).call(api.account.signInMethods, {});
    expect(methods).toMatchObject({ email, emailVerified: true, password: false, github: [{ login }] });
    const accountId = methods!.github[0]!.accountId;
    expect(await as(server, tokens!.token).refusal(api.account.unlinkGithub, { accountId })).toMatch(/only way to sign in/);

    const owner = await verifiedSignUp();
    const second = addGithubUser(`x-${owner.email}`);
    const started = await as(server, owner.token).call(api.account.startGithubLink, {});
    const code = (await throughGithub(started.redirect, second)).searchParams.get("linkCode")!;
    await as(server, owner.token).call(api.account.finishGithubLinking, { code, verifier: started.verifier });
    const linked = (await as(server, owner.token).call(api.account.signInMethods, {}))!.github[0]!.accountId;
    expect(await as(server, owner.token).call(api.account.unlinkGithub, { accountId: linked })).toBeNull();
    expect((await as(server, owner.token).call(api.account.signInMethods, {}))!.github).toEqual([]);
    // The unlinked GitHub account no longer signs into it: it makes an account of its own.
    expect(decodeJwt((await githubSignIn(second)).tokens!.token).sub).not.toBe(decodeJwt(owner.token).sub);
  });
});

describe("password reset", () => {
  it("mails the reset and verification links in the account's language (a French account reads French)", async () => {
    const account = await signUp();
    await as(server, account.token).call(api.users.setLanguage, { language: "fr" });
    let before = mailbox.messages.length;
    await as(server, null).call(api.auth.requestPasswordReset, { email: account.email });
    const reset = await mailbox.waitFor(account.email, { after: before });
    expect(reset.subject).toBe("Réinitialisez votre mot de passe Planning Poker");
    expect(reset.text).toContain("Choisissez un nouveau mot de passe ici :");
    expect(linkIn(reset, `${server.config.publicUrl}/reset-password#token=`)).toBeTruthy();

    before = mailbox.messages.length;
    await as(server, account.token).call(api.auth.requestEmailVerification, {});
    const verify = await mailbox.waitFor(account.email, { after: before });
    expect(verify.subject).toBe("Confirmez votre adresse e-mail pour Planning Poker");
    expect(linkIn(verify, `${server.config.publicUrl}/verify-email#token=`)).toBeTruthy();
  });

  it("mails a single-use link that sets the password and signs every session out", async () => {
    const account = await signUp();
    const otherSession = (await signIn(account.email, "secret123")).body as { value: { tokens: Tokens } };
    const before = mailbox.messages.length;
    expect(await as(server, null).call(api.auth.requestPasswordReset, { email: ` ${account.email.toUpperCase()} ` })).toEqual({ mailConfigured: true });
    const mail = await mailbox.waitFor(account.email, { after: before });
    expect(mail.from).toBe("poker@example.com");
    const link = linkIn(mail, `${server.config.publicUrl}/reset-password#token=`);
    const token = new URL(link).hash.slice("#token=".length);

    // Stored hashed: the database never holds the token itself.
    const rows = await server.app.services.database.db.selectFrom("email_tokens").select(["token_hash"]).execute();
    expect(rows.some((r) => r.token_hash === token)).toBe(false);
    expect(rows.some((r) => r.token_hash === sha256Base64url(token))).toBe(true);

    expect(await as(server, null).refusal(api.auth.resetPassword, { token, password: "new-secret-1", confirmPassword: "other" })).toBe("Passwords do not match");
    expect(await as(server, null).call(api.auth.resetPassword, { token, password: "new-secret-1", confirmPassword: "new-secret-1" })).toBeNull();
    for (const session of [account, otherSession.value.tokens]) {
      expect((await callFunction(server, "query", "users.current", {}, session.token)).http).toBe(401);
      expect((await callFunction(server, "action", "auth.signIn", { refreshToken: session.refreshToken })).body.status).toBe("error");
    }
    expect((await signIn(account.email, "secret123")).body).toMatchObject({ status: "error", errorMessage: "Invalid password" });
    expect((await signIn(account.email, "new-secret-1")).body.status).toBe("success");
    expect(await as(server, null).refusal(api.auth.resetPassword, { token, password: "third-one", confirmPassword: "third-one" })).toBe(
      "This reset link has expired or was already used. Please ask for a new one.",
    );
  });

  it("a link older than 30 minutes or replaced by a newer one does not work", async () => {
    const account = await signUp();
    let before = mailbox.messages.length;
    await as(server, null).call(api.auth.requestPasswordReset, { email: account.email });
    const first = new URL(linkIn(await mailbox.waitFor(account.email, { after: before }), server.config.publicUrl)).hash.slice(7);
    before = mailbox.messages.length;
    await as(server, null).call(api.auth.requestPasswordReset, { email: account.email });
    const second = new URL(linkIn(await mailbox.waitFor(account.email, { after: before }), server.config.publicUrl)).hash.slice(7);
    expect(await as(server, null).refusal(api.auth.resetPassword, { token: first, password: "new-secret-1", confirmPassword: "new-secret-1" })).toMatch(/expired or was already used/);

    const row = await server.app.services.database.db.selectFrom("email_tokens").select(["created_at", "expires_at"]).where("token_hash", "=", sha256Base64url(second)).executeTakeFirstOrThrow();
    expect(Number(row.expires_at) - Number(row.created_at)).toBe(30 * 60_000);
    await server.app.services.database.db.updateTable("email_tokens").set({ expires_at: Date.now() - 1 }).where("token_hash", "=", sha256Base64url(second)).execute();
    expect(await as(server, null).refusal(api.auth.resetPassword, { token: second, password: "new-secret-1", confirmPassword: "new-secret-1" })).toMatch(/expired or was already used/);
    expect((await signIn(account.email, "secret123")).body.status).toBe("success");
  });

  it("answers the same for an unknown address and sends nothing", async () => {
    const before = mailbox.messages.length;
    expect(await as(server, null).call(api.auth.requestPasswordReset, { email: "nobody-at-all@example.com" })).toEqual({ mailConfigured: true });
    expect(await as(server, null).refusal(api.auth.requestPasswordReset, { email: "not-an-email" })).toBe("Please enter a valid email address");
    // A known address's mail arrives after this; the unknown one never got one.
    const known = await signUp();
    await as(server, null).call(api.auth.requestPasswordReset, { email: known.email });
    await mailbox.waitFor(known.email, { after: before });
    expect(mailbox.messages.slice(before).some((m) => m.to.includes("nobody-at-all@example.com"))).toBe(false);
  });
});

describe("email verification", () => {
  it("proves the address; once its owner signs in again, a GitHub account with that verified email joins the account", async () => {
    const owner = await signUp();
    const before = mailbox.messages.length;
    expect(await as(server, owner.token).call(api.auth.requestEmailVerification, {})).toEqual({ mailConfigured: true });
    const token = new URL(linkIn(await mailbox.waitFor(owner.email, { after: before }), `${server.config.publicUrl}/verify-email#token=`)).hash.slice(7);
    // The link works signed out too (it may open in another browser), once.
    expect(await as(server, null).call(api.auth.verifyEmail, { token })).toBeNull();
    expect(await as(server, null).refusal(api.auth.verifyEmail, { token })).toMatch(/expired or was already used/);
    expect(await as(server, owner.token).call(api.account.signInMethods, {})).toMatchObject({ emailVerified: true });

    // Proven, but nobody has signed in since: GitHub does not join yet (the click may not be the owner's).
    const login = addGithubUser(owner.email.toUpperCase());
    expect((await githubSignIn(login)).landing.searchParams.get("error")).toBe("link_required");
    expect((await signIn(owner.email, "secret123")).body.status).toBe("success");
    const viaGithub = await githubSignIn(login);
    expect(decodeJwt(viaGithub.tokens!.token).sub).toBe(decodeJwt(owner.token).sub);
  });
});

describe("without SMTP configured", () => {
  it("writes the reset link to the server log and says mail is not set up", async () => {
    const bare = await startTestServer();
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    try {
      const account = await signUp(freshEmail(), "secret123", bare);
      const { body } = await callFunction(bare, "action", "auth.requestPasswordReset", { email: account.email });
      expect(body).toEqual({ status: "success", value: { mailConfigured: false } });
      await vi.waitFor(() => expect(warn).toHaveBeenCalled());
      const logged = warn.mock.calls.map((c) => String(c[0])).join("\n");
      expect(logged).toContain("Mail is not set up");
      expect(logged).toContain(account.email);
      const link = logged.split(/\s+/).find((w) => w.startsWith(`${bare.config.publicUrl}/reset-password#token=`))!;
      const token = new URL(link).hash.slice(7);
      expect((await callFunction(bare, "action", "auth.resetPassword", { token, password: "from-the-log", confirmPassword: "from-the-log" })).body.status).toBe("success");
    } finally {
      warn.mockRestore();
      await bare.close();
    }
  });
});
