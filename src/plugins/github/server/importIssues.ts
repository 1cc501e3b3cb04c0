// Import by repository (milestone, labels, state) and by a search query, through every page;
// pull requests are never stories (GitHub lists them among issues, NOTES 7.3).
import { type TrackerStory, estimateFromLabel, issueKey, priorityFromLabels } from "../shared/github";
import { GitHubError } from "./errors";
import { type GitHubSite, everyPage } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export const GITHUB_PAGE_SIZE = 100;

export interface RepositoryImport {
  owner: string;
  repo: string;
  /** A milestone's number or title, "*" (any) or "none"; all issues when absent. */
  milestone?: string;
  /** Every label must be on the issue (GitHub's AND). */
  labels?: readonly string[];
  state?: "open" | "closed" | "all";
  /** Page size (tests use small pages to cross them). */
  perPage?: number;
}

interface RestIssue {
  number: number;
  title: string;
  body?: string | null;
  html_url: string;
  repository_url: string;
  labels: (string | { name?: string | null })[];
  pull_request?: unknown;
}

const repoPath = (owner: string, repo: string) => `/repos/${encodeURIComponent(owner)}/${encodeURIComponent(repo)}`;

/** "https://api.github.com/repos/octo/app" -> "octo/app". */
function nameWithOwner(repositoryUrl: string): string {
  return /\/repos\/([^/]+\/[^/]+)$/.exec(repositoryUrl)?.[1] ?? "";
}

export function storyFromRestIssue(issue: RestIssue): TrackerStory {
  const labels = issue.labels.map((label) => (typeof label === "string" ? label : (label.name ?? ""))).filter(Boolean);
  const estimates = labels.map((label) => estimateFromLabel(label)).filter((n): n is number => n !== null);
  return {
    key: issueKey(nameWithOwner(issue.repository_url), issue.number),
    title: issue.title,
    priority: priorityFromLabels(labels),
    estimate: estimates[0] ?? null,
    description: issue.body ?? "",
    url: issue.html_url,
  };
}

/** GitHub filters by milestone number (NOTES 7.3): a title is looked up among the repository's milestones. */
async function milestoneNumber(site: GitHubSite, options: RepositoryImport, notFound: string): Promise<string | undefined> {
  const milestone = options.milestone?.trim();
  if (!milestone || /^(\d+|\*|none)$/.test(milestone)) return milestone || undefined;
  const milestones = await everyPage<{ number: number; title: string }>(site, {
    method: "GET",
    path: `${repoPath(options.owner, options.repo)}/milestones`,
    query: { state: "all", per_page: GITHUB_PAGE_SIZE },
    notFound,
  });
  const found = milestones.find((m) => m.title.trim().toLowerCase() === milestone.toLowerCase());
  if (!found) throw new GitHubError("not_found", sayRefusal("github.noMilestone", { repository: `${options.owner}/${options.repo}`, milestone: milestone.slice(0, 100) }));
  return String(found.number);
}

export async function importRepositoryIssues(site: GitHubSite, options: RepositoryImport): Promise<TrackerStory[]> {
  const where = `${options.owner}/${options.repo}`;
  const missingRepo = sayRefusal("github.noRepository", { repository: where });
  const milestone = await milestoneNumber(site, options, missingRepo);
  const issues = await everyPage<RestIssue>(site, {
    method: "GET",
    path: `${repoPath(options.owner, options.repo)}/issues`,
    query: {
      state: options.state ?? "open",
      milestone,
      labels: options.labels?.length ? options.labels.join(",") : undefined,
      per_page: options.perPage ?? GITHUB_PAGE_SIZE,
    },
    notFound: missingRepo,
    gone: sayRefusal("github.issuesOff", { repository: where }),
  });
  return issues.filter((issue) => issue.pull_request === undefined).map(storyFromRestIssue);
}

/** The query with is:issue, so pull requests are not searched (and any that come are dropped). */
export function issueSearchQuery(query: string): string {
  const cleaned = query.replace(/\bis:(pr|pull-request)\b/gi, "").replace(/\s+/g, " ").trim();
  if (!cleaned) throw new GitHubError("invalid", sayRefusal("github.searchMissing"));
  return /\bis:issue\b/i.test(cleaned) ? cleaned : `${cleaned} is:issue`;
}

export async function importSearchIssues(site: GitHubSite, query: string, perPage = GITHUB_PAGE_SIZE): Promise<TrackerStory[]> {
  const issues = await everyPage<RestIssue>(site, {
    method: "GET",
    path: "/search/issues",
    query: { q: issueSearchQuery(query), per_page: perPage },
  });
  return issues.filter((issue) => issue.pull_request === undefined).map(storyFromRestIssue);
}
