// REST objects of the fake GitHub in the shapes of GitHub's OpenAPI description: every required
// property present (the contract test validates each answer against the subset).
import type { FakeIssue, FakeLabel, FakeRepo } from "./fakeGitHubData";

const STAMP = "2026-11-20T10:00:00Z";

export function simpleUser(base: string, login: string, id = 1): Record<string, unknown> {
  const url = `${base}/users/${login}`;
  return {
    login,
    id,
    node_id: `MDQ6VXNlcj${id}`,
    avatar_url: `https://avatars.example/u/${id}`,
    gravatar_id: "",
    url,
    html_url: `https://github.example/${login}`,
    followers_url: `${url}/followers`,
    following_url: `${url}/following{/other_user}`,
    gists_url: `${url}/gists{/gist_id}`,
    starred_url: `${url}/starred{/owner}{/repo}`,
    subscriptions_url: `${url}/subscriptions`,
    organizations_url: `${url}/orgs`,
    repos_url: `${url}/repos`,
    events_url: `${url}/events{/privacy}`,
    received_events_url: `${url}/received_events`,
    type: "User",
    site_admin: false,
  };
}

/** GET /user as the public-user view (the private view would match both oneOf branches). */
export function publicUser(base: string, login: string): Record<string, unknown> {
  return {
    ...simpleUser(base, login),
    user_view_type: "public",
    name: login === "octocat" ? "The Octocat" : null,
    company: null,
    blog: "",
    location: null,
    email: null,
    hireable: null,
    bio: null,
    public_repos: 3,
    public_gists: 0,
    followers: 0,
    following: 0,
    created_at: STAMP,
    updated_at: STAMP,
  };
}

export function labelObject(base: string, repo: FakeRepo, label: FakeLabel): Record<string, unknown> {
  return {
    id: label.id,
    node_id: `LA_${label.id}`,
    url: `${base}/repos/${repo.owner}/${repo.name}/labels/${encodeURIComponent(label.name)}`,
    name: label.name,
    description: label.description,
    color: label.color,
    default: false,
  };
}

export function milestoneObject(base: string, repo: FakeRepo, number: number): Record<string, unknown> | null {
  const milestone = repo.milestones.find((m) => m.number === number);
  if (!milestone) return null;
  return {
    url: `${base}/repos/${repo.owner}/${repo.name}/milestones/${number}`,
    html_url: `https://github.example/${repo.owner}/${repo.name}/milestone/${number}`,
    labels_url: `${base}/repos/${repo.owner}/${repo.name}/milestones/${number}/labels`,
    id: 1000 + number,
    node_id: `MI_${number}`,
    number,
    state: "open",
    title: milestone.title,
    description: null,
    creator: simpleUser(base, repo.owner, 2),
    open_issues: repo.issues.filter((i) => i.milestone === number && i.state === "open").length,
    closed_issues: repo.issues.filter((i) => i.milestone === number && i.state === "closed").length,
    created_at: STAMP,
    updated_at: STAMP,
    closed_at: null,
    due_on: null,
  };
}

export function issueObject(base: string, repo: FakeRepo, issue: FakeIssue): Record<string, unknown> {
  const repoUrl = `${base}/repos/${repo.owner}/${repo.name}`;
  const url = `${repoUrl}/issues/${issue.number}`;
  const html = `https://github.example/${repo.owner}/${repo.name}/${issue.isPullRequest ? "pull" : "issues"}/${issue.number}`;
  const object: Record<string, unknown> = {
    id: 5000 + issue.number,
    node_id: `I_${repo.owner}_${repo.name}_${issue.number}`,
    url,
    repository_url: repoUrl,
    labels_url: `${url}/labels{/name}`,
    comments_url: `${url}/comments`,
    events_url: `${url}/events`,
    html_url: html,
    number: issue.number,
    state: issue.state,
    title: issue.title,
    body: issue.body,
    user: simpleUser(base, "octocat"),
    labels: issue.labels.map((name) => {
      const label = repo.labels.find((l) => l.name === name)!;
      return labelObject(base, repo, label);
    }),
    assignee: null,
    milestone: issue.milestone === null ? null : milestoneObject(base, repo, issue.milestone),
    locked: false,
    comments: 0,
    closed_at: issue.state === "closed" ? STAMP : null,
    created_at: STAMP,
    updated_at: STAMP,
    author_association: "OWNER",
  };
  if (issue.isPullRequest) {
    object.pull_request = {
      url: `${repoUrl}/pulls/${issue.number}`,
      html_url: html,
      diff_url: `${html}.diff`,
      patch_url: `${html}.patch`,
      merged_at: null,
    };
  }
  return object;
}
