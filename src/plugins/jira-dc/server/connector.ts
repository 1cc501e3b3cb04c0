// How a person connects Jira Data Center / Server (issue 31): the site's address (the operator lists
// its host in TRACKER_HOSTS) and a personal access token, tested by who it belongs to. Jira's PATs
// carry no scopes: they may do what their owner may, which the summary says.
import type { TrackerConnector } from "../../../server/features/connections";
import { JIRA_DC_MAX_TOKEN_LENGTH, jiraDcBaseUrl } from "../shared/jiraDc";
import { testJiraDcConnection } from "./connection";

export const jiraDcConnector: TrackerConnector = Object.freeze({
  label: "Jira Data Center",
  site: "required",
  maxTokenLength: JIRA_DC_MAX_TOKEN_LENGTH,
  sitePlaceholder: "https://jira.example.com",
  normalizeSite: jiraDcBaseUrl,
  async test({ site, token }, config) {
    if (site === null) throw new Error("Jira Data Center connections always name their site");
    const found = await testJiraDcConnection({ baseUrl: site, token, policy: { listedHosts: config.trackerHosts } });
    return { account: found.name, displayName: found.displayName, scopes: null, missingScopes: [], summary: found.summary, refusal: null };
  },
} satisfies TrackerConnector);
