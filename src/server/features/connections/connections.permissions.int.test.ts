// Every connections.* function by the connection's owner, another signed-in person and a signed-out
// caller: a connection is its owner's alone. A refusal says exactly why and leaves the owner's
// connections as they were; another person's connection is "not found" (its existence is not theirs).
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startFakeGitHub, type FakeGitHub } from "../../../plugins/github/test/fakeGitHub";
import { GOOD_TOKEN } from "../../../plugins/github/test/fakeGitHubData";
import { startTestServer, type TestServer } from "../../../../tests/support/testServer";
import { api, as, type Who } from "../../../../tests/support/typedCalls";
import { signUpUser, type SignedUpUser } from "../../../../tests/support/users";
import { MESSAGES } from "../../../shared/messages";

const M = MESSAGES.connections;
const ALLOWED = "allowed";
type Caller = "owner" | "other" | "signedOut";

let server: TestServer;
let github: FakeGitHub;
let people: Record<Exclude<Caller, "signedOut">, SignedUpUser>;

beforeAll(async () => {
  github = await startFakeGitHub();
  server = await startTestServer({ env: { GITHUB_API_URL: github.url, TRACKER_HOSTS: `127.0.0.1:${github.port}` } });
  people = { owner: await signUpUser(server, "Ann Owner"), other: await signUpUser(server, "Bob Other") };
});
afterAll(async () => {
  await server?.close();
  await github?.close();
});

const who = (caller: Caller): Who => (caller === "signedOut" ? null : people[caller]);

/** Each function, called on the owner's connection, and what each caller gets. */
const cases = {
  trackers: { call: (caller: Caller) => as(server, who(caller)).answer(api.connections.trackers, {}), rule: { owner: ALLOWED, other: ALLOWED, signedOut: MESSAGES.auth.notSignedIn } },
  list: { call: (caller: Caller) => as(server, who(caller)).answer(api.connections.list, {}), rule: { owner: ALLOWED, other: ALLOWED, signedOut: MESSAGES.auth.notSignedIn } },
  connect: {
    call: (caller: Caller) => as(server, who(caller)).answer(api.connections.connect, { tracker: "github", token: GOOD_TOKEN }),
    rule: { owner: ALLOWED, other: ALLOWED, signedOut: MESSAGES.auth.notSignedIn },
  },
  test: { call: (caller: Caller, id: string) => as(server, who(caller)).answer(api.connections.test, { connectionId: id }), rule: { owner: ALLOWED, other: M.notFound, signedOut: MESSAGES.auth.notSignedIn } },
  remove: { call: (caller: Caller, id: string) => as(server, who(caller)).answer(api.connections.remove, { connectionId: id }), rule: { owner: ALLOWED, other: M.notFound, signedOut: MESSAGES.auth.notSignedIn } },
} satisfies Record<keyof typeof api.connections, { call: (caller: Caller, id: string) => Promise<unknown>; rule: Record<Caller, string> }>;

describe("connections.* by caller", () => {
  for (const [name, { call, rule }] of Object.entries(cases)) {
    for (const caller of ["owner", "other", "signedOut"] as const) {
      it(`${name} by ${caller}: ${rule[caller]}`, async () => {
        const owner = as(server, people.owner);
        for (const existing of await owner.call(api.connections.list, {})) await owner.call(api.connections.remove, { connectionId: existing._id });
        const made = await owner.call(api.connections.connect, { tracker: "github", token: GOOD_TOKEN, label: "Ann's GitHub" });
        const before = await owner.call(api.connections.list, {});
        const answer = (await call(caller, made._id)) as { status: string; errorMessage?: string; value?: unknown };
        if (rule[caller] === ALLOWED) {
          expect(answer.status).toBe("success");
          // What another person lists or connects is their own: never the owner's row.
          if (caller === "other") expect(JSON.stringify(answer.value)).not.toContain(made._id);
        } else {
          expect(answer).toMatchObject({ status: "error", errorMessage: rule[caller] });
          expect(await owner.call(api.connections.list, {})).toEqual(before);
        }
      });
    }
  }
});
