// The room core's one guard and one lock. Identity comes from ctx.auth only; works for queries
// and mutations alike. Every feature enters a room through here (voting through enterRound, which
// reads its round with the participant in the same statement and checks roles here).
import { MESSAGES } from "../../../shared/messages";
import { canManageRoom } from "../../../shared/permissions";
import { findParticipant, findParticipantForUser, type ParticipantRow, type RoomRole } from "./data/participants";
import { getRoom, touchRoom, type RoomRow } from "./data/rooms";
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

/** Who may do it: any participant, or owners and admins (spec 6). */
export type RoomStanding = "participant" | "manager";

export interface EnterOptions {
  as?: RoomStanding;
  /** Lock the room first (see lockRoom): for a mutation that must see what the one before it committed. */
  lock?: boolean;
}

/**
 * Takes the room's lock: moves its lastActivity on, and on PostgreSQL the update locks the room
 * row, so mutations of one room that lock it first run one after another and each reads what
 * the other committed. A refusal later rolls it back with the rest of the transaction. Refuses
 * when the room is gone.
 */
export async function lockRoom(ctx: Pick<MutationCtx, "data" | "now">, roomId: string): Promise<void> {
  if (!(await tryLockRoom(ctx, roomId))) throw new FunctionError(MESSAGES.rooms.roomGone);
}

/** lockRoom for work that skips a room that is gone (sweeps, leaving twice): false then. */
export function tryLockRoom(ctx: Pick<MutationCtx, "data" | "now">, roomId: string): Promise<boolean> {
  return touchRoom(ctx.data, roomId, ctx.now);
}

/** The room and the caller's participant in it; refuses anyone who is not in it, or not in the standing asked for. */
export async function enterRoom(ctx: RoomAccessCtx & { now?: number }, roomId: string, options: EnterOptions = {}): Promise<RoomActor> {
  const userId = requireUserId(ctx);
  if (options.lock) await lockRoom({ data: ctx.data, now: ctx.now ?? Date.now() }, roomId);
  const room = await getRoom(ctx.data, roomId);
  if (!room) throw new FunctionError(MESSAGES.rooms.roomGone);
  const actor = await findParticipantForUser(ctx.data, roomId, userId);
  if (!actor) throw new FunctionError(MESSAGES.rooms.notParticipant);
  requireStanding(actor.role, options.as ?? "participant");
  return { room, actor };
}

/** Refuses a role below the standing asked for, with the spec's sentence. */
export function requireStanding(role: RoomRole, standing: RoomStanding): void {
  if (standing === "manager" && !canManageRoom(role)) throw new FunctionError(MESSAGES.rooms.onlyManagers);
}

/** A participant of this room by id. */
export async function requireTarget(ctx: Pick<MutationCtx, "data">, room: Pick<RoomRow, "id">, participantId: string): Promise<ParticipantRow> {
  const target = await findParticipant(ctx.data, participantId);
  if (!target || target.room_id !== room.id) throw new FunctionError(MESSAGES.rooms.participantGone);
  return target;
}
