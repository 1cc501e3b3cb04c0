// Deleting a room removes everything that belongs to it: each extension deletes what it keeps
// (its `deleted` hook), then the core deletes the room's own rows.
import type { DataAccess, MutationCtx } from "../../../live";
import { roomDeleted } from "../extensions";
import { countParticipants, listMemberUserIds } from "./participants";
import type { RoomRow } from "./rooms";
import { participantsTopic, roomCodeTopic, roomTopic, userRoomsTopic } from "../../topics";

/** False when there was no such room. Announces the room, its code and every member's dashboard. */
export async function deleteRoomCascade(ctx: { data: DataAccess; app: MutationCtx["app"] }, roomId: string): Promise<boolean> {
  const { data } = ctx;
  const room = await data.db.selectFrom("rooms").select(["id", "code", "owner_user_id"]).where("id", "=", roomId).executeTakeFirst();
  if (!room) return false;
  const members = await listMemberUserIds(data, roomId);

  await roomDeleted(ctx, roomId);
  await data.db.deleteFrom("room_presence").where("room_id", "=", roomId).execute();
  await data.db.deleteFrom("participants").where("room_id", "=", roomId).execute();
  await data.db.deleteFrom("room_standings").where("room_id", "=", roomId).execute();
  await data.db.deleteFrom("rooms").where("id", "=", roomId).execute();

  data.writeTopic(roomTopic(roomId));
    data.writeTopic(participantsTopic(roomId));
  data.writeTopic(roomCodeTopic(room.code));
  data.writeTopic(userRoomsTopic(room.owner_user_id));
  for (const userId of members) data.writeTopic(userRoomsTopic(userId));
  return true;
}

/** Temporary rooms end when the last participant goes (spec 4). True when the room was deleted. */
export async function deleteIfEmptyTemporary(ctx: { data: DataAccess; app: MutationCtx["app"] }, room: Pick<RoomRow, "id" | "is_permanent">): Promise<boolean> {
  if (room.is_permanent) return false;
  if ((await countParticipants(ctx.data, room.id)) > 0) return false;
  return deleteRoomCascade(ctx, room.id);
}
