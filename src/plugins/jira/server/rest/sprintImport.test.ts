import { describe, expect, it } from "vitest";
import { POKER_ACTIVE_SPRINT_ID, POKER_ACTIVE_SPRINT_OPEN, fakeJiraConfig } from "../../test/fakeJiraData";
import { jiraNoActiveSprint, jiraNoScrumBoard } from "../../../../shared/messages";
import { openJiraSite } from "./http";
import { SPRINT_ISSUES_JQL, fetchActiveSprintTickets, fetchSprintTickets, findActiveSprints } from "./sprintImport";
import { useFakeJira } from "../../test/useFakeJira";

const jira = useFakeJira();
const acme = fakeJiraConfig("acme", "POKER");
const agileRequests = () => jira.fake.received.requests.filter((r) => r.path.startsWith("/rest/agile/1.0/"));

describe("fetchActiveSprintTickets", () => {
  it("imports the open issues of the project's active sprint in rank order, across pages", async () => {
    const result = await fetchActiveSprintTickets(acme, jira.settings);
    expect(result.sprints).toEqual([{ id: POKER_ACTIVE_SPRINT_ID, name: "Sprint 42" }]);
    expect(result.truncated).toBe(false);
    // Rank order (POKER-60 down to POKER-1), done issues left out.
    expect(result.tickets.map((t) => t.key)).toEqual(Array.from({ length: POKER_ACTIVE_SPRINT_OPEN }, (_, i) => `POKER-${POKER_ACTIVE_SPRINT_OPEN - i}`));
    expect(result.tickets.at(-1)).toMatchObject({ key: "POKER-1", priority: "Highest", storyPoints: 1, description: expect.stringContaining("<p>") });

    const issuePages = agileRequests().filter((r) => r.path === `/rest/agile/1.0/sprint/${POKER_ACTIVE_SPRINT_ID}/issue`);
    expect(issuePages.map((r) => r.query.startAt)).toEqual([["0"], ["50"]]);
    expect(issuePages[0]?.query).toMatchObject({ jql: [SPRINT_ISSUES_JQL], fields: ["summary,priority,description,customfield_10026"], expand: ["renderedFields"], maxResults: ["50"] });
  });

  it("asks only the project's scrum boards for active sprints", async () => {
    await fetchActiveSprintTickets(acme, jira.settings);
    const [boards, ...rest] = agileRequests();
    expect(boards?.path).toBe("/rest/agile/1.0/board");
    expect(boards?.query).toMatchObject({ projectKeyOrId: ["POKER"], type: ["scrum"], startAt: ["0"], maxResults: ["50"] });
    expect(rest[0]).toMatchObject({ path: "/rest/agile/1.0/board/1/sprint", query: { state: ["active"] } });
  });

  it("pages boards and sprints by startAt until isLast", async () => {
    const site = openJiraSite(acme, jira.settings);
    const sprints = await findActiveSprints(site, "POKER", 1);
    expect(sprints).toEqual([{ id: POKER_ACTIVE_SPRINT_ID, name: "Sprint 42" }]);
    const boardPages = agileRequests().filter((r) => r.path === "/rest/agile/1.0/board");
    expect(boardPages.map((r) => r.query.startAt)).toEqual([["0"], ["1"]]);
    // Both scrum boards were asked; the kanban board never was (it has no sprints).
    expect(agileRequests().filter((r) => r.path.endsWith("/sprint")).map((r) => r.path)).toEqual(["/rest/agile/1.0/board/1/sprint", "/rest/agile/1.0/board/4/sprint"]);
  });

  it("follows JIRA's page size when it serves fewer issues than asked", async () => {
    const site = openJiraSite(acme, jira.settings);
    const { tickets, truncated } = await fetchSprintTickets(site, POKER_ACTIVE_SPRINT_ID, null, { pageSize: 500, maxTickets: 500 });
    expect(tickets).toHaveLength(POKER_ACTIVE_SPRINT_OPEN);
    expect(truncated).toBe(false);
    // The fake caps issue pages at 100, so one page held all 60; the client never asked past total.
    expect(agileRequests()).toHaveLength(1);
  });

  it("stops at the room left in the queue and says more were left", async () => {
    const result = await fetchActiveSprintTickets(acme, { ...jira.settings, maxTickets: 55 });
    expect(result.tickets).toHaveLength(55);
    expect(result.truncated).toBe(true);
  });

  it("says so when the project has no active sprint, or no scrum board at all", async () => {
    await expect(fetchActiveSprintTickets(fakeJiraConfig("acme-team", "TEAM"), jira.settings)).rejects.toMatchObject({ kind: "not_found", message: jiraNoActiveSprint("TEAM") });
    await expect(fetchActiveSprintTickets(fakeJiraConfig("localised", "LOC"), jira.settings)).rejects.toMatchObject({ kind: "not_found", message: jiraNoScrumBoard("LOC") });
  });

  it("passes JIRA's refusal on for a project it does not know", async () => {
    await expect(fetchActiveSprintTickets(fakeJiraConfig("acme", "NOPE"), jira.settings)).rejects.toMatchObject({ kind: "bad_request", message: expect.stringContaining("No project could be found with key 'NOPE'") });
  });

  it("refuses a bad project key before any request", async () => {
    await expect(fetchActiveSprintTickets({ ...acme, projectKey: 'X" OR 1=1' }, jira.settings)).rejects.toMatchObject({ kind: "invalid_config" });
    expect(jira.fake.received.requests).toEqual([]);
  });
});
