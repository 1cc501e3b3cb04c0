// How a person connects Linear (issue 32): a personal API key tested against LINEAR_API_URL
// (api.linear.app). Linear's keys carry their owner's access, not scopes: the test says who the key
// belongs to, in which workspace, and how many teams it sees; a key that sees no team may import nothing.
import type { TrackerConnector } from "../../../server/features/connections";
import { LINEAR_MAX_API_KEY_LENGTH } from "../shared/linear";
import { testLinearConnection } from "./connection";
import { LINEAR_KNOWN_HOSTS, type LinearSite } from "./http";
import { listLinearTeams } from "./teams";

export function linearSite(apiUrl: string, apiKey: string, listedHosts: LinearSite["policy"]["listedHosts"]): LinearSite {
  return { apiUrl, apiKey, policy: { listedHosts, knownHosts: LINEAR_KNOWN_HOSTS } };
}

export const linearConnector: TrackerConnector = Object.freeze({
  label: "Linear",
  site: "none",
  maxTokenLength: LINEAR_MAX_API_KEY_LENGTH,
  async test({ token }, config) {
    const site = linearSite(config.linearApiUrl, token, config.trackerHosts);
    const found = await testLinearConnection(site);
    const teams = await listLinearTeams(site);
    const seen = teams.length === 1 ? `the team ${teams[0]!.name}` : `${teams.length} teams`;
    return {
      account: found.email ?? found.userId,
      displayName: found.name,
      scopes: null,
      missingScopes: teams.length === 0 ? ["a team"] : [],
      summary: `${found.summary} It sees ${seen}.`,
      refusal:
        teams.length === 0
          ? `${found.name} is in no team of ${found.workspace}, so the key may import nothing. Join a team in Linear (or ask an admin to add you), then connect again.`
          : null,
    };
  },
} satisfies TrackerConnector);
