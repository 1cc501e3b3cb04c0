// Write-back for repositories without a project: a label such as "estimate: 5" on the issue, older
// estimate labels removed, the label created in the repository when it does not exist yet.
import { DEFAULT_ESTIMATE_LABEL_PREFIX, estimateLabel, isEstimateLabel, issueKey } from "../shared/github";
import { GitHubError } from "./errors";
import { type GitHubSite, everyPage, githubRest } from "./http";
import { sayRefusal } from "../../../shared/messageCodes";

export interface LabelWrite {
  owner: string;
  repo: string;
  number: number;
  value: number;
  /** "estimate: " unless the room names another. */
  prefix?: string;
}

const LABEL_COLOUR = "c5def5";

export async function writeLabelEstimate(site: GitHubSite, write: LabelWrite): Promise<{ label: string; created: boolean }> {
  if (!Number.isFinite(write.value) || write.value < 0) throw new GitHubError("invalid", sayRefusal("github.labelNotNumber"));
  const prefix = write.prefix ?? DEFAULT_ESTIMATE_LABEL_PREFIX;
  const repoPath = `/repos/${encodeURIComponent(write.owner)}/${encodeURIComponent(write.repo)}`;
  const key = issueKey(`${write.owner}/${write.repo}`, write.number);
  const notFound = sayRefusal("github.noIssueRepoScope", { key });
  const gone = sayRefusal("github.issuesOffHere", { repository: `${write.owner}/${write.repo}` });

  const issue = (await githubRest(site, { method: "GET", path: `${repoPath}/issues/${write.number}`, notFound, gone })).body as {
    labels: (string | { name?: string | null })[];
    pull_request?: unknown;
  };
  if (issue.pull_request !== undefined) throw new GitHubError("invalid", sayRefusal("github.pullRequest", { key }));
  const label = estimateLabel(write.value, prefix);

  const existing = await everyPage<{ name: string }>(site, { method: "GET", path: `${repoPath}/labels`, query: { per_page: 100 }, notFound });
  const created = !existing.some((l) => l.name.toLowerCase() === label.toLowerCase());
  if (created) {
    await githubRest(site, {
      method: "POST",
      path: `${repoPath}/labels`,
      body: { name: label, color: LABEL_COLOUR, description: "Estimate agreed in planning poker" },
      notFound,
    });
  }
  const kept = issue.labels
    .map((l) => (typeof l === "string" ? l : (l.name ?? "")))
    .filter((name) => name && !isEstimateLabel(name, prefix));
  await githubRest(site, { method: "PUT", path: `${repoPath}/issues/${write.number}/labels`, body: { labels: [...kept, label] }, notFound, gone });
  return { label, created };
}
