// Issue 32: Linear in rooms, against the fake Linear (two issues a page, so imports cross pages). A
// person connects with a personal API key (a key that sees no team is refused, naming why); a manager
// chooses a team, imports its active cycle or a custom view, and the agreed card is written to the
// issue's estimate only where the team's scale allows it; the key is in no frame, answer or log line.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { framesWhile, trackerRoom } from "../../../../tests/support/trackerRooms";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api, as } from "../../../../tests/support/typedCalls";
import { signUpUser } from "../../../../tests/support/users";
import type { TrackerCall } from "../../../server/features/trackers";
import { startFakeLinear, type FakeLinear } from "../test/fakeLinear";
import { BAD_KEY, DES, GOOD_KEY, NO_TEAM_KEY, OPS } from "../test/fakeLinearData";
import { linearRoomTracker } from "./roomTracker";

const SECRETS = [GOOD_KEY, BAD_KEY, NO_TEAM_KEY];
const log: string[] = [];
let server: TestServer;
let linear: FakeLinear;

beforeAll(async () => {
  linear = await startFakeLinear();
  server = await startTestServer({
    env: { LINEAR_API_URL: linear.url, TRACKER_HOSTS: `127.0.0.1:${linear.port}`, LOG_LEVEL: "debug" },
    logDestination: { write: (line) => void log.push(line) },
  });
});
afterAll(async () => {
  await server?.close();
  await linear?.close();
});

function expectNoSecret(text: string): void {
  for (const secret of SECRETS) expect(text).not.toContain(secret);
}

const connectLinear = (token = GOOD_KEY) => ({ tracker: "linear", token });
const mutations = () => linear.received.filter((request) => request.body.includes("issueUpdate"));
const call = (token = GOOD_KEY): TrackerCall => ({ connection: { site: null, token, account: "alice@example.com" }, config: server.config });

describe("connecting Linear", () => {
  it("a good key says who and where; a revoked key and a key that sees no team are refused, nothing stored", async () => {
    const ann = await signUpUser(server, "Ann Linear");
    const made = await as(server, ann).call(api.connections.connect, connectLinear());
    expect(made).toMatchObject({ tracker: "linear", trackerLabel: "Linear", site: null, account: "alice@example.com", displayName: "Alice Example", scopes: null, missingScopes: [] });
    expect(made.summary).toMatch(/^Connected to Linear as Alice Example in Example Inc\..* It sees 3 teams\.$/);

    const bob = await signUpUser(server, "Bob Linear");
    expect(await as(server, bob).refusal(api.connections.connect, connectLinear(BAD_KEY))).toMatch(/^Linear did not accept the API key: it may be wrong or revoked\./);
    expect(await as(server, bob).refusal(api.connections.connect, connectLinear(NO_TEAM_KEY))).toBe(
      "Dave Guest is in no team of Example Inc, so the key may import nothing. Join a team in Linear (or ask an admin to add you), then connect again.",
    );
    expect(await as(server, bob).call(api.connections.list, {})).toEqual([]);
  });
});

describe("a Linear team as the room's source", () => {
  it("imports the active cycle through every page and a custom view, skipping what is queued", async () => {
    const room = await trackerRoom(server, connectLinear());
    expect(await room.refusedSource({ kind: "team", team: "NOPE" })).toBe("Linear has no team NOPE, or the key's user is not in it.");
    expect(await room.setSource({ kind: "team", team: "eng" })).toMatchObject({ tracker: "linear", trackerLabel: "Linear", kind: "team", label: "Engineering (ENG)" });

    linear.clear();
    const seen = await room.preview({ route: "issues", cycle: "active", state: "open" });
    expect(seen).toMatchObject({ sourceLabel: "Engineering (ENG)", found: 5, fresh: 5 });
    // Five issues, two a page: three requests, the last one after the second page's cursor.
    expect(linear.received.filter((request) => request.body.includes("query Issues"))).toHaveLength(3);
    expect(await room.importStories({ route: "issues", cycle: "active", state: "open" })).toMatchObject({ imported: 5 });
    expect((await room.queued()).map((s) => [s.ticketKey, s.title, s.ticketPriority, s.ticketStoryPoints])).toEqual([
      ["ENG-1", "Sign in with SSO", "Highest", 5],
      ["ENG-2", "Room history", "High", null],
      ["ENG-3", "Deck editor", "Medium", null],
      ["ENG-4", "Timer", null, null],
      ["ENG-5", "Spectators", "Low", null],
    ]);
    expect((await room.queued())[0]).toMatchObject({ link: "https://linear.app/example/issue/eng-1", descriptionExcerpt: expect.stringContaining("## Sign in with SSO") });

    expect(await room.preview({ route: "issues", cycle: "any", labels: ["ui"], state: "all" })).toMatchObject({ found: 3, fresh: 1 });
    expect(await room.importStories({ route: "view", view: "a1b2c3" })).toMatchObject({ imported: 1 });
    expect((await room.queued()).map((s) => s.ticketKey)).toEqual(["ENG-1", "ENG-2", "ENG-3", "ENG-4", "ENG-5", "ENG-7"]);
    expect(await room.refusedImport({ route: "view", view: "nope" })).toBe("Linear has no view nope, or it is not shared with the key's user.");
  });
});

describe("writing the agreed estimate back to Linear", () => {
  it("writes a card on the team's scale and refuses one off it before anything is sent, naming what the team allows", async () => {
    const room = await trackerRoom(server, connectLinear());
    await room.setSource({ kind: "team", team: "ENG" });
    const { storyIds } = await room.importStories({ route: "issues", cycle: "active" });
    expect(await linearRoomTracker.writeTarget!(call(), { kind: "team", team: "team-eng-0000-4000-8000-000000000001" })).toEqual({ ok: true, label: "the Fibonacci estimate (1, 2, 3, 5, 8)" });

    await room.agree(storyIds[1]!, "8");
    expect(await room.writeBack(storyIds[1]!)).toMatchObject({ card: "8", value: 8 });
    expect(linear.issue("ENG-2")?.estimate).toBe(8);

    await room.agree(storyIds[2]!, "13");
    const before = mutations().length;
    expect(await room.refusedWriteBack(storyIds[2]!)).toBe("13 is not on this Linear team's scale, which allows the fibonacci points 1, 2, 3, 5, 8.");
    expect(mutations()).toHaveLength(before);
    expect(linear.issue("ENG-3")?.estimate).toBeNull();
  });

  it("a T-shirt team takes the room's T-shirt card as Linear stores it; a team without estimates says so", async () => {
    const room = await trackerRoom(server, connectLinear(), "tshirt");
    await room.setSource({ kind: "team", team: "DES" });
    expect(await linearRoomTracker.writeTarget!(call(), { kind: "team", team: DES })).toEqual({ ok: true, label: "the T-shirt estimate (XS, S, M, L, XL, XXL, XXXL)", cards: ["XS", "S", "M", "L", "XL", "XXL", "XXXL"] });
    const { storyIds } = await room.importStories({ route: "issues", cycle: "any" });
    await room.agree(storyIds[2]!, "M");
    await room.writeBack(storyIds[2]!);
    expect(linear.issue("DES-3")?.estimate).toBe(3);
    // A room that maps its cards to numbers: the number is taken when the card itself is not a size.
    await linearRoomTracker.writeEstimate!(call(), { kind: "team", team: DES }, { key: "DES-1" }, { card: "?", value: 13 });
    expect(linear.issue("DES-1")?.estimate).toBe(13);

    expect(await linearRoomTracker.writeTarget!(call(), { kind: "team", team: OPS })).toEqual({
      ok: false,
      reason: "The Linear team Operations does not use estimates. A team admin can turn them on in the team's settings (Estimates).",
    });
    const before = mutations().length;
    await expect(linearRoomTracker.writeEstimate!(call(), { kind: "team", team: OPS }, { key: "OPS-1" }, { card: "3", value: 3 })).rejects.toThrow(/^This Linear team does not use estimates/);
    expect(mutations()).toHaveLength(before);
  });
});

describe("secrecy", () => {
  it("the key is in no WebSocket frame, answer or log line", async () => {
    const room = await trackerRoom(server, connectLinear());
    const answers: unknown[] = [];
    const frames = await framesWhile(server, room, async () => {
      answers.push(await room.setSource({ kind: "team", team: "ENG" }));
      answers.push(await room.importStories({ route: "issues", cycle: "active" }));
      answers.push(await room.refusedImport({ route: "view", view: "secret-nope" }));
    });
    expect(frames).toContain("Engineering (ENG)");
    expectNoSecret(frames);
    expectNoSecret(JSON.stringify(answers));
    expectNoSecret(JSON.stringify(await room.owner.call(api.connections.list, {})));
    const lines = log.join("");
    // The log followed these calls (the refusal is in it), so its silence about the keys means something.
    expect(lines).toContain("secret-nope");
    expectNoSecret(lines);
  });
});
