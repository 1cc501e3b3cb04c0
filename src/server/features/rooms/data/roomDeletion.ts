// Deleting a room removes everything that belongs to it. One function, so whoever adds a table
// that hangs off a room (round history, the JIRA ticket cache) adds its delete here.
import type { DataAccess } from "../../../live";
import { deleteRoomJira } from "../../../../plugins/jira/server/data";
import { deleteRoomQueue } from "../../queue/data/queue";
import { countParticipants, listMemberUserIds } from "./participants";
import type { RoomRow } from "./rooms";
import { participantsTopic, roomCodeTopic, roomTopic, roomVotesTopic, userRoomsTopic } from "../../topics";

/** False when there was no such room. Announces the room, its code and every member's dashboard. */
export async function deleteRoomCascade(data: DataAccess, roomId: string): Promise<boolean> {
  const room = await data.db.selectFrom("rooms").select(["id", "code", "owner_user_id"]).where("id", "=", roomId).executeTakeFirst();
  if (!room) return false;
  const members = await listMemberUserIds(data, roomId);

  await data.db.deleteFrom("votes").where("room_id", "=", roomId).execute();
  await data.db.deleteFrom("round_history").where("room_id", "=", roomId).execute();
  await deleteRoomQueue(data, roomId);
  await data.db.deleteFrom("room_presence").where("room_id", "=", roomId).execute();
  await deleteRoomJira(data, roomId);
  await data.db.deleteFrom("participants").where("room_id", "=", roomId).execute();
  await data.db.deleteFrom("room_standings").where("room_id", "=", roomId).execute();
  await data.db.deleteFrom("rooms").where("id", "=", roomId).execute();

  data.writeTopic(roomTopic(roomId));
  data.writeTopic(roomVotesTopic(roomId));
  data.writeTopic(participantsTopic(roomId));
  data.writeTopic(roomCodeTopic(room.code));
  data.writeTopic(userRoomsTopic(room.owner_user_id));
  for (const userId of members) data.writeTopic(userRoomsTopic(userId));
  return true;
}

/** Temporary rooms end when the last participant goes (spec 4). True when the room was deleted. */
export async function deleteIfEmptyTemporary(data: DataAccess, room: Pick<RoomRow, "id" | "is_permanent">): Promise<boolean> {
  if (room.is_permanent) return false;
  if ((await countParticipants(data, room.id)) > 0) return false;
  return deleteRoomCascade(data, room.id);
}
