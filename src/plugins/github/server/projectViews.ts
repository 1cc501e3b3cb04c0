// Import a Projects (v2) saved view: GraphQL has no "items of this view" (NOTES 7.4), so the REST
// API's view items are read (NOTES 7.5), with the fields asked for by their integer REST ids and the
// pages followed through the Link header's cursors. Pull requests, drafts and archived items are left out.
import { DEFAULT_ESTIMATE_FIELD_NAMES, type TrackerStory, issueKey, priorityFromName } from "../shared/github";
import { GitHubError } from "./errors";
import { type GitHubSite, everyPage } from "./http";
import type { ProjectRef } from "./projects";
import { sayRefusal } from "../../../shared/messageCodes";

export interface ProjectViewImport extends ProjectRef {
  /** The view's number (in its address: .../views/2). */
  view: number;
  /** The number field the estimate is read from (its node id, as GraphQL gives it); "Estimate" / "Story Points" when absent. */
  estimateFieldId?: string;
  perPage?: number;
}

interface RestField {
  id: number;
  node_id?: string;
  name: string;
  data_type: string;
}

interface RestItem {
  content_type: string;
  archived_at: string | null;
  content?: { number?: number; title?: string; body?: string | null; html_url?: string; repository_url?: string } | null;
  fields?: { id: number; value?: unknown }[];
}

export async function importProjectView(site: GitHubSite, options: ProjectViewImport): Promise<TrackerStory[]> {
  const base = `/${options.ownerType === "user" ? "users" : "orgs"}/${encodeURIComponent(options.owner)}/projectsV2/${options.number}`;
  const missingProject = sayRefusal("github.noProject", { number: options.number, owner: options.owner });
  const fields = await everyPage<RestField>(site, { method: "GET", path: `${base}/fields`, query: { per_page: 100 }, notFound: missingProject });
  const numbers = fields.filter((f) => f.data_type === "number");
  const estimate = options.estimateFieldId
    ? numbers.find((f) => f.node_id === options.estimateFieldId || String(f.id) === options.estimateFieldId)
    : numbers.find((f) => DEFAULT_ESTIMATE_FIELD_NAMES.includes(f.name.trim().toLowerCase()));
  if (options.estimateFieldId && !estimate) {
    throw new GitHubError("invalid", sayRefusal("github.pickedFieldGone", { number: options.number, owner: options.owner }));
  }
  const priority = fields.find((f) => f.data_type === "single_select" && f.name.trim().toLowerCase() === "priority");
  const items = await everyPage<RestItem>(site, {
    method: "GET",
    path: `${base}/views/${options.view}/items`,
    query: { fields: [estimate?.id, priority?.id].filter((id) => id !== undefined).join(",") || undefined, per_page: options.perPage ?? 100 },
    notFound: sayRefusal("github.noView", { view: options.view, number: options.number, owner: options.owner }),
  });
  return items
    .filter((item) => item.content_type === "Issue" && item.archived_at === null && item.content)
    .map((item) => {
      const content = item.content!;
      const value = (field: RestField | undefined) => (field ? item.fields?.find((f) => f.id === field.id)?.value : undefined);
      const points = value(estimate);
      const option = value(priority) as { name?: { raw?: string } } | null | undefined;
      return {
        key: issueKey(/\/repos\/([^/]+\/[^/]+)$/.exec(content.repository_url ?? "")?.[1] ?? "", content.number ?? 0),
        title: content.title ?? "",
        priority: option?.name?.raw ? priorityFromName(option.name.raw) : null,
        estimate: typeof points === "number" ? points : null,
        description: content.body ?? "",
        url: content.html_url ?? "",
      };
    });
}
