// The GitHub client against the loopback fake (tests/support/fakeGithub.ts).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGithub, type FakeGithub } from "../../../../tests/support/fakeGithub";
import { exchangeGithubCode, fetchGithubProfile, githubAuthorizeUrl, GithubSignInError, pkceChallenge, type GithubConfig } from "./github";

const redirectUri = "http://127.0.0.1:9/api/auth/callback/github";
let fake: FakeGithub;
let github: GithubConfig;

beforeAll(async () => {
  fake = await startFakeGithub();
  github = { clientId: fake.clientId, clientSecret: fake.clientSecret, oauthUrl: fake.url, apiUrl: fake.url };
});
afterAll(() => fake.close());

/** Follows the authorize URL to the fake, which answers at once with a redirect to the callback. */
async function authorize(codeVerifier: string, state = "state-1"): Promise<URL> {
  const response = await fetch(githubAuthorizeUrl(github, { redirectUri, state, codeVerifier }), { redirect: "manual" });
  expect(response.status).toBe(302);
  return new URL(response.headers.get("location")!);
}

async function signInAs(login: string) {
  fake.setNextUser(login);
  const back = await authorize("verifier-" + login);
  const token = await exchangeGithubCode(github, { code: back.searchParams.get("code")!, codeVerifier: "verifier-" + login, redirectUri });
  return fetchGithubProfile(github, token);
}

describe("GitHub OAuth client", () => {
  it("builds the authorize URL of NOTES.md 3.1 with an S256 challenge", () => {
    const url = new URL(githubAuthorizeUrl(github, { redirectUri, state: "s", codeVerifier: "v" }));
    expect(url.origin + url.pathname).toBe(`${fake.url}/login/oauth/authorize`);
    expect(Object.fromEntries(url.searchParams)).toMatchObject({
      client_id: fake.clientId,
      redirect_uri: redirectUri,
      scope: "read:user user:email",
      state: "s",
      code_challenge: pkceChallenge("v"),
      code_challenge_method: "S256",
    });
  });

  it("signs in: code for token, then the profile with the primary verified email", async () => {
    const back = await authorize("v1", "my-state");
    expect(back.searchParams.get("state")).toBe("my-state");
    const token = await exchangeGithubCode(github, { code: back.searchParams.get("code")!, codeVerifier: "v1", redirectUri });
    expect(token).toMatch(/^gho_/);
    expect(await fetchGithubProfile(github, token)).toEqual({
      accountId: "583231",
      login: "octocat",
      name: "The Octocat",
      email: "octocat@github.com",
      image: "https://avatars.githubusercontent.com/u/583231?v=4",
    });
    const apiCalls = fake.requests.filter((r) => r.path.startsWith("/user"));
    expect(apiCalls.every((r) => r.userAgent && r.authorization === `Bearer ${token}`)).toBe(true);
  });

  it("uses the login when the name is empty, and lower-cases the email", async () => {
    expect(await signInAs("nameless")).toMatchObject({ name: "nameless", email: "nameless@example.com" });
  });

  it("refuses an account whose primary email is unverified, even with another verified one", async () => {
    await expect(signInAs("unverified")).rejects.toMatchObject({ reason: "unverified_email" });
  });

  it("reads token errors from HTTP 200 bodies", async () => {
    const back = await authorize("v2");
    const code = back.searchParams.get("code")!;
    await expect(exchangeGithubCode(github, { code, codeVerifier: "wrong", redirectUri })).rejects.toMatchObject({ reason: "bad_verification_code" });
    // A code works once, whatever happened the first time.
    await expect(exchangeGithubCode(github, { code, codeVerifier: "v2", redirectUri })).rejects.toMatchObject({ reason: "bad_verification_code" });
    const other = await authorize("v3");
    await expect(
      exchangeGithubCode({ ...github, clientSecret: "wrong" }, { code: other.searchParams.get("code")!, codeVerifier: "v3", redirectUri }),
    ).rejects.toMatchObject({ reason: "incorrect_client_credentials" });
  });

  it("turns a bad API token and an unreachable GitHub into GithubSignInError", async () => {
    await expect(fetchGithubProfile(github, "gho_unknown")).rejects.toBeInstanceOf(GithubSignInError);
    await expect(fetchGithubProfile({ ...github, apiUrl: "http://127.0.0.1:9" }, "x")).rejects.toMatchObject({ reason: "github_error" });
  });

  it("the fake insists on a User-Agent, as GitHub does", async () => {
    const response = await fetch(`${fake.url}/user`, { headers: { Authorization: "Bearer x", "User-Agent": "" } });
    expect(response.status).toBe(403);
  });

  it("the fake sends a declining user back with error=access_denied", async () => {
    fake.setNextUser(null);
    const back = await authorize("v4", "st");
    expect(Object.fromEntries(back.searchParams)).toMatchObject({ error: "access_denied", state: "st" });
    fake.setNextUser("octocat");
  });
});
