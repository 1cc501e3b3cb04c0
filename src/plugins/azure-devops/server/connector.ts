// How a person connects Azure DevOps (issue 32): the organization's address (dev.azure.com/<org>,
// or only its name on AZURE_DEVOPS_URL; an Azure DevOps Server collection listed in TRACKER_HOSTS)
// and a personal access token. The documents have no "who am I" call (NOTES 10.2): the test says which
// organization the token opens and how many projects it sees; one that sees none may import nothing.
import type { Config } from "../../../server/config";
import type { TrackerConnector } from "../../../server/features/connections";
import { AZURE_DEVOPS_MAX_TOKEN_LENGTH, azureDevOpsOrganizationUrl } from "../shared/azureDevOps";
import { testAzureDevOpsConnection } from "./connection";
import { AZURE_DEVOPS_KNOWN_HOSTS, type AzureDevOpsSite } from "./http";

export function azureSite(site: string | null, token: string, config: Config): AzureDevOpsSite {
  if (site === null) throw new Error("Azure DevOps connections always name their organization");
  return { organizationUrl: site, token, policy: { listedHosts: config.trackerHosts, knownHosts: AZURE_DEVOPS_KNOWN_HOSTS } };
}

/** An organization's address, or its name alone on the operator's AZURE_DEVOPS_URL. */
export function azureOrganization(input: string, config: Config): string | null {
  const typed = input.trim();
  return azureDevOpsOrganizationUrl(/^[A-Za-z0-9][A-Za-z0-9._-]{0,99}$/.test(typed) ? `${config.azureDevOpsUrl}/${typed}` : typed);
}

export const azureDevOpsConnector: TrackerConnector = Object.freeze({
  label: "Azure DevOps",
  site: "required",
  sitePlaceholder: "https://dev.azure.com/your-org",
  maxTokenLength: AZURE_DEVOPS_MAX_TOKEN_LENGTH,
  normalizeSite: azureOrganization,
  async test({ site, token }, config) {
    const found = await testAzureDevOpsConnection(azureSite(site, token, config));
    const organization = decodeURIComponent(found.organizationUrl.split("/").pop() ?? "");
    return {
      account: organization,
      displayName: organization,
      scopes: null,
      missingScopes: found.projects.length === 0 ? ["a project"] : [],
      summary: found.summary,
      refusal:
        found.projects.length === 0
          ? `The token opens ${organization} but sees no project in it, so there is nothing to import. Ask for access to a project, or give the token the Project and Team (Read) scope, then connect again.`
          : null,
    };
  },
} satisfies TrackerConnector);
