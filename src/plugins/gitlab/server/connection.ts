// The connection test: who the personal access token belongs to (GET /user, NOTES 9.2) and its
// scopes (GET /personal_access_tokens/self, GitLab 15.5 and later; an older instance says nothing of
// them). Reading issues needs read_api or api; writing weights needs api.
import { GitLabError } from "./errors";
import { type GitLabSite, gitlabRequest } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export interface GitLabConnection {
  id: number;
  username: string;
  name: string;
  webUrl: string | null;
  /** The token's scopes; null when the instance does not say. */
  scopes: string[] | null;
  /** "api" when the token may not write weights; it may then still read with read_api. */
  missingScopes: string[];
  /** False when the token may read no issue (neither api nor read_api). */
  canRead: boolean;
  summary: string;
}

export async function tokenScopes(site: GitLabSite): Promise<string[] | null> {
  try {
    const { body } = await gitlabRequest<{ scopes?: unknown }>(site, { method: "GET", path: "/personal_access_tokens/self" });
    return Array.isArray(body?.scopes) ? body.scopes.filter((scope): scope is string => typeof scope === "string") : null;
  } catch (error) {
    // Before GitLab 15.5 the endpoint is not there: the token still works.
    if (error instanceof GitLabError && error.kind === "not_found") return null;
    throw error;
  }
}

export async function testGitLabConnection(site: GitLabSite): Promise<GitLabConnection> {
  const { body } = await gitlabRequest<{ id?: unknown; username?: unknown; name?: unknown; web_url?: unknown }>(site, {
    method: "GET",
    path: "/user",
    notFound: sayRefusal("gitlab.noApi"),
  });
  const username = typeof body?.username === "string" ? body.username : "";
  const name = typeof body?.name === "string" ? body.name : username;
  const scopes = await tokenScopes(site);
  const canRead = scopes === null || scopes.includes("api") || scopes.includes("read_api");
  const missingScopes = scopes === null || scopes.includes("api") ? [] : ["api"];
  const who = `Connected to GitLab as ${name} (@${username}).`;
  let summary: string;
  if (scopes === null) summary = `${who} Reading issues needs the read_api scope; writing weights needs the api scope and a Premium or Ultimate instance.`;
  else if (!canRead) summary = `${who} The token has ${scopes.join(", ") || "no scope"}, which reads no issue: create one with the api scope (or read_api to import only).`;
  else if (missingScopes.length) summary = `${who} The token has read_api: it imports issues, but cannot write weights, which needs the api scope.`;
  else summary = `${who} The token has the api scope: it imports issues and writes weights (on a Premium or Ultimate instance).`;
  return { id: typeof body?.id === "number" ? body.id : 0, username, name, webUrl: typeof body?.web_url === "string" ? body.web_url : null, scopes, missingScopes, canRead, summary };
}
