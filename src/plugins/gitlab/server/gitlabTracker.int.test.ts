// Issue 32: GitLab in rooms, against the fake GitLab (a self-managed site under /gitlab, two issues a
// page). A person connects with a personal access token (its scopes named; one that reads no issue
// refused); a manager chooses a project and imports a milestone; the agreed card is written to the
// issue's weight, and where the instance has no weights (GitLab Free) or the token may not write,
// the write-back is off and says why. The token is in no frame, answer or log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { framesWhile, trackerRoom } from "../../../../tests/support/trackerRooms";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api, as } from "../../../../tests/support/typedCalls";
import { signUpUser } from "../../../../tests/support/users";
import type { TrackerCall } from "../../../server/features/trackers";
import { type FakeGitLab, startFakeGitLab } from "../test/fakeGitLab";
import { BAD_TOKEN, GOOD_TOKEN, READ_ONLY_TOKEN, READ_USER_TOKEN } from "../test/fakeGitLabData";
import { gitlabRoomTracker } from "./roomTracker";

const SECRETS = [GOOD_TOKEN, BAD_TOKEN, READ_ONLY_TOKEN, READ_USER_TOKEN];
const NO_WEIGHTS = "This GitLab instance has no issue weights (a Premium and Ultimate feature), so the estimate cannot be written to GitLab. Write it by hand, or use a label.";
const APP = { kind: "project", project: "poker-group/poker-app" };
const log: string[] = [];
let server: TestServer;
let gitlab: FakeGitLab;

beforeAll(async () => {
  gitlab = await startFakeGitLab();
  server = await startTestServer({
    env: { GITLAB_URL: gitlab.baseUrl, TRACKER_HOSTS: `127.0.0.1:${gitlab.port}`, LOG_LEVEL: "debug" },
    logDestination: { write: (line) => void log.push(line) },
  });
});
afterAll(async () => {
  await server?.close();
  await gitlab?.close();
});

function expectNoSecret(text: string): void {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

const connectGitLab = (token = GOOD_TOKEN) => ({ tracker: "gitlab", token });
const call = (token = GOOD_TOKEN): TrackerCall => ({ connection: { site: null, token, account: "alice" }, config: server.config });
const puts = () => gitlab.received.filter((request) => request.method === "PUT");

describe("connecting GitLab", () => {
  it("on the default site or a named one; a read_api token is told what it lacks; a revoked or read_user token is refused", async () => {
    const ann = await signUpUser(server, "Ann GitLab");
    const made = await as(server, ann).call(api.connections.connect, connectGitLab());
    expect(made).toMatchObject({ tracker: "gitlab", trackerLabel: "GitLab", site: null, account: "alice", displayName: "Alice Example", scopes: ["api"], missingScopes: [] });
    expect(made.summary).toBe("Connected to GitLab as Alice Example (@alice). The token has the api scope: it imports issues and writes weights (on a Premium or Ultimate instance).");
    const named = await as(server, ann).call(api.connections.connect, { ...connectGitLab(READ_ONLY_TOKEN), site: `${gitlab.baseUrl}/api/v4` });
    expect(named).toMatchObject({ site: gitlab.baseUrl, account: "bob", scopes: ["read_api"], missingScopes: ["api"] });
    expect(named.summary).toContain("cannot write weights, which needs the api scope");

    const bob = await signUpUser(server, "Bob GitLab");
    expect(await as(server, bob).refusal(api.connections.connect, connectGitLab(BAD_TOKEN))).toMatch(/^GitLab did not accept the personal access token \(401\)/);
    expect(await as(server, bob).refusal(api.connections.connect, connectGitLab(READ_USER_TOKEN))).toBe(
      "Connected to GitLab as Dan Example (@dan). The token has read_user, which reads no issue: create one with the api scope (or read_api to import only).",
    );
    expect(await as(server, bob).call(api.connections.list, {})).toEqual([]);
    const choice = (await as(server, bob).call(api.connections.trackers, {})).find((tracker) => tracker.tracker === "gitlab");
    expect(choice).toEqual({ tracker: "gitlab", label: "GitLab", site: "optional", sitePlaceholder: "https://gitlab.example.com", defaultSite: gitlab.baseUrl });
  });
});

describe("a GitLab project as the room's source", () => {
  it("imports a milestone through every page, with priority labels and weights, skipping what is queued", async () => {
    const room = await trackerRoom(server, connectGitLab());
    expect(await room.refusedSource({ kind: "project", project: "poker-group/nope" })).toBe("GitLab has no project poker-group/nope, or the token may not see it.");
    expect(await room.setSource(APP)).toMatchObject({ tracker: "gitlab", kind: "project", label: "poker-group/poker-app", url: `${gitlab.baseUrl}/poker-group/poker-app` });

    gitlab.clear();
    expect(await room.preview({ route: "issues", milestone: "v1.0", state: "opened" })).toMatchObject({ found: 5, fresh: 5 });
    expect(gitlab.received.filter((request) => request.path.endsWith("/issues")).map((request) => request.query.page ?? "1")).toEqual(["1", "2", "3"]);
    expect(await room.importStories({ route: "issues", milestone: "v1.0" })).toMatchObject({ imported: 5 });
    expect((await room.queued()).map((s) => [s.ticketKey, s.ticketPriority, s.ticketStoryPoints])).toEqual([
      ["poker-group/poker-app#1", "Highest", 5],
      ["poker-group/poker-app#2", "High", null],
      ["poker-group/poker-app#3", null, null],
      ["poker-group/poker-app#4", null, null],
      ["poker-group/poker-app#5", "Low", null],
    ]);
    expect(await room.importStories({ route: "issues", labels: "ui", state: "all" })).toMatchObject({ imported: 1 });
    expect((await room.queued()).at(-1)).toMatchObject({ ticketKey: "poker-group/poker-app#7", title: "Export to CSV" });
  });
});

describe("writing the agreed estimate to the issue's weight", () => {
  it("writes a whole number, refuses a card that is not one before anything is sent", async () => {
    const room = await trackerRoom(server, connectGitLab());
    await room.setSource(APP);
    const { storyIds } = await room.importStories({ route: "issues", milestone: "v1.0" });
    expect(await gitlabRoomTracker.writeTarget!(call(), APP)).toEqual({ ok: true, label: "the issue's weight" });
    await room.agree(storyIds[1]!, "3");
    expect(await room.writeBack(storyIds[1]!)).toMatchObject({ card: "3", value: 3 });
    expect(gitlab.issue(42, 2)?.weight).toBe(3);

    await room.agree(storyIds[2]!, "?");
    const before = puts().length;
    expect(await room.refusedWriteBack(storyIds[2]!)).toBe('The card "?" is not a number, so nothing can be written to GitLab. An owner or admin can give each card a number under "Card numbers" in the Story panel.');
    expect(puts()).toHaveLength(before);
  });

  it("on GitLab Free the write-back is off and says why; a write tried anyway changes nothing", async () => {
    const room = await trackerRoom(server, connectGitLab());
    await room.setSource(APP);
    const { storyIds } = await room.importStories({ route: "issues", milestone: "v1.0" });
    await room.agree(storyIds[3]!, "5");
    gitlab.state.tier = "free";
    try {
      expect(await gitlabRoomTracker.writeTarget!(call(), APP)).toEqual({ ok: false, reason: NO_WEIGHTS });
      expect(await room.refusedWriteBack(storyIds[3]!)).toBe(NO_WEIGHTS);
      expect(gitlab.issue(42, 4)?.weight).toBeNull();
    } finally {
      gitlab.state.tier = "premium";
    }
  });

  it("a read_api token's write-back is off, naming the api scope; GitLab's 403 says the same", async () => {
    const room = await trackerRoom(server, connectGitLab(READ_ONLY_TOKEN));
    await room.setSource(APP);
    expect(await gitlabRoomTracker.writeTarget!(call(READ_ONLY_TOKEN), APP)).toEqual({
      ok: false,
      reason: "Your GitLab token has read_api, which imports but cannot write weights. Connect a token with the api scope to write them.",
    });
    const { storyIds } = await room.importStories({ route: "issues", milestone: "v1.0" });
    await room.agree(storyIds[4]!, "2");
    expect(await room.refusedWriteBack(storyIds[4]!)).toMatch(/^GitLab refused the request \(403\): the token may lack the api scope/);
    expect(gitlab.issue(42, 5)?.weight).toBeNull();
  });
});

describe("secrecy", () => {
  it("the token is in no WebSocket frame, answer or log line", async () => {
    const room = await trackerRoom(server, connectGitLab());
    const answers: unknown[] = [];
    const frames = await framesWhile(server, room, async () => {
      answers.push(await room.setSource(APP));
      answers.push(await room.importStories({ route: "issues", milestone: "v2.0" }));
      answers.push(await room.refusedSource({ kind: "project", project: "poker-group/secret-nope" }));
    });
    expect(frames).toContain("poker-group/poker-app");
    expectNoSecret(frames);
    expectNoSecret(JSON.stringify(answers));
    expectNoSecret(JSON.stringify(await room.owner.call(api.connections.list, {})));
    const lines = log.join("");
    expect(lines).toContain("secret-nope");
    expectNoSecret(lines);
  });
});
