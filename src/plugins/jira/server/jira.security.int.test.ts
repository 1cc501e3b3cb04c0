// The JIRA API token never leaves the server: not in a query result, not in a WebSocket frame,
// not in clear in the database. Plus the token's integrity, the cascade on room deletion and the
// rate limit on connection tests.
import { describe, expect, it } from "vitest";
import { fakeJiraConfig } from "../test/fakeJiraData";
import { recordedJiraResults } from "../test/jiraApi";
import { useJiraTestServer } from "../test/jiraTestServer";
import { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { recordedRoomResults } from "../../../../tests/support/roomsApi";
import { MESSAGES } from "../../../shared/messages";
import type { ActionResponseMessage, MutationResponseMessage } from "../../../shared/protocol";
import { createSecretBox } from "../../../server/crypto/secretBox";
import { createJiraEnvironment } from "./environment";
import { api } from "../../../../tests/support/typedCalls";

const TOKEN = fakeJiraConfig("acme", "POKER").apiToken;
const BASIC = Buffer.from(`${fakeJiraConfig("acme", "POKER").email}:${TOKEN}`).toString("base64");

const jira = useJiraTestServer({ clearBetweenTests: false });

function leaks(text: string): string[] {
  return [text.includes(TOKEN) && "the API token", text.includes(BASIC) && "the Basic credentials", /"apiToken"/.test(text) && "an apiToken field", /api_token/.test(text) && "the token column"].filter(
    (x): x is string => Boolean(x),
  );
}

describe("the API token", () => {
  it("appears in no WebSocket frame while a room is configured, used and watched", async () => {
    const owner = await jira.person("Sal Socket");
    const member = await jira.person("Mo Socket");
    const { roomId, code } = await owner.rooms.createAndEnter();
    await member.rooms.joinRoom(code);
    const sockets = await Promise.all([owner, member].map((p) => RawSyncClient.connect(jira.server.wsUrl, { token: p.user!.token })));
    try {
      for (const socket of sockets) {
        socket.send({
          type: "ModifyQuerySet",
          add: [
            { queryId: 1, path: api.rooms.getRoomData.path, args: { roomId } },
            { queryId: 2, path: "jira.getCachedTickets", args: { roomId } },
          ],
          remove: [],
        });
      }
      const [ownerSocket] = sockets as [RawSyncClient, RawSyncClient];
      const config = fakeJiraConfig("acme", "POKER");
      let requestId = 0;
      const request = async (type: "Action" | "Mutation", path: string, args: Record<string, unknown>) => {
        const id = ++requestId;
        ownerSocket.send({ type, requestId: id, path, args });
        const answer = await ownerSocket.next<ActionResponseMessage | MutationResponseMessage>((m) => (m.type === "ActionResponse" || m.type === "MutationResponse") && m.requestId === id);
        if (!answer.success) throw new Error(answer.errorMessage);
        return answer.result;
      };
      expect(await request("Action", "jira.testJiraConnection", { config })).toMatchObject({ success: true });
      await request("Mutation", "jira.configureJira", { roomId, sessionId: owner.sessionId, config });
      await request("Mutation", "jira.toggleJiraIntegration", { roomId, sessionId: owner.sessionId, enabled: true });
      await request("Action", "jira.fetchAndCacheTickets", { roomId });
      await request("Mutation", "jira.selectJiraTicket", { roomId, sessionId: owner.sessionId, ticketKey: "POKER-1" });
      const before = sockets.map((s) => s.frames.length);
      expect(await request("Action", "jira.updateStoryPoints", { roomId, sessionId: owner.sessionId, ticketKey: "POKER-1", storyPoints: 3 })).toEqual({ success: true });
      // Both viewers hear of the new points (whole values or patches, whichever the server sends).
      for (const [i, socket] of sockets.entries()) {
        await expect.poll(() => socket.frames.slice(before[i]).some((f) => f.includes('"Transition"') && f.includes("storyPoints"))).toBe(true);
      }

      const frames = sockets.flatMap((s) => s.frames);
      expect(frames.join("\n")).toContain("hasApiToken");
      expect(frames.filter((f) => leaks(f).length > 0)).toEqual([]);
    } finally {
      await Promise.all(sockets.map((s) => s.close()));
    }
  });

  it("appears in no HTTP result of any jira.* or rooms.* call in this file", async () => {
    const owner = await jira.person("Hal Http");
    const { roomId } = await owner.roomLinkedTo("acme", "POKER");
    await owner.fetchTickets(roomId);
    await owner.cachedTickets(roomId);
    await owner.rooms.getRoomData(roomId);
    await owner.rooms.getUserRooms();
    const results = [...recordedJiraResults, ...recordedRoomResults];
    expect(results.length).toBeGreaterThan(5);
    expect(results.filter((r) => leaks(r).length > 0)).toEqual([]);
  });

  it("is stored sealed with a fresh IV, bound to its room", async () => {
    const owner = await jira.person("Dee Database");
    const first = await owner.roomLinkedTo("acme", "POKER");
    const second = await owner.roomLinkedTo("acme", "POKER");
    const { db } = jira.server.app.services.database;
    const rows = await db.selectFrom("room_jira_configs").selectAll().where("room_id", "in", [first.roomId, second.roomId]).orderBy("updated_at").execute();
    expect(rows).toHaveLength(2);
    for (const row of rows) {
      expect(leaks(JSON.stringify(row).replaceAll("api_token_encrypted", ""))).toEqual([]);
      expect(row.api_token_encrypted).toMatch(/^v1\.[\w-]+\.[\w-]+\.[\w-]+$/);
    }
    expect(rows[0]!.api_token_encrypted).not.toBe(rows[1]!.api_token_encrypted);
    const box = createSecretBox(jira.server.config.appSecret, "jira-api-token");
    expect(box.open(rows[0]!.api_token_encrypted, rows[0]!.room_id)).toBe(TOKEN);
    expect(() => box.open(rows[0]!.api_token_encrypted, rows[1]!.room_id)).toThrow();

    // A token sealed for another room (or altered) is refused, never sent.
    await db.updateTable("room_jira_configs").set({ api_token_encrypted: rows[1]!.api_token_encrypted }).where("room_id", "=", rows[0]!.room_id).execute();
    jira.fake.clear();
    expect(await owner.refusal(api.jira.fetchAndCacheTickets, { roomId: rows[0]!.room_id })).toBe(MESSAGES.jira.tokenUnreadable);
    expect(jira.fake.received.requests).toEqual([]);
  });
});

describe("deleting a room", () => {
  it("removes its JIRA configuration and cached tickets", async () => {
    const owner = await jira.person("Del Owner");
    const { roomId } = await owner.roomLinkedTo("acme", "POKER");
    await owner.fetchTickets(roomId);
    const { db } = jira.server.app.services.database;
    const count = async (table: "room_jira_configs" | "jira_ticket_cache") =>
      Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as("n")).where("room_id", "=", roomId).executeTakeFirstOrThrow()).n);
    expect(await count("jira_ticket_cache")).toBeGreaterThan(0);
    await owner.rooms.call(api.rooms.deleteRoom, { roomId });
    expect(await count("room_jira_configs")).toBe(0);
    expect(await count("jira_ticket_cache")).toBe(0);
  });
});

describe("rate limits", () => {
  it("limits connection tests per user", async () => {
    // Test servers run with RATE_LIMITS=off; this test gives this server JIRA limits.
    const app = jira.server.app.services.runtime.app;
    const withoutLimits = app.jira;
    app.jira = createJiraEnvironment({ ...jira.server.config, rateLimits: true }, app.limits);
    try {
      const ann = await jira.person("Rae Limit");
      const config = { ...fakeJiraConfig("acme", "POKER"), apiToken: "wrong" };
      for (let i = 0; i < 10; i++) expect((await ann.call(api.jira.testJiraConnection, { config })).success).toBe(false);
      expect(await ann.refusal(api.jira.testJiraConnection, { config })).toBe(MESSAGES.auth.tooManyAttempts);
      // Someone else is not affected.
      expect((await (await jira.person("Ray Other")).call(api.jira.testJiraConnection, { config })).success).toBe(false);
    } finally {
      app.jira = withoutLimits;
    }
  });
});
