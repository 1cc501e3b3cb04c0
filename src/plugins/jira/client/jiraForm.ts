// The JIRA settings form's values: what people type, normalised the way the server will see it.
import { normalizeJiraDomain, normalizeProjectKey } from "../shared/jira";

export interface JiraFormValues {
  domain: string;
  projectKey: string;
  email: string;
  apiToken: string;
}

export const EMPTY_JIRA_FORM: JiraFormValues = { domain: "", projectKey: "", email: "", apiToken: "" };

/** A pasted site URL ("https://acme.atlassian.net/jira") becomes its name ("acme"). */
export function domainFromInput(input: string): string {
  return input.replace(/^\s*https?:\/\//i, "").replace(/\.atlassian\.net(?:[/:?#].*)?\s*$/i, "");
}

export function hasBlankField(values: JiraFormValues): boolean {
  return Object.values(values).some((v) => v.trim() === "");
}

/** Identifies exactly what was tested, so Save follows only a successful test of these values. */
export function testedKey(values: JiraFormValues): string {
  return JSON.stringify([normalizeJiraDomain(values.domain), normalizeProjectKey(values.projectKey), values.email.trim(), values.apiToken.trim()]);
}
