// The connection test: who the personal access token belongs to (DC names users by name, not accountId).
import { jiraDcRequest, type JiraDcSite } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export interface JiraDcConnection {
  name: string;
  displayName: string;
  email: string | null;
  /** "10.3.4", from serverInfo; null when the site does not say. */
  version: string | null;
  summary: string;
}

export async function testJiraDcConnection(site: JiraDcSite): Promise<JiraDcConnection> {
  const user = await jiraDcRequest<{ name?: unknown; displayName?: unknown; emailAddress?: unknown }>(site, {
    method: "GET",
    path: "/rest/api/2/myself",
    notFound: sayRefusal("jiraDc.noApi"),
  });
  const name = typeof user?.name === "string" ? user.name : "";
  const displayName = typeof user?.displayName === "string" ? user.displayName : name;
  // deploymentType is "Server" for Server and Data Center alike: only the version is worth showing.
  const info = await jiraDcRequest<{ version?: unknown }>(site, { method: "GET", path: "/rest/api/2/serverInfo" });
  const version = typeof info?.version === "string" ? info.version : null;
  return {
    name,
    displayName,
    email: typeof user?.emailAddress === "string" ? user.emailAddress : null,
    version,
    summary: `Connected to Jira${version ? ` ${version}` : ""} as ${displayName} (${name}). Its tokens carry their owner's permissions: what they may see and edit in Jira, this app may too.`,
  };
}
