// Issue 31, step 1: a person connects GitHub and Jira Data Center with a personal token, against the
// fakes. Only a token the tracker accepts (and that may read something) is stored, sealed; the list
// shows who and what it may do, never the token; a person sees, tests and removes only their own;
// the token is in no answer, no WebSocket frame and no log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../../../plugins/github/test/fakeGitHub";
import { BAD_TOKEN, FINE_GRAINED_TOKEN, GOOD_TOKEN, NO_SCOPES_TOKEN, REPO_ONLY_TOKEN } from "../../../plugins/github/test/fakeGitHubData";
import { startFakeJiraDc, type FakeJiraDc } from "../../../plugins/jira-dc/test/fakeJiraDc";
import { BAD_PAT, GOOD_PAT, LOCKED_PAT } from "../../../plugins/jira-dc/test/fakeJiraDcData";
import { RawSyncClient } from "../../../../tests/support/rawSyncClient";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api, as } from "../../../../tests/support/typedCalls";
import { signUpUser, type SignedUpUser } from "../../../../tests/support/users";
import { MESSAGES } from "../../../shared/messages";
import type { ActionResponseMessage, MutationResponseMessage } from "../../../shared/protocol";
import { createSecretBox } from "../../crypto/secretBox";

const M = MESSAGES.connections;
const SECRETS = [GOOD_TOKEN, BAD_TOKEN, NO_SCOPES_TOKEN, REPO_ONLY_TOKEN, FINE_GRAINED_TOKEN, GOOD_PAT, BAD_PAT, LOCKED_PAT];
const log: string[] = [];
let server: TestServer;
let github: FakeGitHub;
let jiraDc: FakeJiraDc;

beforeAll(async () => {
  [github, jiraDc] = await Promise.all([startFakeGitHub(), startFakeJiraDc()]);
  server = await startTestServer({
    // debug follows every mutation: the most the log says about a request.
    env: { GITHUB_API_URL: github.url, TRACKER_HOSTS: `127.0.0.1:${github.port} 127.0.0.1:${jiraDc.port}`, LOG_LEVEL: "debug" },
    logDestination: { write: (line) => void log.push(line) },
  });
});
afterAll(async () => {
  await server?.close();
  await Promise.all([github?.close(), jiraDc?.close()]);
});

const person = (name: string) => signUpUser(server, name);
const connect = (who: SignedUpUser, args: { tracker: string; token: string; site?: string; label?: string }) => as(server, who).call(api.connections.connect, args);
const refusedConnect = (who: SignedUpUser, args: { tracker: string; token: string; site?: string }) => as(server, who).refusal(api.connections.connect, args);
const list = (who: SignedUpUser) => as(server, who).call(api.connections.list, {});

function expectNoSecret(text: string): void {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

describe("connecting GitHub", () => {
  it("with a good token: stores who it belongs to and its scopes, and lists it without the token", async () => {
    const ann = await person("Ann GitHub");
    const made = await connect(ann, { tracker: "github", token: GOOD_TOKEN });
    expect(made).toMatchObject({ tracker: "github", trackerLabel: "GitHub", site: null, label: "GitHub", account: "octocat", scopes: ["repo", "read:org", "project"], missingScopes: [], lastError: null });
    expect(made.summary).toContain("Connected as octocat");
    const listed = await list(ann);
    expect(listed).toEqual([made]);
    expectNoSecret(JSON.stringify(listed));
  });

  it("with a bad token: refused with GitHub's sentence, nothing stored", async () => {
    const bob = await person("Bob GitHub");
    expect(await refusedConnect(bob, { tracker: "github", token: BAD_TOKEN })).toMatch(/^GitHub did not accept the token \(401 Bad credentials\)/);
    expect(await list(bob)).toEqual([]);
  });

  it("with a token that may read no repository: refused, naming the missing scopes", async () => {
    const cat = await person("Cat GitHub");
    const refusal = await refusedConnect(cat, { tracker: "github", token: NO_SCOPES_TOKEN });
    expect(refusal).toContain("lacks the repo or public_repo scope, the read:project scope, the project scope");
    expect(refusal).toContain("https://github.com/settings/tokens");
    expect(await list(cat)).toEqual([]);
  });

  it("with a token that reads issues but not projects: stored, its missing scopes named", async () => {
    const dan = await person("Dan GitHub");
    const made = await connect(dan, { tracker: "github", token: REPO_ONLY_TOKEN, label: "Work GitHub" });
    expect(made).toMatchObject({ label: "Work GitHub", scopes: ["repo"], missingScopes: ["read:project", "project"] });
    expect(made.summary).toContain("lacks the read:project scope, the project scope");
  });

  it("with a fine-grained token: stored, saying GitHub does not list its permissions", async () => {
    const eve = await person("Eve GitHub");
    const made = await connect(eve, { tracker: "github", token: FINE_GRAINED_TOKEN });
    expect(made).toMatchObject({ scopes: null, missingScopes: [] });
    expect(made.summary).toContain("fine-grained token");
  });

  it("again for the same account replaces the token of the one connection", async () => {
    const fay = await person("Fay GitHub");
    const first = await connect(fay, { tracker: "github", token: REPO_ONLY_TOKEN, label: "Mine" });
    const second = await connect(fay, { tracker: "github", token: GOOD_TOKEN });
    expect(second).toMatchObject({ _id: first._id, label: "Mine", missingScopes: [] });
    expect(await list(fay)).toEqual([second]);
  });
});

describe("connecting Jira Data Center", () => {
  it("with a good token and the site's address: stores who it belongs to, the site as its base address", async () => {
    const gil = await person("Gil Jira");
    // Typed as a page of the site: the base address (with its context path) is what is kept.
    const made = await connect(gil, { tracker: "jiraDc", site: `${jiraDc.baseUrl}/browse/PROJ-1`, token: GOOD_PAT });
    expect(made).toMatchObject({ tracker: "jiraDc", trackerLabel: "Jira Data Center", site: jiraDc.baseUrl, label: `Jira Data Center at 127.0.0.1:${jiraDc.port}`, account: "alice", scopes: null, missingScopes: [] });
    expect(made.summary).toMatch(/^Connected to Jira 10\.3\.4 as .+ \(alice\)/);
    expect(await list(gil)).toEqual([made]);
  });

  it("with a bad token, a locked-out account, no site or a bad site: refused with a sentence, nothing stored", async () => {
    const hal = await person("Hal Jira");
    expect(await refusedConnect(hal, { tracker: "jiraDc", site: jiraDc.baseUrl, token: BAD_PAT })).toMatch(/^Jira did not accept the personal access token \(401\)/);
    expect(await refusedConnect(hal, { tracker: "jiraDc", site: jiraDc.baseUrl, token: LOCKED_PAT })).toMatch(/^Jira has locked this account after too many failed sign-ins \(CAPTCHA\)/);
    expect(await refusedConnect(hal, { tracker: "jiraDc", token: GOOD_PAT })).toBe(M.siteRequired);
    expect(await refusedConnect(hal, { tracker: "jiraDc", site: "ftp://jira.example.com", token: GOOD_PAT })).toBe(M.siteInvalid);
    expect(await list(hal)).toEqual([]);
  });

  it("at a site the operator did not list in TRACKER_HOSTS: refused before any request", async () => {
    const ida = await person("Ida Jira");
    const before = jiraDc.received.length;
    const refusal = await refusedConnect(ida, { tracker: "jiraDc", site: `http://127.0.0.2:${jiraDc.port}/jira`, token: GOOD_PAT });
    expect(refusal).toContain("TRACKER_HOSTS");
    expect(jiraDc.received.length).toBe(before);
    expect(await list(ida)).toEqual([]);
  });
});

describe("a person's connections", () => {
  it("are tested again on request, the test time moving", async () => {
    const jo = await person("Jo Retest");
    const made = await connect(jo, { tracker: "github", token: GOOD_TOKEN });
    const tested = await as(server, jo).call(api.connections.test, { connectionId: made._id });
    expect(tested).toMatchObject({ _id: made._id, account: "octocat", lastError: null });
    expect(tested.testedAt).toBeGreaterThanOrEqual(made.testedAt);
  });

  it("keep a connection whose test fails again, saying why on it, until a test passes", async () => {
    const kay = await person("Kay Revoked");
    const made = await connect(kay, { tracker: "jiraDc", site: jiraDc.baseUrl, token: GOOD_PAT });
    // Jira answers 401 as it does for a revoked token.
    jiraDc.failNextWith({ status: 401, body: "" });
    const failed = await as(server, kay).call(api.connections.test, { connectionId: made._id });
    expect(failed.lastError).toMatch(/^Jira did not accept the personal access token \(401\)/);
    expect(await list(kay)).toEqual([failed]);
    const passed = await as(server, kay).call(api.connections.test, { connectionId: made._id });
    expect(passed).toMatchObject({ account: "alice", lastError: null });
  });

  it("are removed by their owner, and only by them; nobody else sees or tests them", async () => {
    const kim = await person("Kim Owner");
    const lou = await person("Lou Other");
    const kims = await connect(kim, { tracker: "jiraDc", site: jiraDc.baseUrl, token: GOOD_PAT });
    expect(await list(lou)).toEqual([]);
    expect(await as(server, lou).refusal(api.connections.test, { connectionId: kims._id })).toBe(M.notFound);
    expect(await as(server, lou).refusal(api.connections.remove, { connectionId: kims._id })).toBe(M.notFound);
    expect(await list(kim)).toEqual([kims]);
    expect(await as(server, kim).call(api.connections.remove, { connectionId: kims._id })).toBeNull();
    expect(await list(kim)).toEqual([]);
    expect(await as(server, kim).refusal(api.connections.remove, { connectionId: kims._id })).toBe(M.notFound);
  });

  it("keep the token sealed for their own row and owner: not in clear, not opened for another row", async () => {
    const max = await person("Max Sealed");
    const made = await connect(max, { tracker: "github", token: GOOD_TOKEN });
    const other = await connect(max, { tracker: "jiraDc", site: jiraDc.baseUrl, token: GOOD_PAT });
    const { db } = server.app.services.database;
    const rows = await db.selectFrom("tracker_connections").selectAll().where("user_id", "=", max.userId).orderBy("created_at").execute();
    expect(rows.map((r) => r.id).sort()).toEqual([made._id, other._id].sort());
    expectNoSecret(JSON.stringify(rows));
    const box = createSecretBox(server.config.appSecret, "tracker-connection-token");
    const github = rows.find((r) => r.id === made._id)!;
    expect(box.open(github.sealed_token, `${made._id}:${max.userId}`)).toBe(GOOD_TOKEN);
    expect(() => box.open(github.sealed_token, `${other._id}:${max.userId}`)).toThrow();
    // A sealed token copied onto another row does not open there: its test says so and changes nothing.
    await db.updateTable("tracker_connections").set({ sealed_token: github.sealed_token }).where("id", "=", other._id).execute();
    expect(await as(server, max).refusal(api.connections.test, { connectionId: other._id })).toBe(M.cannotOpen);
  });

  it("never put a token in an answer, a WebSocket frame or a log line", async () => {
    const ned = await person("Ned Frames");
    const socket = await RawSyncClient.connect(server.wsUrl, { token: ned.token });
    try {
      socket.send({ type: "ModifyQuerySet", add: [{ queryId: 1, path: "connections.list", args: {} }], remove: [] });
      let requestId = 0;
      const request = async (type: "Action" | "Mutation", path: string, args: Record<string, unknown>) => {
        const id = ++requestId;
        socket.send({ type, requestId: id, path, args });
        return socket.next<ActionResponseMessage | MutationResponseMessage>((m) => (m.type === "ActionResponse" || m.type === "MutationResponse") && m.requestId === id);
      };
      const github = await request("Action", "connections.connect", { tracker: "github", token: GOOD_TOKEN });
      const jira = await request("Action", "connections.connect", { tracker: "jiraDc", site: jiraDc.baseUrl, token: GOOD_PAT });
      expect([github.success, jira.success]).toEqual([true, true]);
      expect((await request("Action", "connections.connect", { tracker: "github", token: BAD_TOKEN })).success).toBe(false);
      expect((await request("Action", "connections.connect", { tracker: "jiraDc", site: jiraDc.baseUrl, token: BAD_PAT })).success).toBe(false);
      if (!jira.success) throw new Error(jira.errorMessage);
      const jiraId = (jira.result as { _id: string })._id;
      expect((await request("Action", "connections.test", { connectionId: jiraId })).success).toBe(true);
      await socket.valueMatching<unknown[]>(1, (value) => value.length === 2);
      expect((await request("Mutation", "connections.remove", { connectionId: jiraId })).success).toBe(true);
      await socket.valueMatching<unknown[]>(1, (value) => value.length === 1);
      // Over HTTP too.
      expectNoSecret(JSON.stringify(await list(ned)));
      expectNoSecret(socket.frames.join("\n"));
      expect(socket.frames.join("\n")).toContain("octocat");
    } finally {
      await socket.close();
    }
    const lines = log.join("");
    // The log did follow these calls (so its silence about the tokens means something).
    expect(lines).toContain("connections.remove");
    expectNoSecret(lines);
  });
});

describe("the limit on token tests", () => {
  let limited: TestServer;
  beforeAll(async () => {
    limited = await startTestServer({ env: { GITHUB_API_URL: github.url, TRACKER_HOSTS: `127.0.0.1:${github.port}`, RATE_LIMITS: "on" } });
  });
  afterAll(() => limited?.close());

  it("counts connects and tests per person: the eleventh in a minute is refused, another person is not", async () => {
    const [ola, pat] = [await signUpUser(limited, "Ola Limit"), await signUpUser(limited, "Pat Limit")];
    const made = await as(limited, ola).call(api.connections.connect, { tracker: "github", token: GOOD_TOKEN });
    for (let i = 0; i < 5; i += 1) await as(limited, ola).call(api.connections.test, { connectionId: made._id });
    for (let i = 0; i < 4; i += 1) await as(limited, ola).refusal(api.connections.connect, { tracker: "github", token: BAD_TOKEN });
    expect(await as(limited, ola).refusal(api.connections.test, { connectionId: made._id })).toBe(MESSAGES.auth.tooManyAttempts);
    expect(await as(limited, ola).refusal(api.connections.connect, { tracker: "github", token: GOOD_TOKEN })).toBe(MESSAGES.auth.tooManyAttempts);
    expect(await as(limited, pat).call(api.connections.connect, { tracker: "github", token: GOOD_TOKEN })).toMatchObject({ account: "octocat" });
  });
});
