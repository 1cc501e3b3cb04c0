// What the upgrade fixture holds, and how it is read back. `npm run upgrade:fixture` plays the
// scenario on today's code and keeps the database (tests/upgrade/fixtures/); the upgrade test
// opens that database with today's migrations and reads it back through the app's functions.
import { callOk, signUpWithPassword, type Endpoint } from "../support/functionCalls";
import { api, as, type TypedCaller } from "../support/typedCalls";

export const FIXTURE_PASSWORD = "fixture-password-1";
export const FIXTURE_PEOPLE = Object.freeze([
  { name: "Olive Owner", email: "olive@upgrade.example" },
  { name: "Ada Admin", email: "ada@upgrade.example" },
  { name: "Max Member", email: "max@upgrade.example" },
] as const);
/** The fake JIRA's site and project the scenario links a room to. */
export const FIXTURE_JIRA = Object.freeze({ domain: "acme", projectKey: "POKER", email: "dev@acme.test", apiToken: "acme-token" });
const SESSION = "upgrade-fixture-session";

type People = { olive: TypedCaller; ada: TypedCaller; max: TypedCaller };

async function enter(people: People, code: string): Promise<{ roomId: string; participants: Record<keyof People, string> }> {
  const participants = {} as Record<keyof People, string>;
  let roomId = "";
  for (const name of ["olive", "ada", "max"] as const) {
    const joined = await people[name].call(api.rooms.joinRoom, { code, sessionId: SESSION });
    participants[name] = joined.participantId;
    roomId = joined.roomId;
  }
  return { roomId, participants };
}

/** Plays the scenario as three signed-up people; the rooms' codes, to read them back by. */
export async function playScenario(at: Endpoint): Promise<string[]> {
  const tokens = [];
  for (const person of FIXTURE_PEOPLE) tokens.push((await signUpWithPassword(at, { ...person, password: FIXTURE_PASSWORD })).token);
  const people: People = { olive: as(at, tokens[0]!), ada: as(at, tokens[1]!), max: as(at, tokens[2]!) };
  const codes: string[] = [];

  // A T-shirt deck with a break card, everyone facilitating, a story, two votes and a paused timer.
  {
    const { code } = await people.olive.call(api.rooms.createRoom, {
      name: "Decks and timer",
      maxFibonacci: 89,
      isPermanent: true,
      sessionId: SESSION,
      deck: { kind: "tshirt", unknownCard: true, breakCard: true },
      everyoneFacilitates: true,
    });
    codes.push(code);
    const { roomId, participants } = await enter(people, code);
    await people.olive.call(api.rooms.toggleAdminStatus, { roomId, participantId: participants.ada, sessionId: SESSION });
    await people.olive.call(api.rooms.updateStory, { roomId, story: "Login page", sessionId: SESSION });
    await people.olive.call(api.voting.submitVote, { roomId, participantId: participants.olive, value: "M" });
    await people.max.call(api.voting.submitVote, { roomId, participantId: participants.max, value: "L" });
    await people.olive.call(api.voting.startTimer, { roomId, sessionId: SESSION, durationMs: 300_000, revealAtZero: true });
    await people.olive.call(api.voting.pauseTimer, { roomId, sessionId: SESSION });
  }

  // Fibonacci to 21 with auto-reveal: one finished round in the history, a new round with one vote
  // and its countdown held.
  {
    const { code } = await people.olive.call(api.rooms.createRoom, { name: "Auto reveal", maxFibonacci: 21, isPermanent: true, sessionId: SESSION, autoReveal: true });
    codes.push(code);
    const { roomId, participants } = await enter(people, code);
    await people.olive.call(api.rooms.toggleVotingExclusion, { roomId, participantId: participants.ada, sessionId: SESSION });
    await people.olive.call(api.rooms.updateStory, { roomId, story: "Search filters", sessionId: SESSION });
    await people.olive.call(api.voting.submitVote, { roomId, participantId: participants.olive, value: "5" });
    await people.max.call(api.voting.submitVote, { roomId, participantId: participants.max, value: "8" });
    await people.olive.call(api.voting.revealVotes, { roomId, sessionId: SESSION });
    await people.olive.call(api.voting.resetVoting, { roomId, sessionId: SESSION });
    await people.max.call(api.voting.submitVote, { roomId, participantId: participants.max, value: "13" });
    // Nobody is connected, so the countdown starts at once: held, it stays as written (a due one would reveal at start-up).
    await people.olive.call(api.voting.cancelAutoReveal, { roomId, sessionId: SESSION });
  }

  // A planning session from a queue, linked to JIRA: tickets fetched and one selected, stories
  // typed and imported, one estimated and recorded, one skipped, one current.
  {
    const { code } = await people.olive.call(api.rooms.createRoom, { name: "Queue and JIRA", maxFibonacci: 89, isPermanent: true, sessionId: SESSION });
    codes.push(code);
    const { roomId, participants } = await enter(people, code);
    await people.olive.call(api.jira.configureJira, { roomId, sessionId: SESSION, config: FIXTURE_JIRA });
    await people.olive.call(api.jira.toggleJiraIntegration, { roomId, sessionId: SESSION, enabled: true });
    await people.olive.call(api.jira.fetchAndCacheTickets, { roomId });
    await people.olive.call(api.queue.addStories, { roomId, sessionId: SESSION, text: "Checkout flow\nInvoice PDF\nPassword rules" });
    await people.olive.call(api.jira.importQueueTickets, { roomId, sessionId: SESSION, ticketKeys: ["POKER-1", "POKER-2"] });
    const [first] = (await people.olive.call(api.queue.getQueue, { roomId }))!;
    await people.olive.call(api.queue.startStory, { roomId, sessionId: SESSION, storyId: first!._id });
    await people.olive.call(api.voting.submitVote, { roomId, participantId: participants.olive, value: "3" });
    await people.ada.call(api.voting.submitVote, { roomId, participantId: participants.ada, value: "5" });
    await people.max.call(api.voting.submitVote, { roomId, participantId: participants.max, value: "5" });
    await people.olive.call(api.voting.revealVotes, { roomId, sessionId: SESSION });
    await people.olive.call(api.queue.nextStory, { roomId, sessionId: SESSION, outcome: "record", value: "5" });
    await people.olive.call(api.queue.nextStory, { roomId, sessionId: SESSION, outcome: "skip" });
    await people.olive.call(api.jira.selectJiraTicket, { roomId, sessionId: SESSION, ticketKey: "POKER-7" });
  }

  // A temporary room with a custom deck.
  {
    const { code } = await people.ada.call(api.rooms.createRoom, {
      name: "Custom deck",
      maxFibonacci: 89,
      isPermanent: false,
      sessionId: SESSION,
      deck: { kind: "custom", cards: ["1", "2", "4", "S", "XL"], unknownCard: false, breakCard: false },
    });
    codes.push(code);
    const { roomId, participants } = await enter(people, code);
    await people.max.call(api.voting.submitVote, { roomId, participantId: participants.max, value: "XL" });
  }
  return codes;
}

/** Everything the three people can read of the scenario's rooms, by room code. */
export async function readScenario(at: Endpoint, codes: readonly string[]): Promise<Record<string, unknown>> {
  const observed: Record<string, unknown> = {};
  for (const person of FIXTURE_PEOPLE) {
    const params = { flow: "signIn", email: person.email, password: FIXTURE_PASSWORD };
    const { token } = (await callOk(at, "action", "auth.signIn", { provider: "password", params })).tokens as { token: string };
    const caller = as(at, token);
    observed[`${person.name}: rooms.getUserRooms`] = await caller.call(api.rooms.getUserRooms, {});
    for (const code of codes) {
      const room = await caller.call(api.rooms.getRoomByCode, { code });
      if (!room) throw new Error(`room ${code} is gone`);
      const roomId = room._id!;
      const prefix = `${person.name} in ${code}`;
      observed[`${prefix}: rooms.getRoomData`] = await caller.call(api.rooms.getRoomData, { roomId });
      observed[`${prefix}: voting.getRoundHistory`] = await caller.call(api.voting.getRoundHistory, { roomId });
      observed[`${prefix}: queue.getQueue`] = await caller.call(api.queue.getQueue, { roomId });
      observed[`${prefix}: queue.getSessionSummary`] = await caller.call(api.queue.getSessionSummary, { roomId });
      observed[`${prefix}: jira.getCachedTickets`] = await caller.call(api.jira.getCachedTickets, { roomId });
    }
  }
  return observed;
}
