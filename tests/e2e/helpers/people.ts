// Each test brings its own people and rooms, so spec files and the tests in them run in any order
// and on any worker. `people` signs people up through the API (tests about sign-up use the form)
// and closes their browsers when the test ends; `roomFor` and `enterRoom` set a room up the quick
// way for tests about what happens inside it.
import { test as base, expect, type BrowserContextOptions } from "@playwright/test";
import { callOk, signUpWithPassword, type FunctionKind } from "../../support/functionCalls";
import { newAccount, personWithBrowser, type Person } from "./accounts";

export { expect };
export type { Person };

type Who = string | readonly [string, BrowserContextOptions];

/** Someone who acts only through the API in a test (set-up, a vote, the other side of a change): no browser. */
export type Caller = Pick<Person, "name" | "token">;

/** Signs `name` up through the API without a browser: a first page costs a second of CPU, a sign-up none of the browser's. */
export async function callerFor(baseURL: string, name: string): Promise<Caller> {
  const { token } = await signUpWithPassword(baseURL, newAccount(name));
  return { name, token };
}

export interface People {
  /** Signs each up (at once) with a browser of their own: a name, or a name with context options. */
  open<const T extends readonly Who[]>(...who: T): Promise<{ -readonly [K in keyof T]: Person }>;
}

export const test = base.extend<{ people: People }>({
  people: async ({ browser, baseURL }, use) => {
    const opened: Person[] = [];
    await use({
      async open<const T extends readonly Who[]>(...who: T) {
        const people = await Promise.all(who.map((one: Who) => (typeof one === "string" ? personWithBrowser(browser, baseURL!, one) : personWithBrowser(browser, baseURL!, one[0], one[1]))));
        opened.push(...people);
        return people as { -readonly [K in keyof T]: Person };
      },
    });
    await Promise.all(opened.map((person) => person.context.close()));
  },
});

/** The session id set-up calls give (spec: recorded, never used to decide anything). */
const SETUP_SESSION = "e2e-setup";

export interface RoomArgs {
  name: string;
  maxFibonacci?: number;
  isPermanent?: boolean;
  customCode?: string;
  deck?: unknown;
  autoReveal?: boolean;
  everyoneFacilitates?: boolean;
}

/** A room `owner` creates through the API: its code and id. */
export async function roomFor(baseURL: string, owner: Caller, { isPermanent = false, ...args }: RoomArgs): Promise<{ code: string; roomId: string }> {
  const sessionId = SETUP_SESSION;
  const { code } = (await callOk(baseURL, "mutation", "rooms.createRoom", { sessionId, isPermanent, ...args }, owner.token)) as { code: string };
  const { _id: roomId } = (await callOk(baseURL, "query", "rooms.getRoomByCode", { code }, owner.token)) as { _id: string };
  return { code, roomId };
}

/** Opens the room in each person's page in turn, each joining once the one before is in (the participants keep that order). */
export async function enterRoom(people: Person[], code: string): Promise<void> {
  for (const [index, person] of people.entries()) {
    await person.page.goto(`/room/${code}`);
    // A fresh browser's first page: the scripts, the session, the socket and the join, on a busy machine.
    await expect(person.page.getByTestId("participant")).toHaveCount(index + 1, { timeout: 15_000 });
  }
}

/** `person` joins the room through the API, as opening its link would, without a page in it. */
export async function joinAs(baseURL: string, person: Caller, code: string): Promise<void> {
  await callOk(baseURL, "mutation", "rooms.joinRoom", { code, sessionId: SETUP_SESSION }, person.token);
}

/** `as` calls one of the app's functions with a person's token; its value, or the test fails with the refusal. */
export function callAs(baseURL: string, person: Caller, kind: FunctionKind, path: string, args: Record<string, unknown>): Promise<any> {
  return callOk(baseURL, kind, path, args, person.token);
}

/** Adds `titles` to the room's queue as its owner and starts the one at `start` (the first unless told otherwise; false: none). */
export async function queueStories(baseURL: string, owner: Caller, roomId: string, titles: string[], { start = 0 as number | false } = {}): Promise<string[]> {
  const sessionId = SETUP_SESSION;
  const { storyIds } = (await callOk(baseURL, "mutation", "queue.addStories", { roomId, sessionId, text: titles.join("\n") }, owner.token)) as { storyIds: string[] };
  if (start !== false) await callOk(baseURL, "mutation", "queue.startStory", { roomId, sessionId, storyId: storyIds[start] }, owner.token);
  return storyIds;
}

/** The current story through the API: the votes in the order given, the reveal, then Next story recording `agreed` (or Skip story). */
export async function estimateStory(baseURL: string, manager: Caller, roomId: string, votes: Array<[Caller, string]>, agreed: string | "skip"): Promise<void> {
  for (const [person, value] of votes) await voteAs(baseURL, person, roomId, value);
  if (votes.length > 0) await callOk(baseURL, "mutation", "voting.revealVotes", { roomId, sessionId: SETUP_SESSION }, manager.token);
  const outcome = agreed === "skip" ? { outcome: "skip" } : { outcome: "record", value: agreed };
  await callOk(baseURL, "mutation", "queue.nextStory", { roomId, sessionId: SETUP_SESSION, ...outcome }, manager.token);
}

/** Votes `value` as `person`, a participant of the room, through the API. */
export async function voteAs(baseURL: string, person: Caller, roomId: string, value: string): Promise<void> {
  const { me: participantId } = (await callOk(baseURL, "query", "rooms.getRoomData", { roomId }, person.token)) as { me: string };
  await callOk(baseURL, "mutation", "voting.submitVote", { roomId, participantId, value }, person.token);
}

/** A whole round through the API: the votes in the order given, then `manager` reveals and starts a new round. */
export async function playRound(baseURL: string, manager: Caller, roomId: string, votes: Array<[Caller, string]>): Promise<void> {
  for (const [person, value] of votes) await voteAs(baseURL, person, roomId, value);
  await callOk(baseURL, "mutation", "voting.revealVotes", { roomId, sessionId: SETUP_SESSION }, manager.token);
  await callOk(baseURL, "mutation", "voting.resetVoting", { roomId, sessionId: SETUP_SESSION }, manager.token);
}

let codes = 0;
/** A custom room code no other test of this run uses: the worker's number and a count (letters and digits, 6 long). */
export function uniqueRoomCode(): string {
  codes++;
  return `T${test.info().workerIndex.toString(36).padStart(2, "0")}${codes.toString(36).padStart(3, "0")}`.toUpperCase();
}
