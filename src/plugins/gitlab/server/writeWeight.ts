// Writes the agreed card to an issue's weight (PUT .../issues/:iid {"weight": n}, NOTES 9.5). Weights
// are whole numbers from 0, checked before sending. GitLab Free has no weight parameter: it answers
// 400 "at least one parameter must be provided", or (unverified) ignores it and sends no weight back;
// both end in the sentence that this instance has no weights.
import { gitlabWeightForCard } from "../shared/gitlab";
import { GitLabError, noWeights } from "./errors";
import { type GitLabSite, gitlabRequest } from "./http";
import { type GitLabIssue, projectPath, storyFromIssue } from "./importIssues";
import { sayRefusal } from "../../../shared/messageCodes";

export interface GitLabWeightWrite {
  project: string;
  iid: number;
  /** The agreed card as the room recorded it. */
  card: string;
}

export async function writeGitLabWeight(site: GitLabSite, write: GitLabWeightWrite): Promise<{ key: string; weight: number }> {
  const choice = gitlabWeightForCard(write.card);
  if (!choice.ok) throw new GitLabError("invalid", choice.reason);
  if (!Number.isInteger(write.iid) || write.iid < 1) throw new GitLabError("invalid", sayRefusal("gitlab.notIssueNumber"));
  let issue: GitLabIssue;
  try {
    ({ body: issue } = await gitlabRequest<GitLabIssue>(site, {
      method: "PUT",
      path: `${projectPath(write.project)}/issues/${write.iid}`,
      body: { weight: choice.value },
      notFound: sayRefusal("gitlab.noIssue", { iid: write.iid, project: write.project }),
    }));
  } catch (error) {
    if (error instanceof GitLabError && error.kind === "invalid" && /at least one parameter must be provided/i.test(error.message)) throw noWeights(error.status);
    throw error;
  }
  if (!issue || !Object.hasOwn(issue, "weight")) throw noWeights(200);
  return { key: storyFromIssue(issue).key, weight: issue.weight ?? choice.value };
}
