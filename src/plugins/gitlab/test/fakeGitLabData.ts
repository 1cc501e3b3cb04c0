// The fake GitLab's instance: its tier (Premium has weights, Free has none), users and their tokens
// (one with the api scope, one read_api only), projects with milestones, iterations and issues.

export const GOOD_TOKEN = "glpat-goodTokenForAlice0000";
export const READ_ONLY_TOKEN = "glpat-readApiTokenForBob000";
export const BAD_TOKEN = "glpat-revokedTokenCarol0000";
/** A working token with read_user only: it may see who it belongs to, and no issue. */
export const READ_USER_TOKEN = "glpat-readUserTokenDan00000";

export interface FakeGitLabIssue {
  id: number;
  iid: number;
  title: string;
  description: string | null;
  state: "opened" | "closed";
  labels: string[];
  milestone: string | null;
  iterationId: number | null;
  iterationTitle: string | null;
  weight: number | null;
  relativePosition: number;
}

export interface FakeGitLabProject {
  id: number;
  path: string;
  milestones: { id: number; iid: number; title: string }[];
  issues: FakeGitLabIssue[];
}

export interface FakeGitLabState {
  tier: "premium" | "free";
  tokens: Record<string, { username: string; name: string; id: number; scopes: ("api" | "read_api" | "read_user")[] }>;
  projects: FakeGitLabProject[];
}

function issue(id: number, iid: number, title: string, extra: Partial<FakeGitLabIssue> = {}): FakeGitLabIssue {
  return {
    id,
    iid,
    title,
    description: `### ${title}\n\n* [ ] it works`,
    state: "opened",
    labels: [],
    milestone: null,
    iterationId: null,
    iterationTitle: null,
    weight: null,
    relativePosition: iid * 100,
    ...extra,
  };
}

export function createFakeGitLabState(): FakeGitLabState {
  return {
    tier: "premium",
    tokens: {
      [GOOD_TOKEN]: { id: 7, username: "alice", name: "Alice Example", scopes: ["api"] },
      [READ_ONLY_TOKEN]: { id: 8, username: "bob", name: "Bob Example", scopes: ["read_api"] },
      [READ_USER_TOKEN]: { id: 9, username: "dan", name: "Dan Example", scopes: ["read_user"] },
    },
    projects: [
      {
        id: 42,
        path: "poker-group/poker-app",
        milestones: [
          { id: 501, iid: 1, title: "v1.0" },
          { id: 502, iid: 2, title: "v2.0" },
        ],
        issues: [
          issue(4201, 1, "Sign in with SSO", { labels: ["priority::1", "backend"], milestone: "v1.0", iterationId: 9001, iterationTitle: "Sprint 8", weight: 5 }),
          issue(4202, 2, "Room history", { labels: ["priority::2", "backend", "ui"], milestone: "v1.0", iterationId: 9001, iterationTitle: "Sprint 8" }),
          issue(4203, 3, "Deck editor", { labels: ["ui"], milestone: "v1.0", iterationId: 9001, iterationTitle: "Sprint 8" }),
          issue(4204, 4, "Timer", { milestone: "v1.0", description: null }),
          issue(4205, 5, "Spectators", { labels: ["Priority::Low"], milestone: "v1.0" }),
          issue(4206, 6, "Old bug", { state: "closed", milestone: "v1.0" }),
          issue(4207, 7, "Export to CSV", { labels: ["ui"], milestone: "v2.0", iterationId: 9002, iterationTitle: "Sprint 9" }),
        ],
      },
      { id: 43, path: "poker-group/empty", milestones: [], issues: [] },
    ],
  };
}
