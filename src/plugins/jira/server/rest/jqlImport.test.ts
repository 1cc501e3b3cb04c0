import { describe, expect, it } from "vitest";
import { POKER_OPEN_TICKETS, fakeJiraConfig } from "../../test/fakeJiraData";
import { JIRA_JQL_MAX_LENGTH } from "../../shared/jira";
import { MESSAGES } from "../../../../shared/messages";
import { fetchTicketsByJql } from "./jqlImport";
import { useFakeJira } from "../../test/useFakeJira";

const jira = useFakeJira();
const acme = fakeJiraConfig("acme", "POKER");
const searches = () => jira.fake.received.requests.filter((r) => r.path === "/rest/api/3/search/jql").map((r) => JSON.parse(r.body) as Record<string, unknown>);

describe("fetchTicketsByJql", () => {
  it("reads every page of the query, in its order, with each ticket's key, summary, priority, points and description", async () => {
    const { tickets, truncated } = await fetchTicketsByJql(acme, "project = POKER AND statusCategory != Done ORDER BY key DESC", jira.settings);
    expect(truncated).toBe(false);
    expect(tickets).toHaveLength(POKER_OPEN_TICKETS);
    expect(tickets[0]?.key).toBe(`POKER-${POKER_OPEN_TICKETS}`);
    expect(tickets.at(-1)).toEqual({
      key: "POKER-1",
      summary: "Sign-in: load faster on mobile (1)",
      priority: "Highest",
      storyPoints: 1,
      description: "<p>As a customer I want sign-in to load faster on mobile, so that planning goes faster.</p>",
    });
    const bodies = searches();
    expect(bodies).toHaveLength(3);
    expect(bodies[0]).toEqual({
      jql: "project = POKER AND statusCategory != Done ORDER BY key DESC",
      fields: ["summary", "priority", "description", "customfield_10026"],
      expand: "renderedFields",
      maxResults: 50,
    });
    expect(bodies[1]?.nextPageToken).toEqual(expect.any(String));
    expect(bodies[2]?.nextPageToken).not.toBe(bodies[1]?.nextPageToken);
  });

  it("stops at the tickets the queue has room for and says more were left", async () => {
    const { tickets, truncated } = await fetchTicketsByJql(acme, "project = POKER", { ...jira.settings, maxTickets: 60 });
    expect(tickets).toHaveLength(60);
    expect(truncated).toBe(true);
    expect(searches()).toHaveLength(2);
  });

  it("is not truncated when the cap and the result end together", async () => {
    const { tickets, truncated } = await fetchTicketsByJql(fakeJiraConfig("acme-team", "TEAM"), "project = TEAM", { ...jira.settings, maxTickets: 5, pageSize: 5 });
    expect(tickets).toHaveLength(5);
    expect(truncated).toBe(false);
  });

  it("passes JIRA's reasons on for a query it refuses", async () => {
    await expect(fetchTicketsByJql(acme, "ORDER BY key", jira.settings)).rejects.toMatchObject({ kind: "bad_request", message: expect.stringContaining("Unbounded JQL") });
    await expect(fetchTicketsByJql(acme, "project = NOPE", jira.settings)).rejects.toMatchObject({ message: expect.stringContaining("The value 'NOPE' does not exist") });
  });

  it("refuses a blank or overlong query before any request", async () => {
    await expect(fetchTicketsByJql(acme, "   ", jira.settings)).rejects.toMatchObject({ kind: "invalid_config", message: MESSAGES.queue.jqlRequired });
    await expect(fetchTicketsByJql(acme, `project = POKER AND ${"x".repeat(JIRA_JQL_MAX_LENGTH)}`, jira.settings)).rejects.toMatchObject({ message: MESSAGES.queue.jqlTooLong });
    expect(jira.fake.received.requests).toEqual([]);
  });
});
