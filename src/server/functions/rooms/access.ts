// Who is calling and what they are in the room. Identity comes from ctx.auth only.
import { MESSAGES } from "../../../shared/messages";
import { findParticipant, findParticipantForUser, type ParticipantRow } from "../../data/participants";
import { getRoom, type RoomRow } from "../../data/rooms";
import { FunctionError } from "../../runtime/errors";
import type { MutationCtx } from "../../runtime/functions";

export function requireUserId(ctx: Pick<MutationCtx, "auth">, message: string = MESSAGES.auth.notSignedIn): string {
  if (!ctx.auth) throw new FunctionError(message);
  return ctx.auth.userId;
}

export interface RoomActor {
  room: RoomRow;
  actor: ParticipantRow;
}

/** The room and the caller's participant in it; refuses anyone who is not in the room. */
export async function requireParticipant(ctx: MutationCtx, roomId: string): Promise<RoomActor> {
  const userId = requireUserId(ctx);
  const room = await getRoom(ctx.data, roomId);
  if (!room) throw new FunctionError(MESSAGES.rooms.roomGone);
  const actor = await findParticipantForUser(ctx.data, roomId, userId);
  if (!actor) throw new FunctionError(MESSAGES.rooms.notParticipant);
  return { room, actor };
}

/** A participant of this room by id. */
export async function requireTarget(ctx: MutationCtx, room: RoomRow, participantId: string): Promise<ParticipantRow> {
  const target = await findParticipant(ctx.data, participantId);
  if (!target || target.room_id !== room.id) throw new FunctionError(MESSAGES.rooms.participantGone);
  return target;
}
