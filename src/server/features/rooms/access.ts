// Who is calling and what they are in the room: the one room-access guard every feature uses.
// Identity comes from ctx.auth only; works for queries and mutations alike.
import { MESSAGES } from "../../../shared/messages";
import { canManageRoom } from "../../../shared/permissions";
import { findParticipant, findParticipantForUser, type ParticipantRow } from "./data/participants";
import { getRoom, type RoomRow } from "./data/rooms";
import { type DataAccess, FunctionError, type Identity, type MutationCtx } from "../../live";

/** What a guard needs of a handler's context. */
export interface RoomAccessCtx {
  auth: Identity | null;
  data: DataAccess;
}

export function requireUserId(ctx: Pick<MutationCtx, "auth">, message: string = MESSAGES.auth.notSignedIn): string {
  if (!ctx.auth) throw new FunctionError(message);
  return ctx.auth.userId;
}

export interface RoomActor {
  room: RoomRow;
  actor: ParticipantRow;
}

/** The room and the caller's participant in it; refuses anyone who is not in the room. */
export async function requireParticipant(ctx: RoomAccessCtx, roomId: string): Promise<RoomActor> {
  const userId = requireUserId(ctx);
  const room = await getRoom(ctx.data, roomId);
  if (!room) throw new FunctionError(MESSAGES.rooms.roomGone);
  const actor = await findParticipantForUser(ctx.data, roomId, userId);
  if (!actor) throw new FunctionError(MESSAGES.rooms.notParticipant);
  return { room, actor };
}

/** The room and the caller, who must be its owner or an admin (spec 6). */
export async function requireManager(ctx: RoomAccessCtx, roomId: string): Promise<RoomActor> {
  const involved = await requireParticipant(ctx, roomId);
  if (!canManageRoom(involved.actor.role)) throw new FunctionError(MESSAGES.rooms.onlyManagers);
  return involved;
}

/** A participant of this room by id. */
export async function requireTarget(ctx: MutationCtx, room: RoomRow, participantId: string): Promise<ParticipantRow> {
  const target = await findParticipant(ctx.data, participantId);
  if (!target || target.room_id !== room.id) throw new FunctionError(MESSAGES.rooms.participantGone);
  return target;
}
