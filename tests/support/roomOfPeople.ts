// A room of signed-up people for integration tests: the first name creates it, then everyone
// enters it in order (the owner first, the rest as members).
import { RoomsApi } from "./roomsApi";
import type { TestServer } from "./testServer";
import { signUpUser, type SignedUpUser } from "./users";
import { VotingApi } from "./votingApi";

export interface RoomMember {
  user: SignedUpUser;
  rooms: RoomsApi;
  voting: VotingApi;
  participantId: string;
}

export async function roomOfPeople(
  server: TestServer,
  names: readonly string[],
  createArgs: Parameters<RoomsApi["createRoom"]>[0] = {},
): Promise<{ roomId: string; code: string; people: RoomMember[] }> {
  const people: RoomMember[] = [];
  let code = "";
  let roomId = "";
  for (const name of names) {
    const user = await signUpUser(server, name);
    const rooms = new RoomsApi(server, user);
    if (!code) ({ code } = await rooms.createRoom(createArgs));
    const joined = await rooms.joinRoom(code);
    roomId = joined.roomId;
    people.push({ user, rooms, voting: new VotingApi(server, rooms), participantId: joined.participantId });
  }
  return { roomId, code, people };
}
