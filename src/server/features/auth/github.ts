// GitHub's OAuth web flow (contracts/NOTES.md section 3). GitHub answers token errors with
// HTTP 200 and an `error` field, requires a User-Agent on its API, and only a primary AND
// verified email proves who someone is.
import type { Config } from "../../config";
import type { OAuthErrorReason } from "../../../shared/oauthErrors";
import { isPlainEmailAddress, NAME_MAX_LENGTH, normalizeEmail } from "../../../shared/validation";
import { sha256Base64url } from "./secrets";

export type GithubConfig = NonNullable<Config["github"]>;

export interface GithubProfile {
  accountId: string;
  login: string;
  name: string;
  email: string;
  image: string | null;
}

/** A failed sign-in; `reason` goes to /signin?error=. */
export class GithubSignInError extends Error {
  constructor(
    readonly reason: OAuthErrorReason | string,
    message: string,
  ) {
    super(message);
    this.name = "GithubSignInError";
  }
}

const USER_AGENT = "planning-poker";
const TIMEOUT_MS = 10_000;

export function githubCallbackUrl(publicUrl: string): string {
  return `${publicUrl}/api/auth/callback/github`;
}

export function pkceChallenge(codeVerifier: string): string {
  return sha256Base64url(codeVerifier);
}

export function githubAuthorizeUrl(github: GithubConfig, flow: { redirectUri: string; state: string; codeVerifier: string }): string {
  const url = new URL(`${github.oauthUrl}/login/oauth/authorize`);
  url.search = new URLSearchParams({
    client_id: github.clientId,
    redirect_uri: flow.redirectUri,
    scope: "read:user user:email",
    state: flow.state,
    code_challenge: pkceChallenge(flow.codeVerifier),
    code_challenge_method: "S256",
    allow_signup: "true",
  }).toString();
  return url.toString();
}

/** Returns GitHub's access token for the code. */
export async function exchangeGithubCode(github: GithubConfig, flow: { code: string; codeVerifier: string; redirectUri: string }): Promise<string> {
  const response = await send(`${github.oauthUrl}/login/oauth/access_token`, {
    method: "POST",
    headers: { Accept: "application/json", "Content-Type": "application/x-www-form-urlencoded", "User-Agent": USER_AGENT },
    body: new URLSearchParams({
      client_id: github.clientId,
      client_secret: github.clientSecret,
      code: flow.code,
      redirect_uri: flow.redirectUri,
      code_verifier: flow.codeVerifier,
    }).toString(),
  });
  const text = await response.text();
  const body = parseTokenBody(text);
  if (body.error) throw new GithubSignInError(body.error, `GitHub refused the code: ${body.error_description ?? body.error}`);
  if (!response.ok || !body.access_token) throw new GithubSignInError("github_error", `GitHub's token endpoint answered ${response.status} without a token`);
  return body.access_token;
}

/** Accept: application/json should give JSON; GitHub's default is form encoding, so read both. */
function parseTokenBody(text: string): { access_token?: string; error?: string; error_description?: string } {
  try {
    const json: unknown = JSON.parse(text);
    if (json && typeof json === "object") return json as Record<string, string>;
  } catch {
    // fall through to form encoding
  }
  return Object.fromEntries(new URLSearchParams(text));
}

export async function fetchGithubProfile(github: GithubConfig, accessToken: string): Promise<GithubProfile> {
  const [user, emails] = await Promise.all([
    getJson<{ id?: number; login?: string; name?: string | null; avatar_url?: string | null }>(github, "/user", accessToken),
    getJson<Array<{ email?: string; primary?: boolean; verified?: boolean }>>(github, "/user/emails", accessToken),
  ]);
  if (typeof user.id !== "number" || typeof user.login !== "string") throw new GithubSignInError("github_error", "GitHub's /user answer has no id or login");
  const primary = Array.isArray(emails) ? emails.find((e) => e.primary === true && e.verified === true && typeof e.email === "string") : undefined;
  if (!primary) throw new GithubSignInError("unverified_email", "The GitHub account has no verified primary email address");
  // Account emails are plain addresses only, whoever supplies them.
  const email = normalizeEmail(primary.email!);
  if (!isPlainEmailAddress(email)) throw new GithubSignInError("github_error", "GitHub's primary email is not a plain address");
  return {
    accountId: String(user.id),
    login: user.login,
    name: (user.name?.trim() || user.login).slice(0, NAME_MAX_LENGTH),
    email,
    image: typeof user.avatar_url === "string" && /^https?:\/\//.test(user.avatar_url) ? user.avatar_url : null,
  };
}

async function getJson<T>(github: GithubConfig, path: string, accessToken: string): Promise<T> {
  const response = await send(`${github.apiUrl}${path}`, {
    headers: {
      Accept: "application/vnd.github+json",
      Authorization: `Bearer ${accessToken}`,
      "User-Agent": USER_AGENT,
      "X-GitHub-Api-Version": "2022-11-28",
    },
  });
  if (!response.ok) throw new GithubSignInError("github_error", `GitHub ${path} answered ${response.status}`);
  return (await response.json()) as T;
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, { ...init, redirect: "error", signal: AbortSignal.timeout(TIMEOUT_MS) });
  } catch (error) {
    throw new GithubSignInError("github_error", `Could not reach GitHub (${url}): ${error instanceof Error ? error.message : String(error)}`);
  }
}
