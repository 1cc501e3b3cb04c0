// The fake Jira Data Center's site: fields (two story-points fields: ids differ between boards and
// sites), issues with wiki descriptions and their rendered HTML, boards with their estimation
// configuration, sprints and saved filters.

export const GOOD_PAT = "NjE2ODk0NTc3MjkyOmdvb2QtdG9rZW4tZm9yLWFsaWNl";
export const LOCKED_PAT = "MzQ1Njc4OTAxMjM0OmxvY2tlZC1vdXQtdG9rZW4tYm9i";
export const BAD_PAT = "OTk5OTk5OTk5OTk5OnJldm9rZWQtdG9rZW4tY2Fyb2w=";

export interface FakeDcIssue {
  id: string;
  key: string;
  summary: string;
  status: "Open" | "In Progress" | "Done";
  priority: string | null;
  description: string;
  descriptionHtml: string;
  /** Field id -> value (story points). */
  custom: Record<string, number | null>;
  sprint: number | null;
  /** Boards whose backlog holds it (not in a sprint). */
  backlogOf: number[];
}

export interface FakeDcBoard {
  id: number;
  name: string;
  type: "scrum" | "kanban";
  /** The board's estimation statistic: a field, or none (issue count). */
  estimation: { fieldId: string; displayName: string } | null;
  sprints: { id: number; name: string; state: "closed" | "active" | "future" }[];
}

export interface FakeDcState {
  fields: { id: string; name: string; custom: boolean; schemaType: string; customType?: string }[];
  issues: FakeDcIssue[];
  boards: FakeDcBoard[];
  filters: { id: string; name: string; jql: string }[];
}

const FLOAT = "com.atlassian.jira.plugin.system.customfieldtypes:float";

function issue(n: number, project: string, summary: string, extra: Partial<FakeDcIssue>): FakeDcIssue {
  return {
    id: String(10000 + n),
    key: `${project}-${n}`,
    summary,
    status: "Open",
    priority: "Medium",
    description: `h3. ${summary}\n*Acceptance*: it works.`,
    descriptionHtml: `<h3>${summary}</h3><p><b>Acceptance</b>: it works.</p>`,
    custom: {},
    sprint: null,
    backlogOf: [],
    ...extra,
  };
}

export function createFakeDcState(): FakeDcState {
  return {
    fields: [
      { id: "summary", name: "Summary", custom: false, schemaType: "string" },
      { id: "description", name: "Description", custom: false, schemaType: "string" },
      { id: "priority", name: "Priority", custom: false, schemaType: "priority" },
      { id: "status", name: "Status", custom: false, schemaType: "status" },
      { id: "customfield_10106", name: "Story Points", custom: true, schemaType: "number", customType: FLOAT },
      { id: "customfield_10002", name: "Team Estimate", custom: true, schemaType: "number", customType: FLOAT },
    ],
    issues: [
      issue(1, "ABC", "Sign in with SSO", { priority: "Highest", sprint: 11, custom: { customfield_10106: 5 } }),
      issue(2, "ABC", "Room history", { priority: "High", sprint: 11 }),
      issue(3, "ABC", "Deck editor", { sprint: 11 }),
      issue(4, "ABC", "Timer", { priority: null, sprint: 11 }),
      issue(5, "ABC", "Spectators", { priority: "Blocker", sprint: 11 }),
      issue(6, "ABC", "Export to CSV", { priority: "Low", backlogOf: [1] }),
      issue(7, "ABC", "Keyboard shortcuts", { priority: "Trivial", backlogOf: [1] }),
      issue(8, "ABC", "Old bug", { status: "Done", backlogOf: [1] }),
      issue(1, "DEF", "Team B story one", { sprint: 21, custom: { customfield_10002: 2 } }),
      issue(2, "DEF", "Team B story two", { sprint: 21 }),
      issue(3, "DEF", "Team B story three", { sprint: 21, backlogOf: [] }),
    ],
    boards: [
      {
        id: 1,
        name: "ABC board",
        type: "scrum",
        estimation: { fieldId: "customfield_10106", displayName: "Story Points" },
        sprints: [
          { id: 10, name: "ABC Sprint 9", state: "closed" },
          { id: 11, name: "ABC Sprint 10", state: "active" },
          { id: 12, name: "ABC Sprint 11", state: "future" },
        ],
      },
      { id: 2, name: "Team B", type: "scrum", estimation: { fieldId: "customfield_10002", displayName: "Team Estimate" }, sprints: [{ id: 21, name: "B Sprint 3", state: "active" }] },
      { id: 3, name: "Support", type: "kanban", estimation: null, sprints: [] },
    ],
    filters: [{ id: "10400", name: "Open ABC", jql: "project = ABC AND status = Open ORDER BY key" }],
  };
}
