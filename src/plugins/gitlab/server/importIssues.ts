// Import by project (milestone, iteration, labels, state) through every page. Whether the issues
// carry a `weight` key tells an instance with weights from GitLab Free (NOTES 9.4), so the
// write-back can say it is off before anyone tries.
import { GITLAB_MAX_LABELS, type GitLabStory, gitlabProjectRef, issueKey, priorityFromLabels } from "../shared/gitlab";
import { GitLabError } from "./errors";
import { GITLAB_PAGE_SIZE, type GitLabSite, everyPage, gitlabRequest } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export interface ProjectImport {
  /** The project's numeric id or its path ("group/project"). */
  project: string;
  /** A milestone's title, "None" or "Any". */
  milestone?: string;
  /** An iteration's id (Premium and Ultimate), "None" or "Any"; or its title with iterationTitle. */
  iterationId?: string;
  iterationTitle?: string;
  /** Every label must be on the issue. */
  labels?: readonly string[];
  /** "opened" unless said; "all" for both. */
  state?: "opened" | "closed" | "all";
  perPage?: number;
}

export interface GitLabImport {
  stories: GitLabStory[];
  /** Whether the issues carry weights: false on GitLab Free, null when no issue said either way. */
  weightsAvailable: boolean | null;
}

export interface GitLabIssue {
  iid: number;
  title: string;
  description: string | null;
  web_url: string;
  labels: string[];
  references?: { full?: string };
  weight?: number | null;
}

function projectPathOf(issue: GitLabIssue): string {
  return issue.references?.full?.replace(/#\d+$/, "") ?? "";
}

export function storyFromIssue(issue: GitLabIssue): GitLabStory {
  return {
    key: issueKey(projectPathOf(issue), issue.iid),
    iid: issue.iid,
    title: issue.title,
    priority: priorityFromLabels(issue.labels),
    estimate: typeof issue.weight === "number" ? issue.weight : null,
    description: issue.description ?? "",
    url: issue.web_url,
  };
}

/** Premium and Ultimate send `weight` on every issue, null when unset; Free never does (NOTES 9.4). */
export function weightsAvailableIn(issues: readonly GitLabIssue[]): boolean | null {
  if (issues.length === 0) return null;
  return issues.some((issue) => Object.hasOwn(issue, "weight"));
}

export function projectPath(project: string): string {
  const ref = gitlabProjectRef(project);
  if (!ref) throw new GitLabError("invalid", sayRefusal("gitlab.notProject", { project: project.slice(0, 80) }));
  return `/projects/${ref}`;
}

export async function importProjectIssues(site: GitLabSite, options: ProjectImport): Promise<GitLabImport> {
  const labels = (options.labels ?? []).map((l) => l.trim()).filter(Boolean);
  if (labels.length > GITLAB_MAX_LABELS) throw new GitLabError("invalid", sayRefusal("tracker.tooManyLabels", { max: GITLAB_MAX_LABELS }));
  if (options.iterationId && options.iterationTitle) throw new GitLabError("invalid", sayRefusal("gitlab.iterationTwice"));
  const issues = await everyPage<GitLabIssue>(site, {
    method: "GET",
    path: `${projectPath(options.project)}/issues`,
    query: {
      state: options.state === "all" ? undefined : (options.state ?? "opened"),
      milestone: options.milestone?.trim(),
      iteration_id: options.iterationId?.trim(),
      iteration_title: options.iterationTitle?.trim(),
      labels: labels.join(","),
      order_by: "relative_position",
      sort: "asc",
      per_page: options.perPage ?? GITLAB_PAGE_SIZE,
    },
    notFound: sayRefusal("gitlab.noProject", { project: options.project }),
  });
  return { stories: issues.map(storyFromIssue), weightsAvailable: weightsAvailableIn(issues) };
}

/** Whether the project's issues carry weights, from its first issue; null when it has none. */
export async function gitlabWeightsAvailable(site: GitLabSite, project: string): Promise<boolean | null> {
  const { body } = await gitlabRequest<GitLabIssue[]>(site, {
    method: "GET",
    path: `${projectPath(project)}/issues`,
    query: { per_page: 1 },
    notFound: sayRefusal("gitlab.noProject", { project }),
  });
  return weightsAvailableIn(Array.isArray(body) ? body : []);
}
