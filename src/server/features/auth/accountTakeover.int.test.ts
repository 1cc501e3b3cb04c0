// One person, one account (issue 30): the two ways a squatter kept a way into somebody's account
// end without shared access. (a) sign up with the victim's address and link one's own GitHub:
// refused while the address is unproven, and a reset by the real owner removes whatever was linked
// before the proof. (b) ask for a verification mail that the owner clicks: the page asks, "This
// wasn't me" ends the squatting account's claim, and a proof alone never lets GitHub join.
// Against a real server, a real SMTP server in the test process and the fake GitHub.
import { decodeJwt } from "jose";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startAccountServer, type AccountServer } from "../../../../tests/support/accountServer";
import type { FakeGithub } from "../../../../tests/support/fakeGithub";
import { callFunction, signUpWithPassword, type FunctionKind } from "../../../../tests/support/functionCalls";
import { linkIn, type TestMailbox } from "../../../../tests/support/testMailbox";
import type { TestServer } from "../../../../tests/support/testServer";
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
const call = (kind: FunctionKind, path: string, args: unknown = {}, token?: string) => callFunction(server, kind, path, args, token).then((r) => r.body);

let counter = 0;
const victimEmail = () => `victim${++counter}-${Date.now()}@example.com`;
let githubIds = 9_100_000;

function addGithubUser(email: string): string {
  const login = `gh-takeover-${++githubIds}`;
  github.addUser({ id: githubIds, login, name: "On GitHub", emails: [{ email, primary: true, verified: true }] });
  return login;
}

async function throughGithub(redirect: string, login: string): Promise<URL> {
  github.setNextUser(login);
  try {
    const atGithub = await fetch(redirect, { redirect: "manual" });
    const landed = await fetch(atGithub.headers.get("location")!, { redirect: "manual" });
    return new URL(landed.headers.get("location")!);
  } finally {
    github.setNextUser("octocat");
  }
}

/** "Continue with GitHub" to the end: the account it signs into, or where it was refused. */
async function githubSignIn(login: string): Promise<{ landing: URL; userId?: string }> {
  const started = redirectOf(await as(server, null).call(api.auth.signIn, { provider: "github", params: {} }));
  const landing = await throughGithub(started.redirect, login);
  const code = landing.searchParams.get("code");
  if (!code) return { landing };
  const tokens = tokensOf(await as(server, null).call(api.auth.signIn, { params: { code }, verifier: started.verifier }));
  return { landing, userId: decodeJwt(tokens.token).sub! };
}

/** The squatter links their GitHub through the account menu; the refusal's sentence, or null when it linked. */
async function linkGithub(tokens: Tokens, login: string): Promise<string | null> {
  const started = await as(server, tokens.token).answer(api.account.startGithubLink, {});
  if (started.status === "error") return started.errorMessage;
  const landing = await throughGithub(started.value.redirect, login);
  const code = landing.searchParams.get("linkCode");
  if (!code) return landing.searchParams.get("linkError");
  const done = await as(server, tokens.token).answer(api.account.finishGithubLinking, { code, verifier: started.value.verifier });
  return done.status === "error" ? done.errorMessage : null;
}

async function mailedToken(to: string, path: string, before: number): Promise<string> {
  return new URL(linkIn(await mailbox.waitFor(to, { after: before }), `${server.config.publicUrl}${path}#token=`)).hash.slice("#token=".length);
}

describe("path (a): a squatter's GitHub on the victim's address", () => {
  it("cannot be linked while the address is unproven, and a reset by the owner removes one linked before", async () => {
    const email = victimEmail();
    const squatter = await signUpWithPassword(server, { name: "Sam Squatter", email, password: "squatter-secret" });
    const squatterGithub = addGithubUser(`sam-${counter}@squatter.example`);

    expect(await linkGithub(squatter, squatterGithub)).toBe("Please verify your email address first: send yourself a verification email from the account menu, then link GitHub.");
    expect(await as(server, squatter.token).call(api.account.signInMethods, {})).toMatchObject({ github: [] });

    // A link made before this rule (an older server) is removed when the owner recovers the account.
    const accountId = decodeJwt(squatter.token).sub!;
    await server.app.services.database.db
      .insertInto("oauth_accounts")
      .values({ provider: "github", provider_account_id: String(githubIds), user_id: accountId, login: squatterGithub, created_at: Date.now() })
      .execute();

    const before = mailbox.messages.length;
    await as(server, null).call(api.auth.requestPasswordReset, { email });
    const token = await mailedToken(email, "/reset-password", before);
    expect(await as(server, null).call(api.auth.resetPassword, { token, password: "owner-secret-1", confirmPassword: "owner-secret-1" })).toBeNull();
    const notice = await mailbox.waitFor(email, { after: before + 1 });
    expect(notice.subject).toBe("GitHub sign-ins were removed from your Planning Poker account");
    expect(notice.text).toContain(
      "GitHub sign-ins linked to this account before your address was proven were removed. Link GitHub again from the account menu if one of them was yours.",
    );

    // The squatter is out: their session, their password and their GitHub.
    expect((await callFunction(server, "query", "users.current", {}, squatter.token)).http).toBe(401);
    expect(await call("action", "auth.signIn", { provider: "password", params: { flow: "signIn", email, password: "squatter-secret" } })).toMatchObject({
      errorMessage: "Invalid password",
    });
    const viaGithub = await githubSignIn(squatterGithub);
    expect(viaGithub.userId).toBeDefined();
    expect(viaGithub.userId).not.toBe(accountId);

    const owner = tokensOf(await as(server, null).call(api.auth.signIn, { provider: "password", params: { flow: "signIn", email, password: "owner-secret-1" } }));
    expect(await as(server, owner.token).call(api.account.signInMethods, {})).toMatchObject({ emailVerified: true, github: [] });
  });
});

describe("path (b): the owner's click on the squatter's verification mail", () => {
  it('"This wasn\'t me" ends the squatting account\'s claim, and the owner\'s GitHub makes an account of its own', async () => {
    const email = victimEmail();
    const squatter = await signUpWithPassword(server, { name: "Sam Squatter", email, password: "squatter-secret" });
    const squatterId = decodeJwt(squatter.token).sub!;
    const before = mailbox.messages.length;
    await as(server, squatter.token).call(api.auth.requestEmailVerification, {});
    const token = await mailedToken(email, "/verify-email", before);

    expect(await as(server, null).call(api.auth.rejectEmailVerification, { token })).toBeNull();
    // The link is spent: neither answer works again.
    expect(await call("action", "auth.verifyEmail", { token })).toMatchObject({
      errorMessage: "This verification link has expired or was already used. Please ask for a new one from the account menu.",
    });

    // The squatter's session ended and the address no longer signs into that account.
    expect((await callFunction(server, "query", "users.current", {}, squatter.token)).http).toBe(401);
    expect(await call("action", "auth.signIn", { provider: "password", params: { flow: "signIn", email, password: "squatter-secret" } })).toMatchObject({
      errorMessage: "No account matches this email and password",
    });

    const owner = await githubSignIn(addGithubUser(email));
    expect(owner.userId).toBeDefined();
    expect(owner.userId).not.toBe(squatterId);
    // Nor can the squatter take the address back by signing up again: it is the owner's now.
    expect(await call("action", "auth.signIn", { provider: "password", params: { flow: "signUp", email, password: "squatter-2", confirmPassword: "squatter-2", name: "Sam" } })).toMatchObject({
      errorMessage: "An account with this email already exists",
    });
  });

  it("a proof by click alone does not let GitHub join: the account's owner must have signed in since", async () => {
    const email = victimEmail();
    const squatter = await signUpWithPassword(server, { name: "Sam Squatter", email, password: "squatter-secret" });
    const squatterId = decodeJwt(squatter.token).sub!;
    const before = mailbox.messages.length;
    await as(server, squatter.token).call(api.auth.requestEmailVerification, {});
    // The owner clicks "Yes, this is my account" by mistake, then continues with GitHub.
    await as(server, null).call(api.auth.verifyEmail, { token: await mailedToken(email, "/verify-email", before) });
    const owner = await githubSignIn(addGithubUser(email));
    expect(owner.userId).toBeUndefined();
    expect(owner.landing.pathname).toBe("/signin");
    expect(owner.landing.searchParams.get("error")).toBe("link_required");
    expect(await as(server, squatter.token).call(api.account.signInMethods, {})).toMatchObject({ github: [] });
    expect(owner.userId).not.toBe(squatterId);
  });
});
