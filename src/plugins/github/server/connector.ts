// How a person connects GitHub (issue 31): a personal token tested against GITHUB_API_URL (api.github.com,
// or GitHub Enterprise's /api/v3 when the operator lists its host in TRACKER_HOSTS).
import type { TrackerConnector } from "../../../server/features/connections";
import { testGitHubConnection } from "./connection";
import { GITHUB_KNOWN_HOSTS } from "./http";

/** Without repo or public_repo the token reads no repository's issues: of no use here. */
const READ_SCOPE = "repo or public_repo";

export const githubConnector: TrackerConnector = Object.freeze({
  label: "GitHub",
  site: "none",
  // Classic tokens are 40 characters, fine-grained ones 93; GitHub allows for growth up to 255.
  maxTokenLength: 255,
  async test({ token }, config) {
    const found = await testGitHubConnection({ apiUrl: config.githubApiUrl, token, policy: { listedHosts: config.trackerHosts, knownHosts: GITHUB_KNOWN_HOSTS } });
    return {
      account: found.login,
      displayName: found.name ?? found.login,
      scopes: found.scopes,
      missingScopes: found.missingScopes,
      summary: found.summary,
      refusal: found.missingScopes.includes(READ_SCOPE) ? found.summary : null,
    };
  },
} satisfies TrackerConnector);
