// The connection test: who the API key belongs to, in which workspace.
import { VIEWER_QUERY } from "./documents";
import { type LinearSite, linearGraphql } from "./http";

export interface LinearConnection {
  userId: string;
  name: string;
  email: string | null;
  workspace: string;
  /** A sentence for the connections screen. */
  summary: string;
}

export async function testLinearConnection(site: LinearSite): Promise<LinearConnection> {
  const data = await linearGraphql<{ viewer: { id: string; name: string; displayName: string; email: string }; organization: { name: string; urlKey: string } }>(site, VIEWER_QUERY, {});
  const name = data.viewer.name || data.viewer.displayName;
  return {
    userId: data.viewer.id,
    name,
    email: data.viewer.email || null,
    workspace: data.organization.name,
    summary: `Connected to Linear as ${name} in ${data.organization.name}. A personal API key carries its owner's access: the teams and issues ${name} may see and edit, this app may too.`,
  };
}
