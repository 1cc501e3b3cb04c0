// jira.* (and the rooms.* a JIRA test needs) over HTTP as one signed-in user. Every answer is
// kept, so a test can check that no result ever carried an API token.
import type { FakeJira } from "./fakeJira";
import { fakeJiraConfig } from "./fakeJiraData";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import type { TestServer } from "../../../../tests/support/testServer";
import { ModuleCaller } from "../../../../tests/support/functionCalls";
import type { SignedUpUser } from "../../../../tests/support/users";

/** The JSON of every jira.* answer any JiraApi received in this test file. */
export const recordedJiraResults: string[] = [];

export class JiraApi extends ModuleCaller {
  readonly rooms: RoomsApi;

  constructor(
    server: TestServer,
    readonly user: SignedUpUser | null,
  ) {
    super(server, "jira", () => user?.token, (body) => recordedJiraResults.push(JSON.stringify(body)));
    this.rooms = new RoomsApi(server, user);
  }

  get sessionId(): string {
    return this.rooms.sessionId;
  }

  configure(roomId: string, config: Record<string, string>) {
    return this.ok("mutation", "configureJira", { roomId, sessionId: this.sessionId, config });
  }

  toggle(roomId: string, enabled: boolean) {
    return this.ok("mutation", "toggleJiraIntegration", { roomId, sessionId: this.sessionId, enabled });
  }

  fetchTickets(roomId: string): Promise<{ ticketCount: number; lastFetched: number }> {
    return this.ok("action", "fetchAndCacheTickets", { roomId });
  }

  cachedTickets(roomId: string): Promise<{ tickets: any[]; lastFetched: number | null } | null> {
    return this.ok("query", "getCachedTickets", { roomId });
  }

  select(roomId: string, ticketKey: string) {
    return this.ok("mutation", "selectJiraTicket", { roomId, sessionId: this.sessionId, ticketKey });
  }

  updatePoints(roomId: string, ticketKey: string, storyPoints: unknown): Promise<{ success: boolean; error?: string }> {
    return this.ok("action", "updateStoryPoints", { roomId, sessionId: this.sessionId, ticketKey, storyPoints });
  }

  /** A room of the fake's site and project, configured and switched on. */
  async roomLinkedTo(domain: string, projectKey: string, options: Parameters<RoomsApi["createRoom"]>[0] = {}) {
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
