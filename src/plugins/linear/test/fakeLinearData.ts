// The fake Linear's workspace: three teams on different estimation scales, cycles, a project, labels,
// workflow states, issues (Markdown descriptions, Float estimates) and a custom view.

export const GOOD_KEY = "lin_api_goodKeyForAliceXXXXXXXXXXXXXXXXXXXXXXXXXXXX";
export const BAD_KEY = "lin_api_revokedKeyForCarolXXXXXXXXXXXXXXXXXXXXXXXXXX";
/** A working key whose user is in no team: it sees no issue to import. */
export const NO_TEAM_KEY = "lin_api_guestKeyForDaveXXXXXXXXXXXXXXXXXXXXXXXXXXXXX";

export interface FakeLinearTeam {
  id: string;
  key: string;
  name: string;
  issueEstimationType: "notUsed" | "exponential" | "fibonacci" | "linear" | "tShirt";
  issueEstimationExtended: boolean;
  issueEstimationAllowZero: boolean;
}

export interface FakeLinearIssue {
  id: string;
  teamId: string;
  number: number;
  title: string;
  description: string | null;
  priority: 0 | 1 | 2 | 3 | 4;
  estimate: number | null;
  stateType: "triage" | "backlog" | "unstarted" | "started" | "completed" | "canceled";
  cycleId: string | null;
  projectId: string | null;
  labels: string[];
}

export interface FakeLinearState {
  /** By API key; a user with teamIds sees only those teams (a guest), else every team. */
  users: Record<string, { id: string; name: string; displayName: string; email: string; teamIds?: string[] }>;
  organization: { id: string; name: string; urlKey: string };
  teams: FakeLinearTeam[];
  cycles: { id: string; teamId: string; number: number; isActive: boolean }[];
  projects: { id: string; name: string }[];
  issues: FakeLinearIssue[];
  views: { id: string; slugId: string; name: string; keep: (issue: FakeLinearIssue) => boolean }[];
}

function issue(teamId: string, number: number, title: string, extra: Partial<FakeLinearIssue> = {}): FakeLinearIssue {
  return {
    id: `issue-${teamId.slice(5, 8)}-${number}`,
    teamId,
    number,
    title,
    description: `## ${title}\n\n- [ ] it works`,
    priority: 3,
    estimate: null,
    stateType: "unstarted",
    cycleId: null,
    projectId: null,
    labels: [],
    ...extra,
  };
}

export const ENG = "team-eng-0000-4000-8000-000000000001";
export const DES = "team-des-0000-4000-8000-000000000002";
export const OPS = "team-ops-0000-4000-8000-000000000003";

export function createFakeLinearState(): FakeLinearState {
  return {
    users: {
      [GOOD_KEY]: { id: "user-alice", name: "Alice Example", displayName: "alice", email: "alice@example.com" },
      [NO_TEAM_KEY]: { id: "user-dave", name: "Dave Guest", displayName: "dave", email: "dave@example.com", teamIds: [] },
    },
    organization: { id: "org-1", name: "Example Inc", urlKey: "example" },
    teams: [
      { id: ENG, key: "ENG", name: "Engineering", issueEstimationType: "fibonacci", issueEstimationExtended: false, issueEstimationAllowZero: false },
      { id: DES, key: "DES", name: "Design", issueEstimationType: "tShirt", issueEstimationExtended: true, issueEstimationAllowZero: false },
      { id: OPS, key: "OPS", name: "Operations", issueEstimationType: "notUsed", issueEstimationExtended: false, issueEstimationAllowZero: false },
    ],
    cycles: [
      { id: "cycle-eng-7", teamId: ENG, number: 7, isActive: false },
      { id: "cycle-eng-8", teamId: ENG, number: 8, isActive: true },
    ],
    projects: [{ id: "project-rooms", name: "Rooms" }],
    issues: [
      issue(ENG, 1, "Sign in with SSO", { priority: 1, estimate: 5, cycleId: "cycle-eng-8", labels: ["backend"] }),
      issue(ENG, 2, "Room history", { priority: 2, cycleId: "cycle-eng-8", labels: ["backend", "ui"], projectId: "project-rooms" }),
      issue(ENG, 3, "Deck editor", { cycleId: "cycle-eng-8", labels: ["ui"], projectId: "project-rooms" }),
      issue(ENG, 4, "Timer", { priority: 0, cycleId: "cycle-eng-8", stateType: "started" }),
      issue(ENG, 5, "Spectators", { priority: 4, cycleId: "cycle-eng-8", description: null }),
      issue(ENG, 6, "Old bug", { stateType: "completed", cycleId: "cycle-eng-8" }),
      issue(ENG, 7, "Export to CSV", { cycleId: "cycle-eng-7", labels: ["ui"] }),
      issue(DES, 1, "Card art", { estimate: 8 }),
      issue(DES, 2, "Dark theme", { estimate: 21 }),
      issue(DES, 3, "Icons"),
      issue(OPS, 1, "Backups"),
    ],
    views: [{ id: "view-ui-0000-4000-8000-000000000001", slugId: "a1b2c3", name: "UI work", keep: (i) => i.labels.includes("ui") && i.stateType !== "completed" }],
  };
}
