// Importing JIRA tickets into a room's story queue, against a real server and the fake JIRA: by
// JQL and by the project's active sprint (each paging through more than one page of the real API),
// and by picking cached tickets; what a story keeps of its ticket; who may import.
import { describe, expect, it } from "vitest";
import { QueueApi } from "../../../../tests/support/queueApi";
import { MESSAGES, jiraNoActiveSprint, jiraOtherProject } from "../../../shared/messages";
import { POKER_ACTIVE_SPRINT_ID, POKER_ACTIVE_SPRINT_OPEN, POKER_OPEN_TICKETS } from "../test/fakeJiraData";
import { useJiraTestServer } from "../test/jiraTestServer";
import { STORY_DESCRIPTION_MAX_LENGTH } from "../../../shared/queueStory";
import { QUEUE_MAX_DESCRIPTION_CHARS } from "../../../shared/storyQueue";
import { api } from "../../../../tests/support/typedCalls";

const jira = useJiraTestServer({ clearBetweenTests: true });

/** An owner with a room linked to the site's project, and a member in it. */
async function linkedRoom(domain = "acme", projectKey = "POKER") {
  const owner = await jira.person("Iris Importer");
  const member = await jira.person("Milo Member");
  const room = await owner.roomLinkedTo(domain, projectKey);
  await member.rooms.joinRoom(room.code);
  return { owner, member, queue: new QueueApi(jira.server, owner.rooms), memberQueue: new QueueApi(jira.server, member.rooms), ...room };
}

describe("previewing an import (issue 36)", () => {
  it("counts what would be added and names the first tickets, adding nothing; a member may not", async () => {
    const { owner, member, queue, roomId } = await linkedRoom();
    const jql = "project = POKER AND statusCategory != Done ORDER BY key ASC";
    const preview = await owner.call(api.jira.previewQueueImport, { roomId, sessionId: owner.sessionId, source: "jql", jql });
    expect(preview).toMatchObject({ found: POKER_OPEN_TICKETS, fresh: POKER_OPEN_TICKETS, truncated: false });
    expect(preview.first.map((t) => t.key)).toEqual(["POKER-1", "POKER-2", "POKER-3", "POKER-4", "POKER-5"].slice(0, preview.first.length));
    expect(preview.first).toHaveLength(5);
    expect(await queue.queue(roomId)).toEqual([]);
    expect(await member.refusal(api.jira.previewQueueImport, { roomId, sessionId: member.sessionId, source: "sprint" })).toBe(MESSAGES.rooms.onlyManagers);
    // After the import, the same preview finds nothing new.
    await owner.call(api.jira.importQueueByJql, { roomId, sessionId: owner.sessionId, jql });
    expect(await owner.call(api.jira.previewQueueImport, { roomId, sessionId: owner.sessionId, source: "jql", jql })).toMatchObject({ found: POKER_OPEN_TICKETS, fresh: 0, first: [] });
  });
});

describe("importing into the queue", () => {
  it("by JQL: every page, in the query's order, each story keeping key, summary, priority, points and description", async () => {
    const { owner, memberQueue, roomId } = await linkedRoom();
    const result = await owner.call(api.jira.importQueueByJql, { roomId, sessionId: owner.sessionId, jql: "project = POKER AND statusCategory != Done ORDER BY key ASC" });
    expect(result).toEqual({ imported: POKER_OPEN_TICKETS, truncated: false, storyIds: expect.any(Array) });
    expect(jira.fake.received.requests.filter((r) => r.path === "/rest/api/3/search/jql")).toHaveLength(3);
    // Members see what was imported.
    const queue = (await memberQueue.queue(roomId))!;
    expect(queue).toHaveLength(POKER_OPEN_TICKETS);
    expect(queue[0]).toMatchObject({
      title: "Sign-in: load faster on mobile (1)",
      ticketKey: "POKER-1",
      ticketPriority: "Highest",
      ticketStoryPoints: 1,
      descriptionExcerpt: null,
      hasTicketDescription: true,
      status: "pending",
    });
    // The list carries no descriptions (issue 30): a member reads one story's on demand.
    expect(queue[0]).not.toHaveProperty("ticketDescriptionHtml");
    expect(await memberQueue.details(roomId, queue[0]!._id)).toEqual({
      _id: queue[0]!._id,
      description: null,
      ticketDescriptionHtml: "<p>As a customer I want sign-in to load faster on mobile, so that planning goes faster.</p>",
    });
    expect(queue.at(-1)?.ticketKey).toBe(`POKER-${POKER_OPEN_TICKETS}`);

    // Starting an imported story makes its ticket the room's current ticket, for everyone.
    await new QueueApi(jira.server, owner.rooms).mutate(api.queue.startStory, roomId, { storyId: queue[0]!._id });
    expect((await memberQueue.person.getRoomData(roomId))!.room).toMatchObject({
      currentQueueStoryId: queue[0]!._id,
      currentStory: "Sign-in: load faster on mobile (1)",
      currentJiraTicket: { key: "POKER-1", summary: "Sign-in: load faster on mobile (1)", priority: "Highest", storyPoints: 1, description: expect.stringContaining("<p>As a customer") },
    });

    // Importing again queues nothing twice.
    expect(await owner.call(api.jira.importQueueByJql, { roomId, sessionId: owner.sessionId, jql: "project = POKER AND statusCategory != Done" })).toEqual({ imported: 0, truncated: false, storyIds: [] });
  });

  it("by the project's active sprint: its open issues in rank order, across pages", async () => {
    const { owner, queue, roomId } = await linkedRoom();
    const result = await owner.call(api.jira.importQueueSprint, { roomId, sessionId: owner.sessionId });
    expect(result).toEqual({ imported: POKER_ACTIVE_SPRINT_OPEN, truncated: false, sprints: ["Sprint 42"], storyIds: expect.any(Array) });
    const pages = jira.fake.received.requests.filter((r) => r.path === `/rest/agile/1.0/sprint/${POKER_ACTIVE_SPRINT_ID}/issue`);
    expect(pages.map((r) => r.query.startAt)).toEqual([["0"], ["50"]]);
    const keys = (await queue.queue(roomId))!.map((s) => s.ticketKey);
    expect(keys).toEqual(Array.from({ length: POKER_ACTIVE_SPRINT_OPEN }, (_, i) => `POKER-${POKER_ACTIVE_SPRINT_OPEN - i}`));
  });

  it("says so when the project has no active sprint, and JIRA's reason for a query it refuses; nothing is queued", async () => {
    const team = await linkedRoom("acme-team", "TEAM");
    expect(await team.owner.refusal(api.jira.importQueueSprint, { roomId: team.roomId, sessionId: team.owner.sessionId })).toBe(jiraNoActiveSprint("TEAM"));
    const acme = await linkedRoom();
    expect(await acme.owner.refusal(api.jira.importQueueByJql, { roomId: acme.roomId, sessionId: acme.owner.sessionId, jql: "ORDER BY key" })).toContain("Unbounded JQL");
    expect(await acme.owner.refusal(api.jira.importQueueByJql, { roomId: acme.roomId, sessionId: acme.owner.sessionId, jql: "  " })).toBe(MESSAGES.queue.jqlRequired);
    expect(await acme.queue.queue(acme.roomId)).toEqual([]);
  });

  it("by picking cached tickets, in the order picked", async () => {
    const { owner, queue, roomId } = await linkedRoom();
    await owner.fetchTickets(roomId);
    const result = await owner.call(api.jira.importQueueTickets, { roomId, sessionId: owner.sessionId, ticketKeys: ["POKER-7", "poker-2", "POKER-7"] });
    expect(result).toEqual({ imported: 2, truncated: false, storyIds: [expect.any(String), expect.any(String)] });
    expect((await queue.queue(roomId))!.map((s) => [s.ticketKey, s.ticketStoryPoints])).toEqual([
      ["POKER-7", 0.5],
      ["POKER-2", 2],
    ]);
    expect(await owner.refusal(api.jira.importQueueTickets, { roomId, sessionId: owner.sessionId, ticketKeys: ["POKER-9999"] })).toBe(MESSAGES.jira.ticketNotFound);
  });

  it("an imported story's agreed points are written back to JIRA, though its ticket was never in the cache", async () => {
    const { owner, queue, memberQueue, roomId } = await linkedRoom();
    await owner.call(api.jira.importQueueByJql, { roomId, sessionId: owner.sessionId, jql: "project = POKER AND statusCategory != Done ORDER BY key ASC" });
    const story = (await queue.queue(roomId))![0]!;
    await queue.mutate(api.queue.startStory, roomId, { storyId: story._id });
    expect(story.ticketKey).toBe("POKER-1");
    expect(await owner.updatePoints(roomId, "POKER-1", "5")).toEqual({ success: true });
    expect(jira.fake.issue("acme", "POKER-1")!.storyPoints).toBe(5);
    // Everyone's queue shows the ticket's new points.
    expect((await memberQueue.queue(roomId))![0]).toMatchObject({ ticketKey: "POKER-1", ticketStoryPoints: 5 });
    // A ticket neither cached nor queued is still refused.
    expect(await owner.refusal(api.jira.updateStoryPoints, { roomId, sessionId: owner.sessionId, ticketKey: "POKER-9999", storyPoints: 5 })).toBe(MESSAGES.jira.ticketNotFound);
  });

  it("is for owners and admins: a member is refused before JIRA is asked", async () => {
    const { member, memberQueue, roomId, owner } = await linkedRoom();
    await owner.fetchTickets(roomId);
    jira.fake.clear();
    expect(await member.refusal(api.jira.importQueueByJql, { roomId, sessionId: member.sessionId, jql: "project = POKER" })).toBe(MESSAGES.rooms.onlyManagers);
    expect(await member.refusal(api.jira.importQueueSprint, { roomId, sessionId: member.sessionId })).toBe(MESSAGES.rooms.onlyManagers);
    expect(await member.refusal(api.jira.importQueueTickets, { roomId, sessionId: member.sessionId, ticketKeys: ["POKER-1"] })).toBe(MESSAGES.rooms.onlyManagers);
    expect(jira.fake.received.requests).toEqual([]);
    expect(await memberQueue.queue(roomId)).toEqual([]);
  });
});

describe("the configured project only (issue 30)", () => {
  it("imports nothing of another project of the same site, and writes no points to it, even for a ticket already queued", async () => {
    const { owner, queue, roomId } = await linkedRoom("acme", "POKER");
    const sentence = "This room imports from and writes to the JIRA project POKER only.";
    expect(jiraOtherProject("POKER")).toBe(sentence);
    // The room's token reaches NOSCREEN too; a manager's JQL may not use it for that.
    expect(await owner.refusal(api.jira.importQueueByJql, { roomId, sessionId: owner.sessionId, jql: "project = NOSCREEN" })).toBe(sentence);
    expect(await owner.refusal(api.jira.importQueueTickets, { roomId, sessionId: owner.sessionId, ticketKeys: ["NOSCREEN-1"] })).toBe(sentence);
    expect(await queue.queue(roomId)).toEqual([]);

    // A story of another project already in the queue (imported before this rule) gets no points written.
    await jira.server.app.services.database.db
      .insertInto("story_queue")
      .values({
        id: "legacy-noscreen",
        room_id: roomId,
        position: 1024,
        title: "Legacy",
        description: null,
        link: null,
        ticket_key: "NOSCREEN-1",
        ticket_priority: null,
        ticket_story_points: null,
        ticket_description_html: null,
        status: "pending",
        agreed_value: null,
        agreed_at: null,
        created_at: Date.now(),
      })
      .execute();
    const pointsBefore = jira.fake.issue("acme", "NOSCREEN-1")!.storyPoints;
    jira.fake.clear();
    expect(await owner.refusal(api.jira.updateStoryPoints, { roomId, sessionId: owner.sessionId, ticketKey: "NOSCREEN-1", storyPoints: 5 })).toBe(sentence);
    expect(jira.fake.received.requests).toEqual([]);
    expect(jira.fake.issue("acme", "NOSCREEN-1")!.storyPoints).toBe(pointsBefore);
  });
});

describe("the queue's total size (issue 30)", () => {
  it("queues tickets without JIRA's description once the queue's descriptions are full", async () => {
    const { owner, queue, roomId } = await linkedRoom("acme", "POKER");
    const fill = QUEUE_MAX_DESCRIPTION_CHARS / STORY_DESCRIPTION_MAX_LENGTH;
    for (let i = 0; i < fill; i++) await queue.mutate(api.queue.addStory, roomId, { story: { title: `Full ${i}`, description: "d".repeat(STORY_DESCRIPTION_MAX_LENGTH) } });
    expect(await owner.call(api.jira.importQueueByJql, { roomId, sessionId: owner.sessionId, jql: "project = POKER AND statusCategory != Done ORDER BY key ASC" })).toMatchObject({ truncated: false });
    const imported = (await queue.queue(roomId))!.filter((s) => s.ticketKey !== null);
    expect(imported.length).toBeGreaterThan(0);
    for (const story of imported) expect(story).toMatchObject({ hasTicketDescription: false, descriptionExcerpt: null });
  });
});

