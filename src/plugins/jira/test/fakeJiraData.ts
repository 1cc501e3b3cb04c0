// The sites the fake JIRA hosts, shaped like real Cloud sites (contracts/NOTES.md §1.5): custom field
// ids differ per site, company-managed sites name the field "Story Points", team-managed ones
// "Story point estimate", and some sites rename or lack it.

export interface FakeUser {
  email: string;
  token: string;
  accountId: string;
  displayName: string;
  /** Too many failed sign-ins: JIRA answers 403 with the CAPTCHA headers whatever the token. */
  lockedOut?: boolean;
}

/** FieldDetails as GET /rest/api/3/field returns them. */
export interface FakeField {
  id: string;
  key: string;
  name: string;
  custom: boolean;
  orderable: boolean;
  navigable: boolean;
  searchable: boolean;
  clauseNames: string[];
  schema: { type: string; system?: string; custom?: string; customId?: number; items?: string };
}

export interface FakeProject {
  id: string;
  key: string;
  name: string;
  /** Team-managed ("next-gen") project. */
  simplified: boolean;
  /** Whether the story points field is on the edit screen (else PUT answers the famous 400). */
  storyPointsOnScreen: boolean;
}

export type StatusName = "To Do" | "In Progress" | "Done";

export interface FakeIssue {
  id: string;
  key: string;
  projectKey: string;
  summary: string;
  priority: string | null;
  status: StatusName;
  /** Plain text; served as ADF in fields.description and as HTML when not overridden. */
  descriptionText: string | null;
  /** Rendered HTML when it differs from the escaped text (the sanitisation cases). */
  descriptionHtml?: string;
  storyPoints: number | null;
}

/** A JIRA Software board (agile/1.0): scrum boards have sprints, kanban boards answer 400 when asked. */
export interface FakeBoard {
  id: number;
  name: string;
  type: "scrum" | "kanban";
  projectKey: string;
}

export interface FakeSprint {
  id: number;
  boardId: number;
  name: string;
  state: "closed" | "active" | "future";
  goal: string;
  startDate?: string;
  endDate?: string;
  completeDate?: string;
  /** The sprint's issues in rank order. */
  issueKeys: string[];
}

export interface FakeSite {
  domain: string;
  users: FakeUser[];
  fields: FakeField[];
  storyPointsFieldId: string | null;
  projects: FakeProject[];
  issues: FakeIssue[];
  boards: FakeBoard[];
  sprints: FakeSprint[];
}

/** Spec section 9's priority names, plus one it does not know. */
export const FAKE_PRIORITIES = [
  "Highest", "Blocker", "Critical", "1",
  "High", "Major", "2",
  "Medium", "3",
  "Low", "Minor", "4",
  "Lowest", "Trivial", "5",
  "Someday",
] as const;

export const SCRIPT_DESCRIPTION_KEY = "POKER-3";
export const IMG_DESCRIPTION_KEY = "POKER-4";
export const NO_PRIORITY_KEY = "POKER-100";
export const POKER_OPEN_TICKETS = 120;
export const POKER_DONE_TICKETS = 8;
/** POKER's active sprint: 60 open issues in rank order (more than one page of 50) plus 2 done ones. */
export const POKER_ACTIVE_SPRINT_ID = 11;
export const POKER_ACTIVE_SPRINT_OPEN = 60;
export const POKER_SCRUM_BOARD_ID = 1;

const systemFields: FakeField[] = [
  systemField("summary", "Summary", "string"),
  systemField("description", "Description", "string"),
  systemField("priority", "Priority", "priority"),
  systemField("status", "Status", "status"),
  systemField("project", "Project", "project"),
];

function systemField(id: string, name: string, type: string): FakeField {
  return { id, key: id, name, custom: false, orderable: true, navigable: true, searchable: true, clauseNames: [id], schema: { type, system: id } };
}

function customField(customId: number, name: string, type: string, custom: string): FakeField {
  const id = `customfield_${customId}`;
  return {
    id,
    key: id,
    name,
    custom: true,
    orderable: true,
    navigable: true,
    searchable: true,
    clauseNames: [`cf[${customId}]`, name],
    schema: type === "array" ? { type, items: "json", custom, customId } : { type, custom, customId },
  };
}

const FLOAT = "com.atlassian.jira.plugin.system.customfieldtypes:float";
const JSW_STORY_POINTS = "com.pyxis.greenhopper.jira:jsw-story-points";
const sprintField = customField(10020, "Sprint", "array", "com.pyxis.greenhopper.jira:gh-sprint");

const themes = ["Checkout", "Sign-in", "Search", "Reports", "Notifications", "Billing", "Profile", "Dashboard"];
const asks = ["show a clear error when the card is declined", "remember the last filter", "export to CSV", "load faster on mobile", "support dark mode", "send a weekly summary", "allow bulk edit", "keep the draft when the tab closes"];
const POINTS_CYCLE = [null, 1, 2, 3, 5, 8, 13, 0.5] as const;

function pokerIssue(n: number): FakeIssue {
  const theme = themes[n % themes.length]!;
  const ask = asks[(n * 3) % asks.length]!;
  const issue: FakeIssue = {
    id: String(10_000 + n),
    key: `POKER-${n}`,
    projectKey: "POKER",
    summary: `${theme}: ${ask} (${n})`,
    priority: `POKER-${n}` === NO_PRIORITY_KEY ? null : FAKE_PRIORITIES[(n - 1) % FAKE_PRIORITIES.length]!,
    status: n > POKER_OPEN_TICKETS ? "Done" : n % 3 === 0 ? "In Progress" : "To Do",
    descriptionText: n % 10 === 0 ? null : `As a customer I want ${theme.toLowerCase()} to ${ask}, so that planning goes faster.`,
    storyPoints: POINTS_CYCLE[n % POINTS_CYCLE.length]!,
  };
  if (issue.key === SCRIPT_DESCRIPTION_KEY) {
    issue.descriptionText = `Steps: open the page <script>alert('xss')</script>`;
    issue.descriptionHtml = `<p>Steps: open the page</p><script>alert('xss')</script>`;
  }
  if (issue.key === IMG_DESCRIPTION_KEY) {
    issue.descriptionText = `Screenshot attached <img src=x onerror=alert('xss')>`;
    issue.descriptionHtml = `<p>Screenshot attached <img src="x" onerror="alert('xss')"></p>`;
  }
  return issue;
}

function simpleIssues(projectKey: string, firstId: number, count: number): FakeIssue[] {
  return Array.from({ length: count }, (_, i) => ({
    id: String(firstId + i),
    key: `${projectKey}-${i + 1}`,
    projectKey,
    summary: `${themes[i % themes.length]}: ${asks[i % asks.length]}`,
    priority: FAKE_PRIORITIES[i % 5 === 0 ? 0 : 7]!,
    status: "To Do" as const,
    descriptionText: `Details for ${projectKey}-${i + 1}.`,
    storyPoints: i % 2 === 0 ? null : 3,
  }));
}

/** Rank order differs from key order, as on a real board: the 60 open issues from POKER-60 down, then two done. */
function pokerSprints(): FakeSprint[] {
  const keys = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => `POKER-${from + i}`);
  return [
    { id: 10, boardId: POKER_SCRUM_BOARD_ID, name: "Sprint 41", state: "closed", goal: "Ship sign-in", startDate: "2026-10-26T09:00:00.000Z", endDate: "2026-11-09T17:00:00.000Z", completeDate: "2026-11-09T16:30:00.000Z", issueKeys: keys(121, 124) },
    {
      id: POKER_ACTIVE_SPRINT_ID,
      boardId: POKER_SCRUM_BOARD_ID,
      name: "Sprint 42",
      state: "active",
      goal: "Faster checkout",
      startDate: "2026-11-10T09:00:00.000Z",
      endDate: "2026-11-24T17:00:00.000Z",
      issueKeys: [...keys(1, POKER_ACTIVE_SPRINT_OPEN).reverse(), "POKER-125", "POKER-126"],
    },
    { id: 12, boardId: POKER_SCRUM_BOARD_ID, name: "Sprint 43", state: "future", goal: "", issueKeys: keys(61, 70) },
    { id: 13, boardId: 4, name: "Release 7", state: "future", goal: "", issueKeys: keys(71, 72) },
  ];
}

function project(id: number, key: string, name: string, options: Partial<FakeProject> = {}): FakeProject {
  return { id: String(id), key, name, simplified: false, storyPointsOnScreen: true, ...options };
}

function devUser(domain: string): FakeUser {
  return { email: `dev@${domain}.test`, token: `${domain}-token`, accountId: `5b10a2844c20165700ede${domain.length}a`, displayName: "Dana Developer" };
}

/** Fresh data for each fake: tests may change story points. */
export function createFakeSites(): FakeSite[] {
  return [
    {
      // Company-managed: both fields exist (as on many real sites); "Story Points" is the one in use.
      domain: "acme",
      users: [devUser("acme"), { email: "locked@acme.test", token: "acme-token", accountId: "5b10a2844c20165700edeloc", displayName: "Lee Locked", lockedOut: true }],
      fields: [...systemFields, sprintField, customField(10016, "Story point estimate", "number", JSW_STORY_POINTS), customField(10026, "Story Points", "number", FLOAT)],
      storyPointsFieldId: "customfield_10026",
      projects: [project(10000, "POKER", "Planning Poker"), project(10001, "NOSCREEN", "No Screen", { storyPointsOnScreen: false })],
      issues: [...Array.from({ length: POKER_OPEN_TICKETS + POKER_DONE_TICKETS }, (_, i) => pokerIssue(i + 1)), ...simpleIssues("NOSCREEN", 20_000, 3)],
      boards: [
        { id: POKER_SCRUM_BOARD_ID, name: "POKER board", type: "scrum", projectKey: "POKER" },
        { id: 2, name: "POKER support", type: "kanban", projectKey: "POKER" },
        { id: 3, name: "NOSCREEN board", type: "scrum", projectKey: "NOSCREEN" },
        // A second scrum board of POKER, with only a future sprint: the active one is on board 1.
        { id: 4, name: "POKER releases", type: "scrum", projectKey: "POKER" },
      ],
      sprints: pokerSprints(),
    },
    {
      // Team-managed: only "Story point estimate".
      domain: "acme-team",
      users: [devUser("acme-team")],
      fields: [...systemFields, sprintField, customField(10016, "Story point estimate", "number", JSW_STORY_POINTS)],
      storyPointsFieldId: "customfield_10016",
      projects: [project(10100, "TEAM", "Team Board", { simplified: true })],
      issues: simpleIssues("TEAM", 30_000, 5),
      // Only a future sprint: the project has no active one.
      boards: [{ id: 5, name: "TEAM board", type: "scrum", projectKey: "TEAM" }],
      sprints: [{ id: 20, boardId: 5, name: "TEAM Sprint 1", state: "future", goal: "", issueKeys: ["TEAM-1", "TEAM-2"] }],
    },
    {
      // Translated name: found by JIRA Software's field type.
      domain: "localised",
      users: [devUser("localised")],
      fields: [...systemFields, customField(10038, "Puntos de historia", "number", JSW_STORY_POINTS)],
      storyPointsFieldId: "customfield_10038",
      projects: [project(10200, "LOC", "Localised")],
      issues: simpleIssues("LOC", 40_000, 3),
      boards: [],
      sprints: [],
    },
    {
      // Renamed numeric field; a text field that mentions story points must not be picked.
      domain: "renamed",
      users: [devUser("renamed")],
      fields: [
        ...systemFields,
        customField(10049, "Story point notes", "string", "com.atlassian.jira.plugin.system.customfieldtypes:textfield"),
        customField(10050, "Estimated Story-Points", "number", FLOAT),
      ],
      storyPointsFieldId: "customfield_10050",
      projects: [project(10300, "REN", "Renamed")],
      issues: simpleIssues("REN", 50_000, 3),
      boards: [],
      sprints: [],
    },
    {
      // No story points field at all.
      domain: "nofield",
      users: [devUser("nofield")],
      fields: [...systemFields],
      storyPointsFieldId: null,
      projects: [project(10400, "NOF", "No Field")],
      issues: simpleIssues("NOF", 60_000, 3),
      boards: [],
      sprints: [],
    },
  ];
}

/** The working configuration for one of the fake's sites. */
export function fakeJiraConfig(domain: string, projectKey: string) {
  const user = devUser(domain);
  return { domain, projectKey, email: user.email, apiToken: user.token };
}
