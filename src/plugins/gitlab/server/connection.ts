// The connection test: who the personal access token belongs to (GET /user, NOTES 9.2).
import { type GitLabSite, gitlabRequest } from "./http";

export interface GitLabConnection {
  id: number;
  username: string;
  name: string;
  webUrl: string | null;
  summary: string;
}

export async function testGitLabConnection(site: GitLabSite): Promise<GitLabConnection> {
  const { body } = await gitlabRequest<{ id?: unknown; username?: unknown; name?: unknown; web_url?: unknown }>(site, {
    method: "GET",
    path: "/user",
    notFound: "No GitLab API was found at this address (404). Check the site's address, with its path if GitLab is not at the root.",
  });
  const username = typeof body?.username === "string" ? body.username : "";
  const name = typeof body?.name === "string" ? body.name : username;
  return {
    id: typeof body?.id === "number" ? body.id : 0,
    username,
    name,
    webUrl: typeof body?.web_url === "string" ? body.web_url : null,
    summary: `Connected to GitLab as ${name} (@${username}). Reading issues needs the read_api scope; writing weights needs the api scope and a Premium or Ultimate instance.`,
  };
}
