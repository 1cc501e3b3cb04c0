// The connection test: who the token belongs to, and which of the scopes the app needs it lacks.
import { githubRest, type GitHubSite } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export interface GitHubConnection {
  login: string;
  name: string | null;
  /** The classic token's scopes (X-OAuth-Scopes); null for fine-grained tokens, which send none. */
  scopes: string[] | null;
  /** Needed scopes the token lacks, named as GitHub names them ("repo or public_repo", "read:project", "project"). */
  missingScopes: string[];
  /** A sentence for the connections screen. */
  summary: string;
}

/** What each scope gives: higher scopes include lower ones (project includes read:project). */
export function missingScopesOf(scopes: readonly string[]): string[] {
  const has = (scope: string) => scopes.includes(scope);
  const missing: string[] = [];
  if (!has("repo") && !has("public_repo")) missing.push("repo or public_repo");
  if (!has("read:project") && !has("project")) missing.push("read:project");
  if (!has("project")) missing.push("project");
  return missing;
}

function summaryOf(login: string, scopes: string[] | null, missing: string[]): string {
  if (scopes === null) return `Connected as ${login} with a fine-grained token: GitHub does not list its permissions, so give it Issues (read) and Projects (read and write) access.`;
  if (missing.length === 0) return `Connected as ${login}: the token may read issues and projects and write estimates.`;
  const writeOnly = missing.length === 1 && missing[0] === "project";
  return writeOnly
    ? `Connected as ${login}: the token may read issues and projects, but writing estimates to a project needs the project scope.`
    : `Connected as ${login}: the token lacks ${missing.map((s) => `the ${s} scope`).join(", ")}. Add ${missing.length === 1 ? "it" : "them"} at https://github.com/settings/tokens.`;
}

export async function testGitHubConnection(site: GitHubSite): Promise<GitHubConnection> {
  const response = await githubRest(site, { method: "GET", path: "/user", notFound: sayRefusal("github.noApi") });
  const user = response.body as { login?: unknown; name?: unknown };
  const login = typeof user.login === "string" ? user.login : "";
  const name = typeof user.name === "string" ? user.name : null;
  const header = response.headers["x-oauth-scopes"];
  const raw = Array.isArray(header) ? header[0] : header;
  const scopes = raw === undefined ? null : raw.split(",").map((s) => s.trim()).filter(Boolean);
  const missing = scopes === null ? [] : missingScopesOf(scopes);
  return { login, name, scopes, missingScopes: missing, summary: summaryOf(login, scopes, missing) };
}
