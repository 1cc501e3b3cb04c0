// Issue 31, step 2: a manager chooses the room's tracker source from their own connection and
// imports into the queue with a preview, against the fake GitHub and the fake Jira Data Center
// (both answer two issues a page, so every import here crosses pages). Pull requests are left out,
// queued issues are not added twice, a tracker's refusal changes nothing and says what to do, and
// no token is in an answer, a WebSocket frame or a log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../../../plugins/github/test/fakeGitHub";
import { BAD_TOKEN, GOOD_TOKEN, READ_PROJECT_TOKEN, REPO_ONLY_TOKEN } from "../../../plugins/github/test/fakeGitHubData";
import { startFakeJiraDc, type FakeJiraDc } from "../../../plugins/jira-dc/test/fakeJiraDc";
import { BAD_PAT, GOOD_PAT } from "../../../plugins/jira-dc/test/fakeJiraDcData";
import { QueueApi } from "../../../../tests/support/queueApi";
import { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api } from "../../../../tests/support/typedCalls";
import { signUpUser } from "../../../../tests/support/users";
import { MESSAGES } from "../../../shared/messages";
import { connectTrackerFirst, nothingToImportFrom } from "../../../shared/messages/trackers";
import type { ActionResponseMessage } from "../../../shared/protocol";
import { createSecretBox } from "../../crypto/secretBox";

const SECRETS = [GOOD_TOKEN, BAD_TOKEN, READ_PROJECT_TOKEN, REPO_ONLY_TOKEN, GOOD_PAT, BAD_PAT];
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

/** A room whose owner (a manager) has connected the tracker, with a member in it. */
async function roomWith(tracker: "github" | "jiraDc", token = tracker === "github" ? GOOD_TOKEN : GOOD_PAT) {
  const owner = new RoomsApi(server, await signUpUser(server, "Ann Manager"));
  const member = new RoomsApi(server, await signUpUser(server, "Bob Member"));
  const { code, roomId } = await owner.createAndEnter({ isPermanent: true });
  await member.joinRoom(code);
  const connection = await owner.call(api.connections.connect, tracker === "github" ? { tracker, token } : { tracker, token, site: jiraDc.baseUrl });
  return { owner, member, code, roomId, connectionId: connection._id, queue: new QueueApi(server, owner) };
}

type Room = Awaited<ReturnType<typeof roomWith>>;
type Input = Record<string, string | number | string[]>;
const setSource = (room: Room, source: Input, who = room.owner, connectionId = room.connectionId) => who.call(api.trackers.setSource, { roomId: room.roomId, sessionId: who.sessionId, connectionId, source });
const preview = (room: Room, route: Input, who = room.owner) => who.call(api.trackers.previewImport, { roomId: room.roomId, sessionId: who.sessionId, route });
const importStories = (room: Room, route: Input, who = room.owner) => who.call(api.trackers.importStories, { roomId: room.roomId, sessionId: who.sessionId, route });
const refusedImport = (room: Room, route: Input, who = room.owner) => who.refusal(api.trackers.importStories, { roomId: room.roomId, sessionId: who.sessionId, route });
const queued = async (room: Room) => (await room.queue.queue(room.roomId)) ?? [];
const sourceSeenBy = async (room: Room, who: RoomsApi) => (await who.getRoomData(room.roomId))!.room.trackerSource;

describe("a GitHub repository as the room's source", () => {
  it("is chosen by a manager, seen by everyone without a token, and imports a milestone through every page, pull requests left out", async () => {
    const room = await roomWith("github");
    const view = await setSource(room, { kind: "repository", repository: "octo-org/app" });
    expect(view).toMatchObject({ tracker: "github", trackerLabel: "GitHub", kind: "repository", label: "octo-org/app" });
    expect(await sourceSeenBy(room, room.member)).toEqual(view);

    github.clear();
    const seen = await preview(room, { route: "repository", milestone: "Sprint 4" });
    expect(seen).toMatchObject({ sourceLabel: "octo-org/app", found: 4, fresh: 4, truncated: false });
    expect(seen.first.map((s) => s.key)).toEqual(["octo-org/app#5", "octo-org/app#4", "octo-org/app#2", "octo-org/app#1"]);
    // Three pages of two: the fake answered page 3, so every page was read.
    expect(github.received.filter((r) => r.path === "/repos/octo-org/app/issues").map((r) => r.query.page ?? "1")).toEqual(["1", "2", "3"]);
    expect(await queued(room)).toEqual([]);

    const done = await importStories(room, { route: "repository", milestone: "Sprint 4" });
    expect(done).toMatchObject({ imported: 4, truncated: false });
    const stories = await queued(room);
    expect(stories.map((s) => [s.ticketKey, s.title, s.ticketPriority, s.ticketStoryPoints])).toEqual([
      ["octo-org/app#5", "Room codes are case sensitive", null, null],
      ["octo-org/app#4", "Dark mode for the deck", null, null],
      ["octo-org/app#2", "Export the summary as CSV", "Medium", 3],
      ["octo-org/app#1", "Sign-in with a passkey", "High", null],
    ]);
    expect(stories[3]).toMatchObject({ link: "https://github.example/octo-org/app/issues/1", descriptionExcerpt: "Body of **Sign-in with a passkey**." });
    // The Markdown is rendered once at import, raw HTML off; the room sanitises it again where shown.
    expect(await room.owner.call(api.queue.getStoryDetails, { roomId: room.roomId, storyId: stories[3]!._id })).toMatchObject({ ticketDescriptionHtml: "<p>Body of <strong>Sign-in with a passkey</strong>.</p>" });
    expect(done.storyIds.sort()).toEqual(stories.map((s) => s._id).sort());
  });

  it("skips issues already queued, by labels and state and by a search", async () => {
    const room = await roomWith("github");
    await setSource(room, { kind: "repository", repository: "octo-org/app" });
    await importStories(room, { route: "repository", milestone: "Sprint 4" });
    // Issues 1 and 4 are queued already; 8 is new; 9 is closed but asked for.
    const byLabel = await preview(room, { route: "repository", labels: "ui", state: "all" });
    expect(byLabel).toMatchObject({ found: 3, fresh: 1 });
    expect(byLabel.first.map((s) => s.key)).toEqual(["octo-org/app#8"]);
    expect(await importStories(room, { route: "repository", labels: ["ui"], state: "all" })).toMatchObject({ imported: 1 });
    expect(await importStories(room, { route: "repository", labels: ["ui"], state: "all" })).toMatchObject({ imported: 0 });

    const bySearch = await preview(room, { route: "search", query: "label:bug" });
    expect(bySearch.first.map((s) => s.key)).toEqual(["octo-org/app#9"]);
    // The search is kept to the room's repository: only octocat/notes has an issue titled "Write the README".
    expect(await room.owner.refusal(api.trackers.previewImport, { roomId: room.roomId, sessionId: room.owner.sessionId, route: { route: "search", query: "README" } })).toBe(nothingToImportFrom("GitHub"));
    expect((await preview(room, { route: "search", query: "repo:octocat/notes README" })).first.map((s) => s.key)).toEqual(["octocat/notes#1"]);
    expect((await queued(room)).filter((s) => s.ticketKey === "octo-org/app#1")).toHaveLength(1);
  });
});

describe("a GitHub project as the room's source", () => {
  it("imports an iteration and a saved view: issues only (no pull request, draft or archived item), with the project's estimate and priority", async () => {
    const room = await roomWith("github");
    expect(await setSource(room, { kind: "project", owner: "octo-org", ownerType: "organization", number: 1 })).toMatchObject({ kind: "project", label: "Project 1 of octo-org" });
    const iteration = await preview(room, { route: "project", iteration: "Iteration 5" });
    expect(iteration.first.map((s) => [s.key, s.priority, s.estimate])).toEqual([
      ["octo-org/app#1", 2, null],
      ["octo-org/app#2", 4, 3],
      ["octo-org/app#5", 1, null],
    ]);
    const view = await preview(room, { route: "view", view: 2 });
    expect(view.first.map((s) => s.key)).toEqual(["octo-org/app#1", "octo-org/app#2", "octo-org/app#5"]);
    expect(await importStories(room, { route: "view", view: 2 })).toMatchObject({ imported: 3 });
    expect(await importStories(room, { route: "project", iteration: "Iteration 5" })).toMatchObject({ imported: 0 });
    expect((await queued(room)).map((s) => [s.ticketKey, s.ticketPriority, s.ticketStoryPoints])).toEqual([
      ["octo-org/app#1", "High", null],
      ["octo-org/app#2", "Low", 3],
      ["octo-org/app#5", "Highest", null],
    ]);
  });

  it("is refused, naming the scope, for a token that may not read projects; the room keeps its source", async () => {
    const room = await roomWith("github", REPO_ONLY_TOKEN);
    await setSource(room, { kind: "repository", repository: "octo-org/app" });
    const refusal = await room.owner.refusal(api.trackers.setSource, { roomId: room.roomId, sessionId: room.owner.sessionId, connectionId: room.connectionId, source: { kind: "project", owner: "octo-org", ownerType: "organization", number: 1 } });
    expect(refusal).toMatch(/lacks the read:project scope\. Add it to the token at https:\/\/github\.com\/settings\/tokens/);
    expect(await sourceSeenBy(room, room.member)).toMatchObject({ label: "octo-org/app" });
  });
});

describe("imports use the importing manager's own connection", () => {
  it("an admin without a connection is told to connect one; with their own they import, after the chooser removed theirs", async () => {
    const room = await roomWith("github");
    await setSource(room, { kind: "repository", repository: "octo-org/app" });
    const participants = (await room.owner.getRoomData(room.roomId))!.participants;
    const bob = participants.find((p) => p.name === "Bob Member")!;
    await room.owner.call(api.rooms.toggleAdminStatus, { roomId: room.roomId, participantId: bob._id, sessionId: room.owner.sessionId });

    expect(await refusedImport(room, { route: "repository", milestone: "Sprint 5" }, room.member)).toBe(connectTrackerFirst("GitHub"));
    await room.member.call(api.connections.connect, { tracker: "github", token: READ_PROJECT_TOKEN });
    await room.owner.call(api.connections.remove, { connectionId: room.connectionId });
    expect(await refusedImport(room, { route: "repository", milestone: "Sprint 5" })).toBe(connectTrackerFirst("GitHub"));
    expect(await importStories(room, { route: "repository", milestone: "Sprint 5" }, room.member)).toMatchObject({ imported: 2 });
    // The source stays as chosen: everyone still sees it.
    expect(await sourceSeenBy(room, room.owner)).toMatchObject({ label: "octo-org/app" });
  });

  it("writing back waits for an agreed estimate on an imported story (writeBack.int.test.ts writes them)", async () => {
    const room = await roomWith("github");
    await setSource(room, { kind: "repository", repository: "octo-org/app" });
    const { storyIds } = await importStories(room, { route: "repository", milestone: "Sprint 5" });
    expect(await room.owner.refusal(api.trackers.writeEstimate, { roomId: room.roomId, sessionId: room.owner.sessionId, storyId: storyIds[0]! })).toBe(MESSAGES.trackers.notAnIssue);
  });

  it("a manager cannot choose a source with another person's connection", async () => {
    const room = await roomWith("github");
    const other = await roomWith("github");
    expect(await room.owner.refusal(api.trackers.setSource, { roomId: room.roomId, sessionId: room.owner.sessionId, connectionId: other.connectionId, source: { kind: "repository", repository: "octo-org/app" } })).toBe(MESSAGES.connections.notFound);
    expect(await sourceSeenBy(room, room.owner)).toBeNull();
  });
});

describe("errors end in a sentence that says what to do, and change nothing", () => {
  it("a missing repository, a throttled or a failing GitHub, a revoked token", async () => {
    const room = await roomWith("github");
    expect(await room.owner.refusal(api.trackers.setSource, { roomId: room.roomId, sessionId: room.owner.sessionId, connectionId: room.connectionId, source: { kind: "repository", repository: "octo-org/nope" } })).toMatch(
      /^GitHub has no repository octo-org\/nope, or the token may not see it\. Check the name/,
    );
    expect(await sourceSeenBy(room, room.owner)).toBeNull();
    await setSource(room, { kind: "repository", repository: "octo-org/app" });

    github.primaryLimitNext(3600);
    expect(await refusedImport(room, { route: "repository" })).toMatch(/^GitHub's rate limit for this token is used up\. Try again/);
    github.failNextWith({ status: 502, body: "" });
    expect(await refusedImport(room, { route: "repository" })).toBe("GitHub is having trouble right now (502). Try again in a few minutes.");
    expect(await room.owner.refusal(api.trackers.previewImport, { roomId: room.roomId, sessionId: room.owner.sessionId, route: { route: "repository", milestone: "Sprint 99" } })).toMatch(/has no milestone "Sprint 99"/);

    // The token was revoked at GitHub after it was connected: stored sealed, it now opens to a bad one.
    const { db } = server.app.services.database;
    const box = createSecretBox(server.config.appSecret, "tracker-connection-token");
    const ownerId = (await db.selectFrom("tracker_connections").select("user_id").where("id", "=", room.connectionId).executeTakeFirstOrThrow()).user_id;
    await db.updateTable("tracker_connections").set({ sealed_token: box.seal(BAD_TOKEN, `${room.connectionId}:${ownerId}`) }).where("id", "=", room.connectionId).execute();
    expect(await refusedImport(room, { route: "repository" })).toMatch(/^GitHub did not accept the token \(401 Bad credentials\).*paste it again\.$/);
    expect(await queued(room)).toEqual([]);
    const lines = log.join("");
    expect(lines).toContain("tracker refused");
    expect(lines).toContain("GitHub did not accept the token");
    expectNoSecret(lines);
  });

  it("a route the source does not have, and an import with no source", async () => {
    const room = await roomWith("jiraDc");
    expect(await refusedImport(room, { route: "sprint" })).toBe(MESSAGES.trackers.noSource);
    await setSource(room, { kind: "project", project: "abc" });
    expect(await sourceSeenBy(room, room.member)).toMatchObject({ tracker: "jiraDc", trackerLabel: "Jira Data Center", kind: "project", label: "Project ABC" });
    expect(await refusedImport(room, { route: "sprint" })).toMatch(/^A project has no sprint or backlog of its own/);
    expect(await queued(room)).toEqual([]);
  });
});

describe("a Jira Data Center board as the room's source", () => {
  it("imports the active sprint through every page, with priorities, the board's estimate field and the rendered description", async () => {
    const room = await roomWith("jiraDc");
    expect(await setSource(room, { kind: "board", board: 1 })).toMatchObject({ tracker: "jiraDc", kind: "board", label: "ABC board (board 1)", url: `${jiraDc.baseUrl}/secure/RapidBoard.jspa?rapidView=1` });
    jiraDc.clear();
    const seen = await preview(room, { route: "sprint" });
    expect(seen).toMatchObject({ found: 5, fresh: 5 });
    expect(jiraDc.received.filter((r) => r.path === "/rest/agile/1.0/sprint/11/issue").length).toBe(3);
    expect(await importStories(room, { route: "sprint" })).toMatchObject({ imported: 5 });
    const stories = await queued(room);
    expect(stories.map((s) => [s.ticketKey, s.ticketPriority, s.ticketStoryPoints])).toEqual([
      ["ABC-1", "Highest", 5],
      ["ABC-2", "High", null],
      ["ABC-3", "Medium", null],
      ["ABC-4", null, null],
      ["ABC-5", "Highest", null],
    ]);
    expect(stories[0]).toMatchObject({ title: "Sign in with SSO", link: `${jiraDc.baseUrl}/browse/ABC-1`, hasTicketDescription: true, descriptionExcerpt: "Sign in with SSO\nAcceptance: it works." });
    const details = await room.owner.call(api.queue.getStoryDetails, { roomId: room.roomId, storyId: stories[0]!._id });
    expect(details?.ticketDescriptionHtml).toBe("<h3>Sign in with SSO</h3><p><b>Acceptance</b>: it works.</p>");
  });

  it("offers the boards the manager's connection sees as a pick list; GitHub lists none", async () => {
    const room = await roomWith("jiraDc");
    const boards = await room.owner.call(api.trackers.listSources, { roomId: room.roomId, sessionId: room.owner.sessionId, connectionId: room.connectionId, kind: "board" });
    expect(boards).toEqual([
      { value: "1", label: "ABC board (board 1)" },
      { value: "2", label: "Team B (board 2)" },
      { value: "3", label: "Support (board 3)" },
    ]);
    expect(await room.owner.call(api.trackers.listSources, { roomId: room.roomId, sessionId: room.owner.sessionId, connectionId: room.connectionId, kind: "project" })).toEqual([]);
    expect(await room.member.refusal(api.trackers.listSources, { roomId: room.roomId, sessionId: room.member.sessionId, connectionId: room.connectionId, kind: "board" })).toBe(MESSAGES.rooms.onlyManagers);
  });

  it("imports the backlog, by JQL and by a saved filter, skipping what is queued", async () => {
    const room = await roomWith("jiraDc");
    await setSource(room, { kind: "board", board: 1 });
    expect(await importStories(room, { route: "backlog" })).toMatchObject({ imported: 3 });
    const byJql = await preview(room, { route: "jql", jql: "project = ABC AND status = Open" });
    expect(byJql).toMatchObject({ found: 7, fresh: 5 });
    expect(await importStories(room, { route: "filter", filter: 10400 })).toMatchObject({ imported: 5 });
    expect(await importStories(room, { route: "jql", jql: "project = ABC" })).toMatchObject({ imported: 0 });
    expect((await queued(room)).map((s) => s.ticketKey)).toEqual(["ABC-6", "ABC-7", "ABC-8", "ABC-1", "ABC-2", "ABC-3", "ABC-4", "ABC-5"]);
    expect(await room.owner.refusal(api.trackers.previewImport, { roomId: room.roomId, sessionId: room.owner.sessionId, route: { route: "filter", filter: 999 } })).toBe(
      "Jira refused the request (400). Jira says: The selected filter is not available to you, perhaps it has been deleted or had its permissions changed.",
    );
  });

  it("clearing the source leaves the queue as it is", async () => {
    const room = await roomWith("jiraDc");
    await setSource(room, { kind: "board", board: 2 });
    await importStories(room, { route: "sprint" });
    await room.owner.call(api.trackers.clearSource, { roomId: room.roomId, sessionId: room.owner.sessionId });
    expect(await sourceSeenBy(room, room.member)).toBeNull();
    expect((await queued(room)).map((s) => s.ticketKey)).toEqual(["DEF-1", "DEF-2", "DEF-3"]);
  });
});

describe("secrecy", () => {
  it("no token in a WebSocket frame, an answer or a log line", async () => {
    const room = await roomWith("github");
    const socket = await RawSyncClient.connect(server.wsUrl, { token: room.owner.user!.token });
    try {
      socket.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "rooms.getRoomData", args: { roomId: room.roomId } }], remove: [] });
      let requestId = 0;
      const request = async (path: string, args: Record<string, unknown>) => {
        const id = ++requestId;
        socket.send({ type: "Action", requestId: id, path, args });
        return socket.next<ActionResponseMessage>((m) => m.type === "ActionResponse" && m.requestId === id);
      };
      const base = { roomId: room.roomId, sessionId: room.owner.sessionId };
      expect((await request("trackers.setSource", { ...base, connectionId: room.connectionId, source: { kind: "repository", repository: "octo-org/app" } })).success).toBe(true);
      expect((await request("trackers.previewImport", { ...base, route: { route: "repository" } })).success).toBe(true);
      expect((await request("trackers.importStories", { ...base, route: { route: "repository" } })).success).toBe(true);
      expect((await request("trackers.setSource", { ...base, connectionId: room.connectionId, source: { kind: "repository", repository: "octo-org/secret-nope" } })).success).toBe(false);
      await socket.valueMatching<{ room: { trackerSource: unknown } }>(1, (value) => value.room.trackerSource !== null);
      expectNoSecret(socket.frames.join("\n"));
      expect(socket.frames.join("\n")).toContain("octo-org/app");
    } finally {
      await socket.close();
    }
    expectNoSecret(JSON.stringify(await room.owner.getRoomData(room.roomId)));
    const lines = log.join("");
    // The log did follow these calls (the refusal is in it), so its silence about the tokens means something.
    expect(lines).toContain("octo-org/secret-nope");
    expectNoSecret(lines);
  });
});
