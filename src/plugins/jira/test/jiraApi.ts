// jira.* (and the rooms.* a JIRA test needs) over HTTP as one signed-in user, typed by the
// functions' definitions. Every jira.* answer is kept, so a test can check that no result ever
// carried an API token.
import type { FakeJira } from "./fakeJira";
import { fakeJiraConfig } from "./fakeJiraData";
import { RoomsApi, type CreateRoomOptions } from "../../../../tests/support/roomsApi";
import type { TestServer } from "../../../../tests/support/testServer";
import { api, as, CallsAs } from "../../../../tests/support/typedCalls";
import type { ArgsOf } from "../../../shared/functionReference";
import type { SignedUpUser } from "../../../../tests/support/users";

/** The JSON of every jira.* answer any JiraApi received in this test file. */
export const recordedJiraResults: string[] = [];

export class JiraApi extends CallsAs {
  readonly rooms: RoomsApi;

  constructor(
    server: TestServer,
    readonly user: SignedUpUser | null,
  ) {
    super(as(server, user, (path, body) => (path.startsWith("jira.") ? recordedJiraResults.push(JSON.stringify(body)) : undefined)));
    this.rooms = new RoomsApi(server, user);
  }

  get sessionId(): string {
    return this.rooms.sessionId;
  }

  configure(roomId: string, config: ArgsOf<typeof api.jira.configureJira>["config"]) {
    return this.call(api.jira.configureJira, { roomId, sessionId: this.sessionId, config });
  }

  toggle(roomId: string, enabled: boolean) {
    return this.call(api.jira.toggleJiraIntegration, { roomId, sessionId: this.sessionId, enabled });
  }

  fetchTickets(roomId: string) {
    return this.call(api.jira.fetchAndCacheTickets, { roomId });
  }

  cachedTickets(roomId: string) {
    return this.call(api.jira.getCachedTickets, { roomId });
  }

  select(roomId: string, ticketKey: string) {
    return this.call(api.jira.selectJiraTicket, { roomId, sessionId: this.sessionId, ticketKey });
  }

  updatePoints(roomId: string, ticketKey: string, storyPoints: ArgsOf<typeof api.jira.updateStoryPoints>["storyPoints"]) {
    return this.call(api.jira.updateStoryPoints, { roomId, sessionId: this.sessionId, ticketKey, storyPoints });
  }

  /** A room of the fake's site and project, configured and switched on. */
  async roomLinkedTo(domain: string, projectKey: string, options: CreateRoomOptions = {}) {
    const room = await this.rooms.createAndEnter(options);
    await this.configure(room.roomId, fakeJiraConfig(domain, projectKey));
    await this.toggle(room.roomId, true);
    return room;
  }
}

/** The requests the fake received since its last `clear()`, as "METHOD /path". */
export function receivedPaths(fake: FakeJira): string[] {
  return fake.received.requests.map((r) => `${r.method} ${r.path}`);
}
