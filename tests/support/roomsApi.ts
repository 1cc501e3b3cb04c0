// rooms.* over HTTP for integration tests, as one signed-in user (or nobody). Every answer is
// kept, so a test can check that no result ever carried a secret.
import { ModuleCaller } from "./functionCalls";
import type { TestServer } from "./testServer";
import type { SignedUpUser } from "./users";

/** The JSON of every rooms.* answer any RoomsApi received in this test file. */
export const recordedRoomResults: string[] = [];

export class RoomsApi extends ModuleCaller {
  readonly sessionId: string;

  constructor(
    server: TestServer,
    readonly user: SignedUpUser | null,
  ) {
    super(server, "rooms", () => user?.token, (body) => recordedRoomResults.push(JSON.stringify(body)));
    this.sessionId = `test-${Math.random().toString(36).slice(2, 12)}-${Date.now().toString(36)}`;
  }

  createRoom(
    options: { name?: string; isPermanent?: boolean; customCode?: string; maxFibonacci?: number; deck?: unknown; autoReveal?: boolean; everyoneFacilitates?: boolean } = {},
  ): Promise<{ code: string }> {
    return this.ok("mutation", "createRoom", { name: "Sprint planning", maxFibonacci: 89, isPermanent: false, sessionId: this.sessionId, ...options });
  }

  joinRoom(code: string): Promise<{ roomId: string; participantId: string }> {
    return this.ok("mutation", "joinRoom", { code, sessionId: this.sessionId });
  }

  getRoomData(roomId: string): Promise<any> {
    return this.ok("query", "getRoomData", { roomId });
  }

  getRoomByCode(code: string): Promise<{ _id: string; code: string; name: string } | null> {
    return this.ok("query", "getRoomByCode", { code });
  }

  getUserRooms(): Promise<any[]> {
    return this.ok("query", "getUserRooms");
  }

  /** Creates a room and returns its id and the creator's participant id. */
  async createAndEnter(options: Parameters<RoomsApi["createRoom"]>[0] = {}): Promise<{ code: string; roomId: string; participantId: string }> {
    const { code } = await this.createRoom(options);
    const joined = await this.joinRoom(code);
    return { code, ...joined };
  }
}

/** Secrets that must never appear in any rooms.* result. */
export function findSecrets(json: string, users: readonly SignedUpUser[]): string[] {
  const found: string[] = [];
  if (json.includes("$argon2")) found.push("a password hash");
  if (/"apiToken"/.test(json)) found.push("a JIRA API token");
  if (/password_hash|passwordHash|token_hash|refresh/i.test(json)) found.push("a credential field");
  for (const user of users) {
    if (json.includes(user.refreshToken)) found.push(`${user.name}'s refresh token`);
    if (json.includes(user.token)) found.push(`${user.name}'s access token`);
  }
  return found;
}
