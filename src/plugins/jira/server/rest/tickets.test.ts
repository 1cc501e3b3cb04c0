import { describe, expect, it } from "vitest";
import { IMG_DESCRIPTION_KEY, NO_PRIORITY_KEY, POKER_OPEN_TICKETS, SCRIPT_DESCRIPTION_KEY, fakeJiraConfig } from "../../test/fakeJiraData";
import { priorityRank } from "../../../../shared/priority";
import { fetchOpenTickets, openTicketsJql, toJiraTicket } from "./tickets";
import { useFakeJira } from "../../test/useFakeJira";

const jira = useFakeJira();
const acme = fakeJiraConfig("acme", "POKER");

describe("fetchOpenTickets", () => {
  it("collects every open ticket across pages, most urgent first", async () => {
    const tickets = await fetchOpenTickets(acme, jira.settings);
    expect(tickets).toHaveLength(POKER_OPEN_TICKETS);
    expect(new Set(tickets.map((t) => t.key)).size).toBe(POKER_OPEN_TICKETS);
    const searches = jira.fake.received.requests.filter((r) => r.path === "/rest/api/3/search/jql");
    expect(searches).toHaveLength(3);
    const ranks = tickets.map((t) => priorityRank(t.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
  });

  it("asks search/jql for a bounded query, the needed fields and rendered HTML, paging by token", async () => {
    await fetchOpenTickets(acme, jira.settings);
    const bodies = jira.fake.received.requests.filter((r) => r.path === "/rest/api/3/search/jql").map((r) => JSON.parse(r.body) as Record<string, unknown>);
    expect(bodies[0]).toEqual({
      jql: 'project = "POKER" AND statusCategory != Done ORDER BY priority DESC, key ASC',
      fields: ["summary", "priority", "description", "customfield_10026"],
      expand: "renderedFields",
      maxResults: 50,
    });
    expect(bodies[0]).not.toHaveProperty("nextPageToken");
    expect(typeof bodies[1]?.nextPageToken).toBe("string");
    expect(bodies[2]?.nextPageToken).not.toBe(bodies[1]?.nextPageToken);
    expect(jira.fake.received.requests.some((r) => r.path === "/rest/api/3/search")).toBe(false);
  });

  it("maps priority, story points and the rendered description", async () => {
    const tickets = new Map((await fetchOpenTickets(acme, jira.settings)).map((t) => [t.key, t]));
    expect(tickets.get("POKER-1")).toEqual({
      key: "POKER-1",
      summary: "Sign-in: load faster on mobile (1)",
      priority: "Highest",
      storyPoints: 1,
      description: "<p>As a customer I want sign-in to load faster on mobile, so that planning goes faster.</p>",
    });
    expect(tickets.get("POKER-8")?.storyPoints).toBeNull();
    expect(tickets.get("POKER-7")?.storyPoints).toBe(0.5);
    expect(tickets.get("POKER-10")?.description).toBeNull();
    expect(tickets.get(NO_PRIORITY_KEY)?.priority).toBe("");
    expect(tickets.get("POKER-16")?.priority).toBe("Someday");
    // Passed through as JIRA sent it: the UI sanitises before showing.
    expect(tickets.get(SCRIPT_DESCRIPTION_KEY)?.description).toContain("<script>");
    expect(tickets.get(IMG_DESCRIPTION_KEY)?.description).toContain("onerror=");
    expect(tickets.has("POKER-121")).toBe(false); // Done
  });

  it("stops at the page cap", async () => {
    const tickets = await fetchOpenTickets(acme, { ...jira.settings, maxPages: 2, pageSize: 25 });
    expect(tickets).toHaveLength(50);
  });

  it("still lists tickets on a site without a story points field", async () => {
    const tickets = await fetchOpenTickets(fakeJiraConfig("nofield", "NOF"), jira.settings);
    expect(tickets).toHaveLength(3);
    expect(tickets.every((t) => t.storyPoints === null)).toBe(true);
  });

  it("reads the team-managed field", async () => {
    const tickets = await fetchOpenTickets(fakeJiraConfig("acme-team", "TEAM"), jira.settings);
    expect(tickets.map((t) => t.storyPoints)).toEqual([null, 3, null, 3, null]);
  });
});

describe("openTicketsJql", () => {
  it("quotes an upper-cased, validated key", () => {
    expect(openTicketsJql("poker")).toBe('project = "POKER" AND statusCategory != Done ORDER BY priority DESC, key ASC');
    expect(() => openTicketsJql('X" OR 1=1')).toThrow(/project key/);
  });
});

describe("toJiraTicket", () => {
  it("reads what it can and never trusts types", () => {
    expect(toJiraTicket({ key: "A-1", fields: { summary: 5, priority: { name: 2 }, customfield_1: "5" }, renderedFields: { description: " " } }, "customfield_1")).toEqual({
      key: "A-1",
      summary: "",
      priority: "",
      storyPoints: null,
      description: null,
    });
    expect(toJiraTicket({ key: "A-2", fields: { customfield_1: 3 } }, null)?.storyPoints).toBeNull();
    expect(toJiraTicket({ id: "1" }, null)).toBeNull();
    expect(toJiraTicket(null, null)).toBeNull();
  });
});
