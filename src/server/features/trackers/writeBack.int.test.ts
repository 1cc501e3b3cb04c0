// Issue 31, step 3: an agreed estimate written back to the room's tracker with the recording
// manager's own connection, read back from the fakes: a GitHub project's number field (the default
// "Estimate" or the one picked), a repository's estimate label, and Jira Data Center's story points
// field per board. Refusals say why and change nothing: no target, a card without a number, a
// tracker's error (the recorded estimate stays). JIRA Cloud's switch and a tracker source refuse
// each other. No token in an answer, a frame or a log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../../../plugins/github/test/fakeGitHub";
import { GOOD_TOKEN, READ_PROJECT_TOKEN } from "../../../plugins/github/test/fakeGitHubData";
import { fakeJiraConfig } from "../../../plugins/jira/test/fakeJiraData";
import { startFakeJiraDc, type FakeJiraDc } from "../../../plugins/jira-dc/test/fakeJiraDc";
import { GOOD_PAT } from "../../../plugins/jira-dc/test/fakeJiraDcData";
import { QueueApi } from "../../../../tests/support/queueApi";
import { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { RoomsApi, type CreateRoomOptions } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api } from "../../../../tests/support/typedCalls";
import { signUpUser } from "../../../../tests/support/users";
import { VotingApi } from "../../../../tests/support/votingApi";
import { MESSAGES } from "../../../shared/messages";
import { connectTrackerFirst, noNumberForCard, oneStorySource } from "../../../shared/messages/trackers";
import type { ActionResponseMessage } from "../../../shared/protocol";

const SECRETS = [GOOD_TOKEN, READ_PROJECT_TOKEN, GOOD_PAT];
const ROADMAP = "PVT_kwDOroadmap1";
const TSHIRT: CreateRoomOptions = { deck: { kind: "tshirt", unknownCard: true, breakCard: false } };
const log: string[] = [];
let server: TestServer;
let github: FakeGitHub;
let jiraDc: FakeJiraDc;

beforeAll(async () => {
  [github, jiraDc] = await Promise.all([startFakeGitHub(), startFakeJiraDc()]);
  server = await startTestServer({
    env: { GITHUB_API_URL: github.url, TRACKER_HOSTS: `127.0.0.1:${github.port} 127.0.0.1:${jiraDc.port}`, LOG_LEVEL: "debug" },
    logDestination: { write: (line) => void log.push(line) },
  });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([github?.close(), jiraDc?.close()]);
});

function expectNoSecret(text: string): void {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

type Input = Record<string, string | number | string[]>;

/** A room whose owner connected the tracker, chose `source` and imported `route`, with a member in it. */
async function roomWith(tracker: "github" | "jiraDc", source: Input, route: Input, options: CreateRoomOptions = {}) {
  const owner = new RoomsApi(server, await signUpUser(server, "Ann Manager"));
  const member = new RoomsApi(server, await signUpUser(server, "Bob Member"));
  const { code, roomId, participantId } = await owner.createAndEnter({ isPermanent: true, ...options });
  await member.joinRoom(code);
  const connection = await owner.call(api.connections.connect, tracker === "github" ? { tracker, token: GOOD_TOKEN } : { tracker, token: GOOD_PAT, site: jiraDc.baseUrl });
  await owner.call(api.trackers.setSource, { roomId, sessionId: owner.sessionId, connectionId: connection._id, source });
  await owner.call(api.trackers.importStories, { roomId, sessionId: owner.sessionId, route });
  const queue = new QueueApi(server, owner);
  const stories = (await queue.queue(roomId)) ?? [];
  return { owner, member, roomId, participantId, connectionId: connection._id, queue, storyOf: (key: string) => stories.find((s) => s.ticketKey === key)!._id };
}
type Room = Awaited<ReturnType<typeof roomWith>>;

/** The team agrees on `card` for the story: it becomes current, the owner votes and reveals, the card is recorded. */
async function agree(room: Room, storyId: string, card: string) {
  await room.queue.mutate(api.queue.startStory, room.roomId, { storyId });
  const voting = new VotingApi(server, room.owner);
  await voting.vote(room.roomId, room.participantId, card);
  await voting.reveal(room.roomId);
  await room.queue.mutate(api.queue.recordEstimate, room.roomId, { value: card });
}

const base = (room: Room, who = room.owner) => ({ roomId: room.roomId, sessionId: who.sessionId });
const writeTarget = (room: Room, who = room.owner) => who.call(api.trackers.writeTarget, base(room, who));
const write = (room: Room, storyId: string, who = room.owner) => who.call(api.trackers.writeEstimate, { ...base(room, who), storyId });
const refusedWrite = (room: Room, storyId: string, who = room.owner) => who.refusal(api.trackers.writeEstimate, { ...base(room, who), storyId });
const agreedValue = async (room: Room, storyId: string) => ((await room.queue.queue(room.roomId)) ?? []).find((s) => s._id === storyId)?.agreedValue;

describe("GitHub", () => {
  it("writes to the project's Estimate field by default, and to the number field a manager picks", async () => {
    const room = await roomWith("github", { kind: "project", owner: "octo-org", ownerType: "organization", number: 1 }, { route: "project", iteration: "Iteration 5" });
    expect((await room.owner.getRoomData(room.roomId))!.room.trackerSource?.settings).toEqual({ estimateFieldId: "PVTF_estimate", estimateFieldName: "Estimate" });
    expect(await writeTarget(room)).toEqual({ ok: true, label: 'the "Estimate" field of project 1 of octo-org' });
    const first = room.storyOf("octo-org/app#1");
    await agree(room, first, "8");
    expect(await write(room, first)).toEqual({ trackerLabel: "GitHub", key: "octo-org/app#1", card: "8", value: 8 });
    expect(github.projectValue(ROADMAP, "octo-org/app#1", "PVTF_estimate")).toBe(8);

    // The manager picks Effort when choosing the source again; the queue and the card numbers stay.
    await room.owner.call(api.trackers.setSource, { ...base(room), connectionId: room.connectionId, source: { kind: "project", owner: "octo-org", ownerType: "organization", number: 1, estimateFieldId: "PVTF_effort" } });
    expect(await writeTarget(room)).toEqual({ ok: true, label: 'the "Effort" field of project 1 of octo-org' });
    const second = room.storyOf("octo-org/app#5");
    await agree(room, second, "13");
    await write(room, second);
    expect(github.projectValue(ROADMAP, "octo-org/app#5", "PVTF_effort")).toBe(13);
    expect(github.projectValue(ROADMAP, "octo-org/app#5", "PVTF_estimate")).toBeUndefined();

    // A field that is not a number field of the project is refused when chosen; the source stays.
    const refusal = await room.owner.refusal(api.trackers.setSource, { ...base(room), connectionId: room.connectionId, source: { kind: "project", owner: "octo-org", ownerType: "organization", number: 1, estimateFieldId: "PVTSSF_priority" } });
    expect(refusal).toMatch(/is no longer a number field of it/);
    expect((await room.owner.getRoomData(room.roomId))!.room.trackerSource?.settings).toMatchObject({ estimateFieldId: "PVTF_effort" });
  });

  it("a repository imported by milestone writes to its owner's project when the source names one", async () => {
    const room = await roomWith("github", { kind: "repository", repository: "octo-org/app", projectNumber: 1, estimateFieldName: "effort" }, { route: "repository", milestone: "Sprint 4" });
    expect((await room.owner.getRoomData(room.roomId))!.room.trackerSource?.settings).toEqual({ projectNumber: 1, estimateFieldId: "PVTF_effort", estimateFieldName: "Effort" });
    expect(await writeTarget(room)).toEqual({ ok: true, label: 'the "Effort" field of project 1 of octo-org' });
    const story = room.storyOf("octo-org/app#4");
    await agree(room, story, "2");
    await write(room, story);
    // #4 was not an item of the project: it is added, then its field set; no label is written.
    expect(github.projectValue(ROADMAP, "octo-org/app#4", "PVTF_effort")).toBe(2);
    expect(github.repo("octo-org/app")!.issues.find((i) => i.number === 4)!.labels.some((l) => l.startsWith("estimate: "))).toBe(false);
    expect(await room.owner.refusal(api.trackers.setSource, { ...base(room), connectionId: room.connectionId, source: { kind: "repository", repository: "octo-org/app", projectNumber: 1, estimateFieldName: "Size" } })).toBe(
      'Project 1 of octo-org has no number field named "Size". Its number fields: "Estimate", "Effort".',
    );
  });

  it("a project without a number field offers no target, and says why", async () => {
    const room = await roomWith("github", { kind: "project", owner: "octo-org", ownerType: "organization", number: 3 }, { route: "search", query: "is:issue" });
    const target = await writeTarget(room);
    expect(target).toEqual({ ok: false, reason: expect.stringMatching(/has no number field named "Estimate" or "Story Points"\. Add one to the project/) });
  });

  it("writes a repository's estimate label: the old one removed, the new one created, other labels kept", async () => {
    const room = await roomWith("github", { kind: "repository", repository: "octo-org/app" }, { route: "repository", milestone: "Sprint 4" });
    expect(await writeTarget(room)).toEqual({ ok: true, label: 'a label such as "estimate: 5"' });
    expect(github.repo("octo-org/app")!.issues.find((i) => i.number === 2)!.labels).toEqual(["estimate: 3", "P3"]);
    const story = room.storyOf("octo-org/app#2");
    await agree(room, story, "21");
    await write(room, story);
    const repo = github.repo("octo-org/app")!;
    expect(repo.issues.find((i) => i.number === 2)!.labels.sort()).toEqual(["P3", "estimate: 21"]);
    expect(repo.labels.map((l) => l.name)).toContain("estimate: 21");
  });

  it("a repository's label prefix comes from the source settings", async () => {
    const room = await roomWith("github", { kind: "repository", repository: "octo-org/app", labelPrefix: "size " }, { route: "repository", milestone: "Sprint 4" });
    expect(await writeTarget(room)).toEqual({ ok: true, label: 'a label such as "size 5"' });
    const story = room.storyOf("octo-org/app#4");
    await agree(room, story, "3");
    await write(room, story);
    expect(github.repo("octo-org/app")!.issues.find((i) => i.number === 4)!.labels).toContain("size 3");
    expect(await room.owner.refusal(api.trackers.setSource, { ...base(room), connectionId: room.connectionId, source: { kind: "repository", repository: "octo-org/app", labelPrefix: "a, b" } })).toMatch(/without commas/);
  });

  it("a tracker's error ends in its sentence and leaves the recorded estimate; a manager without a connection is told to make one", async () => {
    const room = await roomWith("github", { kind: "project", owner: "octo-org", ownerType: "organization", number: 1 }, { route: "project", iteration: "Iteration 5" });
    const story = room.storyOf("octo-org/app#2");
    await agree(room, story, "5");
    github.failNextWith({ status: 502, body: "" });
    expect(await refusedWrite(room, story)).toBe("GitHub is having trouble right now (502). Try again in a few minutes.");
    expect(github.projectValue(ROADMAP, "octo-org/app#2", "PVTF_estimate")).toBe(3);
    expect(await agreedValue(room, story)).toBe("5");

    // An admin without a GitHub connection: the option is off with where to connect, and a write is refused the same way.
    const bob = (await room.owner.getRoomData(room.roomId))!.participants.find((p) => p.name === "Bob Member")!;
    await room.owner.call(api.rooms.toggleAdminStatus, { ...base(room), participantId: bob._id });
    expect(await writeTarget(room, room.member)).toEqual({ ok: false, reason: connectTrackerFirst("GitHub") });
    expect(await refusedWrite(room, story, room.member)).toBe(connectTrackerFirst("GitHub"));
    expect(github.projectValue(ROADMAP, "octo-org/app#2", "PVTF_estimate")).toBe(3);

    // A token that may only read projects: GitHub's refusal names the scope.
    await room.member.call(api.connections.connect, { tracker: "github", token: READ_PROJECT_TOKEN });
    expect(await refusedWrite(room, story, room.member)).toMatch(/project/);
    expect(github.projectValue(ROADMAP, "octo-org/app#2", "PVTF_estimate")).toBe(3);
    expect(log.join("")).toContain("writeEstimate");
    expectNoSecret(log.join(""));
  });
});

describe("Jira Data Center", () => {
  it("writes to the board's own estimation field (field ids differ between boards), and a project's to the site's Story Points", async () => {
    const board = await roomWith("jiraDc", { kind: "board", board: 2 }, { route: "sprint" });
    expect(await writeTarget(board)).toEqual({ ok: true, label: `"Team Estimate", board 2's estimation field` });
    const story = board.storyOf("DEF-1");
    await agree(board, story, "3");
    await write(board, story);
    expect(jiraDc.issue("DEF-1")!.custom).toMatchObject({ customfield_10002: 3 });
    expect(jiraDc.issue("DEF-1")!.custom.customfield_10106 ?? null).toBeNull();

    const project = await roomWith("jiraDc", { kind: "project", project: "ABC" }, { route: "jql", jql: "project = ABC AND status = Open" });
    expect(await writeTarget(project)).toEqual({ ok: true, label: '"Story Points"' });
    const abc = project.storyOf("ABC-2");
    await agree(project, abc, "8");
    await write(project, abc);
    expect(jiraDc.issue("ABC-2")!.custom).toMatchObject({ customfield_10106: 8 });
  });

  it("a T-shirt card writes only once the room gives it a number; managers set the numbers, validated", async () => {
    const room = await roomWith("jiraDc", { kind: "board", board: 1 }, { route: "sprint" }, TSHIRT);
    const story = room.storyOf("ABC-3");
    await agree(room, story, "M");
    expect(await refusedWrite(room, story)).toBe(noNumberForCard("M", "Jira Data Center"));
    expect(jiraDc.issue("ABC-3")!.custom.customfield_10106 ?? null).toBeNull();

    const setValues = (cardValues: Record<string, number>, who = room.owner) => who.refusal(api.trackers.setCardValues, { ...base(room, who), cardValues });
    expect(await setValues({ M: -1 })).toBe(MESSAGES.trackers.cardValueInvalid);
    expect(await setValues({ M: Number.MAX_SAFE_INTEGER })).toBe(MESSAGES.trackers.cardValueInvalid);
    expect(await setValues({ M: 5 }, room.member)).toBe(MESSAGES.rooms.onlyManagers);
    expect((await room.member.getRoomData(room.roomId))!.room.trackerSource?.cardValues).toEqual({});

    // A numeric card's own number wins: its mapping is not kept.
    expect(await room.owner.call(api.trackers.setCardValues, { ...base(room), cardValues: { XS: 1, M: 5, "8": 13 } })).toEqual({ M: 5, XS: 1 });
    expect((await room.member.getRoomData(room.roomId))!.room.trackerSource?.cardValues).toEqual({ M: 5, XS: 1 });
    expect(await write(room, story)).toMatchObject({ card: "M", value: 5 });
    expect(jiraDc.issue("ABC-3")!.custom).toMatchObject({ customfield_10106: 5 });
  });
});

describe("one story source at a time", () => {
  it("a room with JIRA switched on takes no tracker source, and a room with a tracker source does not switch JIRA on", async () => {
    const owner = new RoomsApi(server, await signUpUser(server, "Jo Jira"));
    const { roomId } = await owner.createAndEnter({ isPermanent: true });
    const connection = await owner.call(api.connections.connect, { tracker: "github", token: GOOD_TOKEN });
    const args = { roomId, sessionId: owner.sessionId };
    await owner.call(api.jira.configureJira, { ...args, config: fakeJiraConfig("acme", "POKER") });
    await owner.call(api.jira.toggleJiraIntegration, { ...args, enabled: true });
    const source = { kind: "repository", repository: "octo-org/app" };
    expect(await owner.refusal(api.trackers.setSource, { ...args, connectionId: connection._id, source })).toBe(oneStorySource("JIRA"));
    expect((await owner.getRoomData(roomId))!.room.trackerSource).toBeNull();

    await owner.call(api.jira.toggleJiraIntegration, { ...args, enabled: false });
    await owner.call(api.trackers.setSource, { ...args, connectionId: connection._id, source });
    expect(await owner.refusal(api.jira.toggleJiraIntegration, { ...args, enabled: true })).toBe(oneStorySource("GitHub"));
    expect((await owner.getRoomData(roomId))!.room.useJiraIntegration).toBe(false);
  });
});

describe("secrecy", () => {
  it("no token in the frames and answers of writing back", async () => {
    const room = await roomWith("github", { kind: "project", owner: "octo-org", ownerType: "organization", number: 1 }, { route: "project", iteration: "Iteration 5" });
    const story = room.storyOf("octo-org/app#1");
    await agree(room, story, "2");
    const socket = await RawSyncClient.connect(server.wsUrl, { token: room.owner.user!.token });
    try {
      socket.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "rooms.getRoomData", args: { roomId: room.roomId } }], remove: [] });
      let requestId = 0;
      const request = async (path: string, args: Record<string, unknown>) => {
        const id = ++requestId;
        socket.send({ type: "Action", requestId: id, path, args });
        return socket.next<ActionResponseMessage>((m) => m.type === "ActionResponse" && m.requestId === id);
      };
      expect((await request("trackers.writeTarget", base(room))).success).toBe(true);
      expect((await request("trackers.writeEstimate", { ...base(room), storyId: story })).success).toBe(true);
      github.failNextWith({ status: 401, body: JSON.stringify({ message: "Bad credentials", documentation_url: "https://docs.github.com/rest", status: "401" }) });
      expect((await request("trackers.writeEstimate", { ...base(room), storyId: story })).success).toBe(false);
      await socket.valueMatching<{ room: { trackerSource: unknown } }>(1, (value) => value.room.trackerSource !== null);
      expectNoSecret(socket.frames.join("\n"));
    } finally {
      await socket.close();
    }
    expect(github.projectValue(ROADMAP, "octo-org/app#1", "PVTF_estimate")).toBe(2);
    expectNoSecret(JSON.stringify(await room.owner.getRoomData(room.roomId)));
    expectNoSecret(log.join(""));
  });
});
