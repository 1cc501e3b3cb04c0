// jira.* end to end against a real server and the fake JIRA Cloud: testing a connection, saving a
// configuration, fetching every page into the cache, selecting a ticket live for the whole room,
// writing story points, JIRA's refusals and rate limits, and who may do what.
import { describe, expect, it } from "vitest";
import { POKER_OPEN_TICKETS, SCRIPT_DESCRIPTION_KEY, fakeJiraConfig } from "../test/fakeJiraData";
import { JiraApi, receivedPaths } from "../test/jiraApi";
import { useJiraTestServer } from "../test/jiraTestServer";
import { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { JIRA_DOMAIN_MESSAGE } from "../shared/jira";
import { MESSAGES, jiraConnectionFailed, jiraUpdateFailed } from "../../../shared/messages";
import { priorityRank } from "../../../shared/priority";
import { api } from "../../../../tests/support/typedCalls";

const jira = useJiraTestServer({ clearBetweenTests: true });

/** An owner with a room linked to acme/POKER and a member in it. */
async function linkedRoom() {
  const owner = await jira.person("Olga Owner");
  const member = await jira.person("Max Member");
  const room = await owner.roomLinkedTo("acme", "POKER");
  await member.rooms.joinRoom(room.code);
  return { owner, member, ...room };
}

describe("jira.testJiraConnection", () => {
  it("answers success with every open ticket, without descriptions", async () => {
    const ann = await jira.person("Ann Tester");
    const result = await ann.call(api.jira.testJiraConnection, { config: fakeJiraConfig("acme", "poker") });
    expect(result.success).toBe(true);
    expect(result.error).toBeUndefined();
    expect(result.tickets).toHaveLength(POKER_OPEN_TICKETS);
    expect(result.tickets[0]).toEqual({ key: expect.stringMatching(/^POKER-\d+$/), summary: expect.any(String), priority: expect.any(String), storyPoints: expect.toSatisfy((v: unknown) => v === null || typeof v === "number") });
    expect(receivedPaths(jira.fake)).toContain("GET /rest/api/3/myself");
  });

  it("gives JIRA's refusal of wrong credentials as an error the dialog shows as 'Connection failed: ...'", async () => {
    const ann = await jira.person("Ann Wrong");
    const result = await ann.call(api.jira.testJiraConnection, { config: { ...fakeJiraConfig("acme", "POKER"), apiToken: "not-the-token" } });
    expect(result).toEqual({ success: false, error: expect.stringContaining(MESSAGES.jira.authFailed), tickets: [] });
    expect(jiraConnectionFailed(result.error!)).toMatch(/^Connection failed: JIRA rejected the email or API token/);
  });

  it("refuses site names that are not a single label before any request", async () => {
    const ann = await jira.person("Ann Ssrf");
    for (const domain of ["evil.com/x", "127.0.0.1", "a.b", "acme.atlassian.net", "user@evil", "evil.com:80"]) {
      const result = await ann.call(api.jira.testJiraConnection, { config: { ...fakeJiraConfig("acme", "POKER"), domain } });
      expect(result).toEqual({ success: false, error: JIRA_DOMAIN_MESSAGE, tickets: [] });
    }
    expect(jira.fake.received.requests).toEqual([]);
  });

  it("asks for every field and refuses signed-out callers", async () => {
    const ann = await jira.person("Ann Blank");
    expect(await ann.call(api.jira.testJiraConnection, { config: { ...fakeJiraConfig("acme", "POKER"), email: "  " } })).toEqual({
      success: false,
      error: MESSAGES.jira.fillAllFieldsBeforeTesting,
      tickets: [],
    });
    expect(await new JiraApi(jira.server, null).refusal(api.jira.testJiraConnection, { config: fakeJiraConfig("acme", "POKER") })).toBe(MESSAGES.auth.notSignedIn);
    expect(jira.fake.received.requests).toEqual([]);
  });
});

describe("jira.configureJira and jira.toggleJiraIntegration", () => {
  it("saves a normalised configuration that the room shows without its token", async () => {
    const owner = await jira.person("Oscar Owner");
    const { roomId } = await owner.rooms.createAndEnter();
    await owner.configure(roomId, { domain: " ACME ", projectKey: "poker", email: "dev@acme.test", apiToken: "acme-token" });
    const { room } = (await owner.rooms.getRoomData(roomId))!;
    expect(room.jiraConfig).toEqual({ domain: "acme", projectKey: "POKER", email: "dev@acme.test", hasApiToken: true });
    expect(room.useJiraIntegration).toBe(false);
    expect(jira.fake.received.requests).toEqual([]);
  });

  it("refuses bad domains and blank fields with a sentence, before any request", async () => {
    const owner = await jira.person("Oscar Domains");
    const { roomId } = await owner.rooms.createAndEnter();
    for (const domain of ["evil.com/x", "127.0.0.1", "a.b"]) {
      const message = await owner.refusal(api.jira.configureJira, { roomId, sessionId: owner.sessionId, config: { ...fakeJiraConfig("acme", "POKER"), domain } });
      expect(message).toBe(JIRA_DOMAIN_MESSAGE);
    }
    const blank = await owner.refusal(api.jira.configureJira, { roomId, sessionId: owner.sessionId, config: { ...fakeJiraConfig("acme", "POKER"), apiToken: "" } });
    expect(blank).toBe(MESSAGES.jira.fillAllFields);
    expect((await owner.rooms.getRoomData(roomId))!.room.jiraConfig).toBeNull();
    expect(jira.fake.received.requests).toEqual([]);
  });

  it("needs a configuration before JIRA can be switched on; switching off clears the ticket", async () => {
    const owner = await jira.person("Oscar Toggle");
    const { roomId } = await owner.rooms.createAndEnter();
    expect(await owner.refusal(api.jira.toggleJiraIntegration, { roomId, sessionId: owner.sessionId, enabled: true })).toBe(MESSAGES.jira.notConfigured);
    expect(await owner.refusal(api.jira.fetchAndCacheTickets, { roomId })).toBe(MESSAGES.jira.notConfigured);
    await owner.configure(roomId, fakeJiraConfig("acme", "POKER"));
    await owner.toggle(roomId, true);
    await owner.fetchTickets(roomId);
    await owner.select(roomId, "POKER-1");
    expect((await owner.rooms.getRoomData(roomId))!.room).toMatchObject({ useJiraIntegration: true, currentJiraTicket: { key: "POKER-1" } });
    await owner.toggle(roomId, false);
    expect((await owner.rooms.getRoomData(roomId))!.room).toMatchObject({ useJiraIntegration: false, currentJiraTicket: null });
  });

  it("empties the cache and the selected ticket when the site or project changes", async () => {
    const { owner, roomId } = await linkedRoom();
    await owner.fetchTickets(roomId);
    await owner.select(roomId, "POKER-2");
    await owner.configure(roomId, fakeJiraConfig("acme", "POKER")); // same project: kept
    expect((await owner.cachedTickets(roomId))!.tickets).toHaveLength(POKER_OPEN_TICKETS);
    await owner.configure(roomId, fakeJiraConfig("acme", "NOSCREEN"));
    expect(await owner.cachedTickets(roomId)).toEqual({ tickets: [], lastFetched: null });
    expect((await owner.rooms.getRoomData(roomId))!.room.currentJiraTicket).toBeNull();
  });
});

describe("keeping the saved token (it is never shown again)", () => {
  it("a blank token keeps the stored one for the same site, to test and to save a new project or email", async () => {
    const { owner, member, roomId } = await linkedRoom();
    const typed = { ...fakeJiraConfig("acme", "NOSCREEN"), apiToken: "" };
    const tested = await owner.call(api.jira.testJiraConnection, { config: typed, roomId });
    expect(tested.success).toBe(true);
    await owner.configure(roomId, typed);
    expect((await owner.rooms.getRoomData(roomId))!.room.jiraConfig).toEqual({ domain: "acme", projectKey: "NOSCREEN", email: "dev@acme.test", hasApiToken: true });
    // The kept token still works: fetching reads the new project with it.
    await owner.fetchTickets(roomId);
    expect((await owner.cachedTickets(roomId))!.tickets.length).toBeGreaterThan(0);
    // A member cannot borrow the room's token for a test.
    expect(await member.refusal(api.jira.testJiraConnection, { config: typed, roomId })).toBe(MESSAGES.rooms.onlyManagers);
  });

  it("never sends the stored token to another site: a new site needs its own token", async () => {
    const { owner, roomId } = await linkedRoom();
    jira.fake.received.requests.length = 0;
    const elsewhere = { ...fakeJiraConfig("acme-team", "POKER"), apiToken: "" };
    expect(await owner.call(api.jira.testJiraConnection, { config: elsewhere, roomId })).toEqual({ success: false, error: MESSAGES.jira.tokenForNewSite, tickets: [] });
    expect(await owner.refusal(api.jira.configureJira, { roomId, sessionId: owner.sessionId, config: elsewhere })).toBe(MESSAGES.jira.tokenForNewSite);
    expect((await owner.rooms.getRoomData(roomId))!.room.jiraConfig).toMatchObject({ domain: "acme" });
    expect(jira.fake.received.requests).toEqual([]);
  });

  it("with no stored token a blank one is still a blank field", async () => {
    const owner = await jira.person("Oscar Fresh");
    const { roomId } = await owner.rooms.createAndEnter();
    const typed = { ...fakeJiraConfig("acme", "POKER"), apiToken: "" };
    expect(await owner.call(api.jira.testJiraConnection, { config: typed, roomId })).toMatchObject({ success: false, error: MESSAGES.jira.fillAllFieldsBeforeTesting });
    expect(await owner.refusal(api.jira.configureJira, { roomId, sessionId: owner.sessionId, config: typed })).toBe(MESSAGES.jira.fillAllFields);
  });
});

describe("jira.siteAddress", () => {
  it("gives the site's address from JIRA_BASE_URL, for ticket links", async () => {
    const ann = await jira.person("Ann Links");
    expect(await ann.call(api.jira.siteAddress, { domain: "ACME" })).toBe(jira.fake.baseUrlTemplate.replace("{domain}", "acme"));
    expect(await ann.call(api.jira.siteAddress, { domain: "evil.com/x" })).toBeNull();
  });
});

describe("jira.fetchAndCacheTickets and jira.getCachedTickets", () => {
  it("caches every open ticket across pages, listed in priority order", async () => {
    const { owner, member, roomId } = await linkedRoom();
    expect(await member.cachedTickets(roomId)).toEqual({ tickets: [], lastFetched: null });
    const result = await owner.fetchTickets(roomId);
    expect(result).toEqual({ ticketCount: POKER_OPEN_TICKETS, lastFetched: expect.any(Number) });
    expect(receivedPaths(jira.fake).filter((p) => p === "POST /rest/api/3/search/jql").length).toBeGreaterThanOrEqual(3);

    const cached = (await member.cachedTickets(roomId))!;
    expect(cached.lastFetched).toBe(result.lastFetched);
    expect(cached.tickets).toHaveLength(POKER_OPEN_TICKETS);
    expect(new Set(cached.tickets.map((t) => t.key)).size).toBe(POKER_OPEN_TICKETS);
    const ranks = cached.tickets.map((t) => priorityRank(t.priority));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(cached.tickets[0]).not.toHaveProperty("description");
  });

  it("lets a member run the first fetch of an empty cache, but only managers refresh", async () => {
    const { member, roomId } = await linkedRoom();
    expect((await member.fetchTickets(roomId)).ticketCount).toBe(POKER_OPEN_TICKETS);
    expect(await member.refusal(api.jira.fetchAndCacheTickets, { roomId })).toBe(MESSAGES.rooms.onlyManagers);
  });

  it("waits out a 429 from JIRA", async () => {
    const { owner, roomId } = await linkedRoom();
    jira.fake.failNextWith429(1);
    expect((await owner.fetchTickets(roomId)).ticketCount).toBe(POKER_OPEN_TICKETS);
    expect(jira.fake.sent.filter((r) => r.status === 429 && r.injected)).toHaveLength(1);
  });

  it("turns JIRA's refusal into the error the Refresh toast stands for", async () => {
    const owner = await jira.person("Oscar Revoked");
    const { roomId } = await owner.roomLinkedTo("acme", "POKER");
    await owner.configure(roomId, { ...fakeJiraConfig("acme", "POKER"), apiToken: "revoked" });
    expect(await owner.refusal(api.jira.fetchAndCacheTickets, { roomId })).toContain(MESSAGES.jira.authFailed);
  });
});

describe("jira.selectJiraTicket", () => {
  it("sets the current ticket, description included, for everyone in the room, live", async () => {
    const { owner, member, roomId } = await linkedRoom();
    await owner.fetchTickets(roomId);
    const watcher = await RawSyncClient.connect(jira.server.wsUrl, { token: member.user!.token });
    try {
      watcher.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: api.rooms.getRoomData.path, args: { roomId } }], remove: [] });
      await watcher.next((m) => m.type === "Transition");
      await owner.select(roomId, SCRIPT_DESCRIPTION_KEY.toLowerCase());
      await watcher.next((m) => m.type === "Transition" && JSON.stringify(m).includes(SCRIPT_DESCRIPTION_KEY));
    } finally {
      await watcher.close();
    }
    const { room } = (await member.rooms.getRoomData(roomId))!;
    expect(room.currentJiraTicket).toEqual({
      key: SCRIPT_DESCRIPTION_KEY,
      summary: expect.any(String),
      priority: expect.any(String),
      storyPoints: expect.toSatisfy((v: unknown) => v === null || typeof v === "number"),
      // Stored as JIRA rendered it; the client sanitises (see JiraDescription.test.tsx).
      description: expect.stringContaining("<script>"),
    });
    await owner.call(api.jira.clearJiraTicket, { roomId, sessionId: owner.sessionId });
    expect((await member.rooms.getRoomData(roomId))!.room.currentJiraTicket).toBeNull();
  });

  it("only offers tickets from the cache", async () => {
    const { owner, roomId } = await linkedRoom();
    await owner.fetchTickets(roomId);
    expect(await owner.refusal(api.jira.selectJiraTicket, { roomId, sessionId: owner.sessionId, ticketKey: "POKER-999" })).toBe(MESSAGES.jira.ticketNotFound);
  });
});

describe("jira.updateStoryPoints", () => {
  it("writes a number to the discovered field and shows it in the cache and the current ticket", async () => {
    const { owner, roomId } = await linkedRoom();
    await owner.fetchTickets(roomId);
    await owner.select(roomId, "POKER-2");
    jira.fake.clear();
    expect(await owner.updatePoints(roomId, "POKER-2", "8")).toEqual({ success: true });
    expect(jira.fake.received.issueUpdates).toEqual([{ domain: "acme", key: "POKER-2", body: { fields: { customfield_10026: 8 } }, status: 204 }]);
    expect(jira.fake.issue("acme", "POKER-2")!.storyPoints).toBe(8);
    expect((await owner.rooms.getRoomData(roomId))!.room.currentJiraTicket).toMatchObject({ key: "POKER-2", storyPoints: 8 });
    expect((await owner.cachedTickets(roomId))!.tickets.find((t) => t.key === "POKER-2")).toMatchObject({ storyPoints: 8 });
  });

  it("refuses values outside the room's deck with the spec's messages, before calling JIRA", async () => {
    const owner = await jira.person("Oscar Deck");
    const { roomId } = await owner.roomLinkedTo("acme", "POKER", { maxFibonacci: 13 });
    await owner.fetchTickets(roomId);
    jira.fake.clear();
    const args = { roomId, sessionId: owner.sessionId, ticketKey: "POKER-2" };
    expect(await owner.refusal(api.jira.updateStoryPoints, { ...args, storyPoints: "?" })).toBe(MESSAGES.validation.invalidStoryPoints);
    expect(await owner.refusal(api.jira.updateStoryPoints, { ...args, storyPoints: -1 })).toBe(MESSAGES.validation.invalidStoryPoints);
    expect(await owner.refusal(api.jira.updateStoryPoints, { ...args, storyPoints: 4 })).toBe(MESSAGES.validation.notFibonacci);
    expect(await owner.refusal(api.jira.updateStoryPoints, { ...args, storyPoints: 21 })).toBe(MESSAGES.validation.notFibonacci);
    expect(jira.fake.received.requests).toEqual([]);
  });

  it("takes another numeric deck's own cards ('½' as 0.5), and nothing from a deck of letters", async () => {
    const owner = await jira.person("Olive Decks");
    const modified = await owner.roomLinkedTo("acme", "POKER", { deck: { kind: "modifiedFibonacci", unknownCard: true, breakCard: false } });
    await owner.fetchTickets(modified.roomId);
    jira.fake.clear();
    expect(await owner.updatePoints(modified.roomId, "POKER-2", "0.5")).toEqual({ success: true });
    expect(await owner.updatePoints(modified.roomId, "POKER-2", "40")).toEqual({ success: true });
    expect(jira.fake.issue("acme", "POKER-2")!.storyPoints).toBe(40);
    const args = { roomId: modified.roomId, sessionId: owner.sessionId, ticketKey: "POKER-2" };
    expect(await owner.refusal(api.jira.updateStoryPoints, { ...args, storyPoints: 21 })).toBe(MESSAGES.validation.notInDeckPoints);

    const tshirt = await owner.roomLinkedTo("acme", "POKER", { deck: { kind: "tshirt", unknownCard: true, breakCard: false } });
    await owner.fetchTickets(tshirt.roomId);
    jira.fake.clear();
    expect(await owner.refusal(api.jira.updateStoryPoints, { roomId: tshirt.roomId, sessionId: owner.sessionId, ticketKey: "POKER-2", storyPoints: 3 })).toBe(
      MESSAGES.validation.noPointsInDeck,
    );
    expect(jira.fake.received.requests).toEqual([]);
  });

  it("gives JIRA's own reason when the field is not on the project's screen", async () => {
    const owner = await jira.person("Oscar Noscreen");
    const { roomId } = await owner.roomLinkedTo("acme", "NOSCREEN");
    await owner.fetchTickets(roomId);
    const result = await owner.updatePoints(roomId, "NOSCREEN-1", 5);
    expect(result.success).toBe(false);
    expect(result.error).toContain("It is not on the appropriate screen, or unknown.");
    expect(jiraUpdateFailed(result.error!)).toMatch(/^Failed to update JIRA: JIRA refused the request \(400\)/);
    expect(jira.fake.received.issueUpdates).toEqual([expect.objectContaining({ key: "NOSCREEN-1", status: 400 })]);
  });
});

describe("permissions", () => {
  it("keeps members away from every managing call", async () => {
    const { owner, member, roomId } = await linkedRoom();
    await owner.fetchTickets(roomId);
    jira.fake.clear();
    const s = { roomId, sessionId: member.sessionId };
    const refused = [
      await member.refusal(api.jira.configureJira, { ...s, config: fakeJiraConfig("acme", "POKER") }),
      await member.refusal(api.jira.toggleJiraIntegration, { ...s, enabled: false }),
      await member.refusal(api.jira.selectJiraTicket, { ...s, ticketKey: "POKER-1" }),
      await member.refusal(api.jira.clearJiraTicket, s),
      await member.refusal(api.jira.updateStoryPoints, { ...s, ticketKey: "POKER-1", storyPoints: 3 }),
    ];
    expect(refused).toEqual(Array(5).fill(MESSAGES.rooms.onlyManagers));
    expect(jira.fake.received.requests).toEqual([]);
    expect((await member.rooms.getRoomData(roomId))!.room.useJiraIntegration).toBe(true);
  });

  it("answers outsiders nothing and lets them do nothing", async () => {
    const { roomId } = await linkedRoom();
    const outsider = await jira.person("Otto Outsider");
    expect(await outsider.cachedTickets(roomId)).toBeNull();
    expect(await outsider.refusal(api.jira.fetchAndCacheTickets, { roomId })).toBe(MESSAGES.rooms.notParticipant);
    expect(await outsider.refusal(api.jira.selectJiraTicket, { roomId, sessionId: outsider.sessionId, ticketKey: "POKER-1" })).toBe(MESSAGES.rooms.notParticipant);
    expect(await new JiraApi(jira.server, null).cachedTickets(roomId)).toBeNull();
  });

  it("turns an admin into a manager", async () => {
    const { owner, member, roomId } = await linkedRoom();
    const { participants } = (await owner.rooms.getRoomData(roomId))!;
    const memberId = participants.find((p) => p.name === "Max Member")!._id;
    await owner.rooms.call(api.rooms.toggleAdminStatus, { roomId, participantId: memberId, sessionId: owner.sessionId });
    await member.fetchTickets(roomId);
    await member.select(roomId, "POKER-5");
    expect((await owner.rooms.getRoomData(roomId))!.room.currentJiraTicket!.key).toBe("POKER-5");
  });
});
