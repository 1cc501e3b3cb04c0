// Who may touch a room's JIRA link: its participants see it, owners and admins manage it (spec 6).
// Works for queries and mutations alike (internal queries check the caller of an action).
import { MESSAGES } from "../../../shared/messages";
import { canManageRoom } from "../../../shared/permissions";
import { type ParticipantRow, findParticipantForUser } from "../../data/participants";
import { type RoomRow, getRoom } from "../../data/rooms";
import { FunctionError } from "../../runtime/errors";
import type { DataAccess, Identity } from "../../runtime/functions";

interface RoomCtx {
  auth: Identity | null;
  data: DataAccess;
}

export interface JiraActor {
  room: RoomRow;
  actor: ParticipantRow;
}

export async function requireRoomParticipant(ctx: RoomCtx, roomId: string): Promise<JiraActor> {
  if (!ctx.auth) throw new FunctionError(MESSAGES.auth.notSignedIn);
  const room = await getRoom(ctx.data, roomId);
  if (!room) throw new FunctionError(MESSAGES.rooms.roomGone);
  const actor = await findParticipantForUser(ctx.data, roomId, ctx.auth.userId);
  if (!actor) throw new FunctionError(MESSAGES.rooms.notParticipant);
  return { room, actor };
}

export async function requireRoomManager(ctx: RoomCtx, roomId: string): Promise<JiraActor> {
  const involved = await requireRoomParticipant(ctx, roomId);
  if (!canManageRoom(involved.actor.role)) throw new FunctionError(MESSAGES.rooms.onlyManagers);
  return involved;
}

export function requireJiraEnabled(room: RoomRow): void {
  if (room.use_jira_integration !== 1) throw new FunctionError(MESSAGES.jira.notEnabled);
}
