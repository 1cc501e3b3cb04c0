// The JIRA Software (agile/1.0) endpoints a sprint import needs, in the shapes of Atlassian's
// Software REST API (contracts/jira-software-agile-subset.json): boards of a project,
// a board's sprints, a sprint's issues. Lists page by offset (startAt/maxResults), not by token:
// boards and sprints answer {maxResults, startAt, total, isLast, values}; issues answer
// {expand, startAt, maxResults, total, issues} without isLast, so a client pages by `total`.
// The error sentences are JIRA's envelope; their exact wording is not documented anywhere we have.
import { type Answer, envelope } from "./fakeJiraAnswer";
import type { FakeBoard, FakeSite, FakeSprint } from "./fakeJiraData";
import { issueBean, selectFields } from "./fakeJiraIssues";
import { parseJql } from "./fakeJiraJql";

/** JIRA caps a page of boards or sprints at 50 and a page of agile issues at 100, and says so in maxResults. */
export const AGILE_MAX_LIST_RESULTS = 50;
export const AGILE_MAX_ISSUE_RESULTS = 100;
const SPRINT_STATES = ["closed", "active", "future"] as const;

type Paging = { ok: true; startAt: number; maxResults: number } | { ok: false; answer: Answer };

function paging(url: URL, cap: number): Paging {
  const read = (name: string, fallback: number) => (url.searchParams.has(name) ? Number(url.searchParams.get(name)) : fallback);
  const startAt = read("startAt", 0);
  const maxResults = read("maxResults", 50);
  if (!Number.isInteger(startAt) || startAt < 0) return { ok: false, answer: envelope(400, ["The 'startAt' parameter must be a non-negative integer."]) };
  if (!Number.isInteger(maxResults) || maxResults < 1) return { ok: false, answer: envelope(400, ["The 'maxResults' parameter must be a positive integer."]) };
  return { ok: true, startAt, maxResults: Math.min(maxResults, cap) };
}

export function routeAgile(site: FakeSite, siteUrl: string, method: string, path: string, url: URL): Answer {
  const boardSprints = /^\/rest\/agile\/1\.0\/board\/([^/]+)\/sprint$/.exec(path);
  const sprintIssues = /^\/rest\/agile\/1\.0\/sprint\/([^/]+)\/issue$/.exec(path);
  if (method === "GET" && path === "/rest/agile/1.0/board") return boards(site, siteUrl, url);
  if (method === "GET" && boardSprints) return sprints(site, siteUrl, decodeURIComponent(boardSprints[1]!), url);
  if (method === "GET" && sprintIssues) return issues(site, siteUrl, decodeURIComponent(sprintIssues[1]!), url);
  return envelope(404, [`null for uri: ${siteUrl}${path}`]);
}

function boardJson(site: FakeSite, siteUrl: string, board: FakeBoard) {
  const project = site.projects.find((p) => p.key === board.projectKey)!;
  return {
    id: board.id,
    self: `${siteUrl}/rest/agile/1.0/board/${board.id}`,
    name: board.name,
    type: board.type,
    location: {
      projectId: Number(project.id),
      displayName: `${project.name} (${project.key})`,
      projectName: project.name,
      projectKey: project.key,
      projectTypeKey: "software",
      avatarURI: `${siteUrl}/rest/api/2/universal_avatar/view/type/project/avatar/10400?size=small`,
      name: `${project.name} (${project.key})`,
    },
  };
}

/** GET /rest/agile/1.0/board (getAllBoards): type and projectKeyOrId filter, ordered by id. */
function boards(site: FakeSite, siteUrl: string, url: URL): Answer {
  const page = paging(url, AGILE_MAX_LIST_RESULTS);
  if (!page.ok) return page.answer;
  const types = (url.searchParams.get("type") ?? "").split(",").filter(Boolean);
  const projectKeyOrId = url.searchParams.get("projectKeyOrId");
  let matching = site.boards;
  if (projectKeyOrId !== null) {
    const project = site.projects.find((p) => p.key.toLowerCase() === projectKeyOrId.toLowerCase() || p.id === projectKeyOrId);
    if (!project) return envelope(400, [`No project could be found with key '${projectKeyOrId}'.`]);
    matching = matching.filter((b) => b.projectKey === project.key);
  }
  if (types.length > 0) matching = matching.filter((b) => types.includes(b.type));
  return listPage(page, [...matching].sort((a, b) => a.id - b.id).map((b) => boardJson(site, siteUrl, b)));
}

function listPage(page: { startAt: number; maxResults: number }, all: unknown[]): Answer {
  const values = all.slice(page.startAt, page.startAt + page.maxResults);
  return { status: 200, json: { maxResults: page.maxResults, startAt: page.startAt, total: all.length, isLast: page.startAt + values.length >= all.length, values } };
}

function sprintJson(siteUrl: string, sprint: FakeSprint) {
  const { id, boardId, name, state, goal, startDate, endDate, completeDate } = sprint;
  return { id, self: `${siteUrl}/rest/agile/1.0/sprint/${id}`, state, name, startDate, endDate, completeDate, originBoardId: boardId, goal };
}

/** GET /rest/agile/1.0/board/{boardId}/sprint (getAllSprints): closed, then active, then future sprints. */
function sprints(site: FakeSite, siteUrl: string, boardId: string, url: URL): Answer {
  const board = site.boards.find((b) => String(b.id) === boardId);
  if (!/^\d+$/.test(boardId)) return envelope(400, [`The board id '${boardId}' is not a number.`]);
  if (!board) return envelope(404, ["Board does not exist or you do not have permission to see it."]);
  if (board.type !== "scrum") return envelope(400, ["The board does not support sprints"]);
  const page = paging(url, AGILE_MAX_LIST_RESULTS);
  if (!page.ok) return page.answer;
  const states = (url.searchParams.get("state") ?? "").split(",").map((s) => s.trim()).filter(Boolean);
  const unknown = states.find((s) => !(SPRINT_STATES as readonly string[]).includes(s));
  if (unknown) return envelope(400, [`The sprint state '${unknown}' is not valid. Valid values: future, active, closed.`]);
  const order = (s: FakeSprint) => SPRINT_STATES.indexOf(s.state);
  const matching = site.sprints
    .filter((s) => s.boardId === board.id && (states.length === 0 || states.includes(s.state)))
    .sort((a, b) => order(a) - order(b) || a.id - b.id);
  return listPage(page, matching.map((s) => sprintJson(siteUrl, s)));
}

/** GET /rest/agile/1.0/sprint/{sprintId}/issue (getIssuesForSprint): rank order unless the JQL orders. */
function issues(site: FakeSite, siteUrl: string, sprintId: string, url: URL): Answer {
  if (!/^\d+$/.test(sprintId)) return envelope(400, [`The sprint id '${sprintId}' is not a number.`]);
  const sprint = site.sprints.find((s) => String(s.id) === sprintId);
  if (!sprint) return envelope(404, ["Sprint does not exist or you do not have permission to see it."]);
  const page = paging(url, AGILE_MAX_ISSUE_RESULTS);
  if (!page.ok) return page.answer;
  const jql = url.searchParams.get("jql") ?? "";
  const parsed = parseJql(jql, site, { bounded: true });
  if (!parsed.ok) return envelope(400, parsed.errorMessages);
  const ranked = sprint.issueKeys.map((key) => site.issues.find((i) => i.key === key)!).filter(parsed.filter);
  // Rank (the sprint's order) applies unless the JQL has its own ORDER BY.
  const ordered = /\border\s+by\b/i.test(jql) ? [...ranked].sort(parsed.compare) : ranked;
  const requested = url.searchParams.getAll("fields").flatMap((f) => f.split(","));
  const fields = selectFields(site, requested.length ? requested : ["*navigable"]);
  const expand = new Set((url.searchParams.get("expand") ?? "").split(",").map((e) => e.trim()).filter(Boolean));
  const slice = ordered.slice(page.startAt, page.startAt + page.maxResults);
  return {
    status: 200,
    json: {
      expand: "schema,names",
      startAt: page.startAt,
      maxResults: page.maxResults,
      total: ordered.length,
      issues: slice.map((issue) => issueBean(site, siteUrl, issue, fields, expand, false)),
    },
  };
}
