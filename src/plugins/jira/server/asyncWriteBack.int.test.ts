// Issue 33, Deliver 3, for JIRA Cloud: a ticket imported into the queue and agreed by an async
// reveal is written to JIRA by the server, as the live bar's "Also write to JIRA" would, once; a
// 503 is tried again later, a refusal never; a room whose deck has no story points writes nothing.
import { describe, expect, it, vi } from "vitest";
import { QueueApi } from "../../../../tests/support/queueApi";
import { api } from "../../../../tests/support/typedCalls";
import { writeDueEstimatesOnce } from "../../../server/features/trackers";
import type { CreateRoomOptions } from "../../../../tests/support/roomsApi";
import { useJiraTestServer } from "../test/jiraTestServer";

const jira = useJiraTestServer({ clearBetweenTests: true });

/** An owner with a room linked to acme's POKER project, two of its tickets queued, and a member; the owner opens a batch of both. */
async function batchOfTickets(options: CreateRoomOptions = {}) {
  const owner = await jira.person("Olga Async");
  const member = await jira.person("Max Async");
  const room = await owner.roomLinkedTo("acme", "POKER", options);
  await member.rooms.joinRoom(room.code);
  const queue = new QueueApi(jira.server, owner.rooms);
  await owner.fetchTickets(room.roomId);
  await owner.call(api.jira.importQueueTickets, { roomId: room.roomId, sessionId: owner.sessionId, ticketKeys: ["POKER-5", "POKER-6"] });
  const [five, six] = (await queue.queue(room.roomId))!.map((s) => s._id);
  await queue.mutate(api.async.openBatch, room.roomId, { stories: [five!, six!], deadline: Date.now() + 3_600_000, asksReason: false });
  const vote = (who: typeof owner, storyId: string, value: string) => new QueueApi(jira.server, who.rooms).mutate(api.async.submitVote, room.roomId, { storyId, value });
  const writes = async () => (await member.rooms.getRoomData(room.roomId))!.room.trackerWrites;
  return { owner, member, roomId: room.roomId, five: five!, six: six!, vote, writes };
}

/** Runs the write job's look (as if at `asOf()`) until `done` holds: the app's own look may get there first. */
async function settle(writes: () => Promise<{ state: string; key: string }[]>, done: (w: { state: string; key: string }[]) => boolean, asOf = () => Date.now()) {
  await vi.waitFor(
    async () => {
      await writeDueEstimatesOnce(jira.server.app.services, asOf());
      expect(done(await writes())).toBe(true);
    },
    { timeout: 20_000, interval: 50 },
  );
  return writes();
}

describe("a JIRA ticket agreed async", () => {
  it("is written to JIRA once; one met by a 503 is tried again after a wait", async () => {
    const { owner, member, five, six, vote, writes } = await batchOfTickets();
    await vote(owner, five, "8");
    await vote(member, five, "8");
    const [written] = await settle(writes, (w) => w[0]?.state === "written");
    expect(written).toMatchObject({ storyId: five, key: "POKER-5", trackerLabel: "JIRA", value: "8" });
    expect(jira.fake.issue("acme", "POKER-5")!.storyPoints).toBe(8);
    expect(jira.fake.received.issueUpdates.filter((u) => u.key === "POKER-5")).toHaveLength(1);

    jira.fake.failNextWith({ status: 503, body: "" });
    await vote(owner, six, "3");
    await vote(member, six, "3");
    await settle(writes, () => jira.fake.sent.some((r) => r.status === 503));
    expect((await writes()).find((w) => w.key === "POKER-6")?.state).toBe("pending");
    await settle(writes, (w) => w.find((x) => x.key === "POKER-6")?.state === "written", () => Date.now() + 31_000);
    expect(jira.fake.issue("acme", "POKER-6")!.storyPoints).toBe(3);
    expect(jira.fake.received.issueUpdates.filter((u) => u.key === "POKER-6" && u.status === 204)).toHaveLength(1);
    expect(await writeDueEstimatesOnce(jira.server.app.services, Date.now() + 86_400_000)).toBe(0);
    expect(jira.fake.received.issueUpdates.filter((u) => u.key === "POKER-5")).toHaveLength(1);
  });

  it("refused by JIRA, says why and is not tried again; a deck without story points writes nothing", async () => {
    const { owner, member, five, vote, writes } = await batchOfTickets();
    jira.fake.failNextWith({ status: 400, contentType: "application/json", body: JSON.stringify({ errorMessages: [], errors: { customfield_10026: "Field cannot be set." } }) });
    await vote(owner, five, "5");
    await vote(member, five, "5");
    const [failed] = await settle(writes, (w) => w[0]?.state === "failed");
    expect(failed).toMatchObject({ key: "POKER-5", error: expect.stringContaining("Field cannot be set.") });
    expect(await writeDueEstimatesOnce(jira.server.app.services, Date.now() + 86_400_000)).toBe(0);
    expect(jira.fake.received.issueUpdates.filter((u) => u.status === 204)).toEqual([]);

    const tshirt = await batchOfTickets({ deck: { kind: "tshirt", unknownCard: true, breakCard: false } });
    await tshirt.vote(tshirt.owner, tshirt.five, "M");
    await tshirt.vote(tshirt.member, tshirt.five, "M");
    expect(await writeDueEstimatesOnce(jira.server.app.services, Date.now() + 86_400_000)).toBe(0);
    expect(await tshirt.writes()).toEqual([]);
  });
});
