// rooms.* over HTTP for integration tests, as one signed-in user (or nobody), typed by the
// functions' definitions. Every rooms.* answer is kept, so a test can check that no result ever
// carried a secret.
import { api, as, CallsAs } from "./typedCalls";
import type { Endpoint } from "./functionCalls";
import type { SignedUpUser } from "./users";
import type { ArgsOf } from "../../src/shared/functionReference";

/** The JSON of every rooms.* answer any RoomsApi received in this test file. */
export const recordedRoomResults: string[] = [];

export type CreateRoomOptions = Partial<ArgsOf<typeof api.rooms.createRoom>>;

export class RoomsApi extends CallsAs {
  readonly sessionId: string;

  constructor(
    server: Endpoint,
    readonly user: SignedUpUser | null,
  ) {
    super(as(server, user, (path, body) => (path.startsWith("rooms.") ? recordedRoomResults.push(JSON.stringify(body)) : undefined)));
    this.sessionId = `test-${Math.random().toString(36).slice(2, 12)}-${Date.now().toString(36)}`;
  }

  createRoom(options: CreateRoomOptions = {}) {
    return this.call(api.rooms.createRoom, { name: "Sprint planning", maxFibonacci: 89, isPermanent: false, sessionId: this.sessionId, ...options });
  }

  joinRoom(code: string) {
    return this.call(api.rooms.joinRoom, { code, sessionId: this.sessionId });
  }

  getRoomData(roomId: string) {
    return this.call(api.rooms.getRoomData, { roomId });
  }

  getRoomByCode(code: string) {
    return this.call(api.rooms.getRoomByCode, { code });
  }

  getUserRooms() {
    return this.call(api.rooms.getUserRooms, {});
  }

  /** Creates a room and returns its id and the creator's participant id. */
  async createAndEnter(options: CreateRoomOptions = {}): Promise<{ code: string; roomId: string; participantId: string }> {
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
