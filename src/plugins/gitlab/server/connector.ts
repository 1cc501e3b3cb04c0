// How a person connects GitLab (issue 32): gitlab.com or the operator's GITLAB_URL by default, or a
// self-managed site the operator lists in TRACKER_HOSTS, and a personal access token, tested by who
// it belongs to and its scopes (api writes weights, read_api only imports, neither is refused).
import type { TrackerConnector } from "../../../server/features/connections";
import type { Config } from "../../../server/config";
import { GITLAB_MAX_TOKEN_LENGTH, gitlabBaseUrl } from "../shared/gitlab";
import { testGitLabConnection } from "./connection";
import { GITLAB_KNOWN_HOSTS, type GitLabSite } from "./http";

export function gitlabSite(site: string | null, token: string, config: Config): GitLabSite {
  return { baseUrl: site ?? config.gitlabUrl, token, policy: { listedHosts: config.trackerHosts, knownHosts: GITLAB_KNOWN_HOSTS } };
}

export const gitlabConnector: TrackerConnector = Object.freeze({
  label: "GitLab",
  site: "optional",
  sitePlaceholder: "https://gitlab.example.com",
  defaultSite: (config: Config) => config.gitlabUrl,
  maxTokenLength: GITLAB_MAX_TOKEN_LENGTH,
  normalizeSite: (input: string) => gitlabBaseUrl(input),
  async test({ site, token }, config) {
    const found = await testGitLabConnection(gitlabSite(site, token, config));
    return {
      account: found.username,
      displayName: found.name,
      scopes: found.scopes,
      missingScopes: found.missingScopes,
      summary: found.summary,
      refusal: found.canRead ? null : found.summary,
    };
  },
} satisfies TrackerConnector);
