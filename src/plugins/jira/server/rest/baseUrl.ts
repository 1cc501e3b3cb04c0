// The site's base URL. The domain becomes part of a host name, so it is checked against the shared
// pattern before anything else: a bad one never reaches fetch (no SSRF through the site field).
import { JIRA_DOMAIN_MESSAGE, isValidJiraDomain, normalizeJiraDomain } from "../../shared/jira";
import { JiraError } from "./errors";

/** JIRA_BASE_URL's default; tests use e.g. `http://127.0.0.1:PORT/{domain}` to reach a fake. */
export const DEFAULT_JIRA_BASE_URL_TEMPLATE = "https://{domain}.atlassian.net";

export function jiraBaseUrl(domain: string, template: string = DEFAULT_JIRA_BASE_URL_TEMPLATE): string {
  const site = normalizeJiraDomain(domain);
  if (!isValidJiraDomain(site)) throw new JiraError("invalid_config", `${JIRA_DOMAIN_MESSAGE}.`);
  if (!/^https?:\/\/[^\s]+$/.test(template) || !template.includes("{domain}")) {
    // A configuration bug, not something the person typing the site can fix.
    throw new Error("The JIRA base URL template must be an http(s) URL containing {domain}");
  }
  return new URL(template.replaceAll("{domain}", site)).href.replace(/\/+$/, "");
}
