// The fake GitHub's world: tokens with their scopes, repositories with issues and pull requests,
// milestones and labels, and Projects (v2) with number, single-select and iteration fields.
// REST objects are built in the shapes of GitHub's OpenAPI description (NOTES 7.3).

export interface FakeToken {
  login: string;
  /** X-OAuth-Scopes; null for a fine-grained token (no header). */
  scopes: string[] | null;
}

/** Tokens the fake accepts; any other is "Bad credentials". */
export const FAKE_GITHUB_TOKENS: Readonly<Record<string, FakeToken>> = Object.freeze({
  "ghp_fullScopesToken000000000000000000001": { login: "octocat", scopes: ["repo", "read:org", "project"] },
  "ghp_readProjectToken00000000000000000002": { login: "octocat", scopes: ["repo", "read:project"] },
  "ghp_repoOnlyToken0000000000000000000003": { login: "octocat", scopes: ["repo"] },
  "ghp_noScopesToken0000000000000000000004": { login: "octocat", scopes: [] },
  "github_pat_fineGrained000000000000000005": { login: "octocat", scopes: null },
});
export const GOOD_TOKEN = "ghp_fullScopesToken000000000000000000001";
export const READ_PROJECT_TOKEN = "ghp_readProjectToken00000000000000000002";
export const REPO_ONLY_TOKEN = "ghp_repoOnlyToken0000000000000000000003";
export const NO_SCOPES_TOKEN = "ghp_noScopesToken0000000000000000000004";
export const FINE_GRAINED_TOKEN = "github_pat_fineGrained000000000000000005";
export const BAD_TOKEN = "ghp_revokedToken00000000000000000000099";

export interface FakeLabel {
  id: number;
  name: string;
  color: string;
  description: string | null;
}

export interface FakeIssue {
  number: number;
  title: string;
  body: string | null;
  state: "open" | "closed";
  labels: string[];
  milestone: number | null;
  isPullRequest: boolean;
}

export interface FakeRepo {
  owner: string;
  name: string;
  hasIssues: boolean;
  issues: FakeIssue[];
  labels: FakeLabel[];
  milestones: { number: number; title: string }[];
}

export interface FakeField {
  id: string;
  name: string;
  dataType: "TITLE" | "NUMBER" | "SINGLE_SELECT" | "ITERATION" | "TEXT";
  options?: { id: string; name: string }[];
  iterations?: { id: string; title: string; startDate: string; duration: number }[];
}

export interface FakeItem {
  id: string;
  /** "owner/repo#n" of an issue or pull request, or null for a draft issue. */
  content: string | null;
  draftTitle?: string;
  isArchived: boolean;
  /** Field id -> number, option id or iteration id. */
  values: Record<string, number | string>;
}

export interface FakeProject {
  id: string;
  /** Saved views: number -> the iteration its filter keeps (null: every item). */
  views?: { number: number; name: string; iteration: string | null }[];
  owner: string;
  ownerType: "organization" | "user";
  number: number;
  title: string;
  fields: FakeField[];
  items: FakeItem[];
}

export interface FakeGitHubState {
  repos: FakeRepo[];
  projects: FakeProject[];
  nextItem: number;
  nextLabel: number;
}

const issue = (number: number, title: string, extra: Partial<FakeIssue> = {}): FakeIssue => ({
  number,
  title,
  body: `Body of **${title}**.`,
  state: "open",
  labels: [],
  milestone: null,
  isPullRequest: false,
  ...extra,
});

export function createFakeGitHubState(): FakeGitHubState {
  const app: FakeRepo = {
    owner: "octo-org",
    name: "app",
    hasIssues: true,
    milestones: [
      { number: 1, title: "Sprint 4" },
      { number: 2, title: "Sprint 5" },
    ],
    labels: [
      { id: 1, name: "bug", color: "d73a4a", description: "Something isn't working" },
      { id: 2, name: "priority: high", color: "b60205", description: null },
      { id: 3, name: "P3", color: "fbca04", description: null },
      { id: 4, name: "estimate: 3", color: "c5def5", description: null },
      { id: 5, name: "ui", color: "0e8a16", description: null },
    ],
    issues: [
      issue(1, "Sign-in with a passkey", { milestone: 1, labels: ["priority: high", "ui"] }),
      issue(2, "Export the summary as CSV", { milestone: 1, labels: ["estimate: 3", "P3"] }),
      issue(3, "Refactor the vote reducer", { milestone: 1, isPullRequest: true }),
      issue(4, "Dark mode for the deck", { milestone: 1, labels: ["ui"] }),
      issue(5, "Room codes are case sensitive", { milestone: 1, labels: ["bug"] }),
      issue(6, "Bump dependencies", { isPullRequest: true }),
      issue(7, "Timer for each round", { milestone: 2 }),
      issue(8, "Spectator mode", { milestone: 2, labels: ["ui"] }),
      issue(9, "Old crash on reveal", { state: "closed", labels: ["bug"] }),
    ],
  };
  const noIssues: FakeRepo = { owner: "octo-org", name: "wiki-only", hasIssues: false, issues: [], labels: [], milestones: [] };
  const personal: FakeRepo = {
    owner: "octocat",
    name: "notes",
    hasIssues: true,
    milestones: [],
    labels: [],
    issues: [issue(1, "Write the README"), issue(2, "Add a licence")],
  };
  const roadmap: FakeProject = {
    id: "PVT_kwDOroadmap1",
    owner: "octo-org",
    ownerType: "organization",
    number: 1,
    title: "Roadmap",
    views: [
      { number: 1, name: "All items", iteration: null },
      { number: 2, name: "Current iteration", iteration: "it_5" },
    ],
    fields: [
      { id: "PVTF_title", name: "Title", dataType: "TITLE" },
      { id: "PVTF_estimate", name: "Estimate", dataType: "NUMBER" },
      { id: "PVTF_effort", name: "Effort", dataType: "NUMBER" },
      {
        id: "PVTSSF_priority",
        name: "Priority",
        dataType: "SINGLE_SELECT",
        options: [
          { id: "opt_urgent", name: "Critical" },
          { id: "opt_high", name: "High" },
          { id: "opt_low", name: "Low" },
        ],
      },
      {
        id: "PVTIF_sprint",
        name: "Sprint",
        dataType: "ITERATION",
        iterations: [
          { id: "it_5", title: "Iteration 5", startDate: "2026-11-16", duration: 14 },
          { id: "it_6", title: "Iteration 6", startDate: "2026-11-30", duration: 14 },
        ],
      },
    ],
    items: [
      { id: "PVTI_1", content: "octo-org/app#1", isArchived: false, values: { PVTSSF_priority: "opt_high", PVTIF_sprint: "it_5" } },
      { id: "PVTI_2", content: "octo-org/app#2", isArchived: false, values: { PVTF_estimate: 3, PVTSSF_priority: "opt_low", PVTIF_sprint: "it_5" } },
      { id: "PVTI_3", content: "octo-org/app#3", isArchived: false, values: { PVTIF_sprint: "it_5" } },
      { id: "PVTI_4", content: null, draftTitle: "A draft idea", isArchived: false, values: { PVTIF_sprint: "it_5" } },
      { id: "PVTI_5", content: "octo-org/app#5", isArchived: false, values: { PVTSSF_priority: "opt_urgent", PVTIF_sprint: "it_5" } },
      { id: "PVTI_7", content: "octo-org/app#7", isArchived: false, values: { PVTIF_sprint: "it_6" } },
      { id: "PVTI_8", content: "octo-org/app#8", isArchived: true, values: { PVTIF_sprint: "it_5" } },
    ],
  };
  const personalBoard: FakeProject = {
    id: "PVT_kwHOpersonal2",
    owner: "octocat",
    ownerType: "user",
    number: 2,
    title: "Personal",
    fields: [{ id: "PVTF_points", name: "Story Points", dataType: "NUMBER" }],
    items: [{ id: "PVTI_20", content: "octocat/notes#1", isArchived: false, values: { PVTF_points: 1.5 } }],
  };
  const noNumbers: FakeProject = {
    id: "PVT_kwDOnonumbers3",
    owner: "octo-org",
    ownerType: "organization",
    number: 3,
    title: "Ideas",
    fields: [{ id: "PVTF_title3", name: "Title", dataType: "TITLE" }],
    items: [],
  };
  return { repos: [app, noIssues, personal], projects: [roadmap, personalBoard, noNumbers], nextItem: 100, nextLabel: 100 };
}
