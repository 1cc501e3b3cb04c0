// jira.* (and the rooms.* a JIRA test needs) over HTTP as one signed-in user. Every answer is
// kept, so a test can check that no result ever carried an API token.
import type { FakeJira } from "./fakeJira";
import { fakeJiraConfig } from "./fakeJiraData";
import { RoomsApi } from "../../../../tests/support/roomsApi";
import type { TestServer } from "../../../../tests/support/testServer";
import { callFunction, type Envelope, type FunctionKind, type SignedUpUser } from "../../../../tests/support/users";

/** The JSON of every jira.* answer any JiraApi received in this test file. */
export const recordedJiraResults: string[] = [];

export class JiraApi {
  readonly rooms: RoomsApi;

  constructor(
    private readonly server: TestServer,
    readonly user: SignedUpUser | null,
  ) {
    this.rooms = new RoomsApi(server, user);
  }

  get sessionId(): string {
    return this.rooms.sessionId;
  }

  async call(kind: FunctionKind, name: string, args: Record<string, unknown> = {}): Promise<Envelope> {
    const { body } = await callFunction(this.server, kind, `jira.${name}`, args, this.user?.token);
    recordedJiraResults.push(JSON.stringify(body));
    return body;
  }

  async ok(kind: FunctionKind, name: string, args: Record<string, unknown> = {}): Promise<any> {
    const body = await this.call(kind, name, args);
    if (body.status !== "success") throw new Error(`jira.${name} failed: ${body.errorMessage}`);
    return body.value;
  }

  async error(kind: FunctionKind, name: string, args: Record<string, unknown> = {}): Promise<string> {
    const body = await this.call(kind, name, args);
    if (body.status !== "error") throw new Error(`jira.${name} unexpectedly succeeded with ${JSON.stringify(body.value)}`);
    return body.errorMessage;
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
