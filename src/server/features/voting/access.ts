// Who is calling and what they may do in the room. Each voting mutation starts here.
import { MESSAGES } from "../../../shared/messages";
import { canManageRoom, canRunRound } from "../../../shared/permissions";
import { writeRoom } from "../rooms/data/rooms";
import { findVoterInRoom, type VoterInRoom } from "./data/votes";
import { FunctionError, type MutationCtx } from "../../live";
import { requireUserId } from "../rooms/access";

/**
 * Moves the room's lastActivity on first, then reads the caller and the room. Writing first
 * locks the room row on PostgreSQL, so a vote and a reveal (or two 'New Round' clicks) of one
 * room run one after another and each reads what the other committed. A refusal rolls the
 * write back with the rest of the transaction.
 */
export async function enterRoomForVoting(ctx: MutationCtx, roomId: string): Promise<VoterInRoom> {
  const userId = requireUserId(ctx);
  if (!(await writeRoom(ctx.data, roomId, ctx.now))) throw new FunctionError(MESSAGES.rooms.roomGone);
  const voter = await findVoterInRoom(ctx.data, roomId, userId);
  if (!voter) throw new FunctionError(MESSAGES.rooms.notParticipant);
  return voter;
}

/** Clear: owners and admins only (spec 6). */
export async function enterRoomAsManager(ctx: MutationCtx, roomId: string): Promise<VoterInRoom> {
  const voter = await enterRoomForVoting(ctx, roomId);
  if (!canManageRoom(voter.role)) throw new FunctionError(MESSAGES.rooms.onlyManagers);
  return voter;
}

/** Reveal and new round: owners and admins, or everyone when the room says so (issue 15). */
export async function enterRoomAsFacilitator(ctx: MutationCtx, roomId: string): Promise<VoterInRoom> {
  const voter = await enterRoomForVoting(ctx, roomId);
  if (!canRunRound(voter.role, voter.room.everyone_facilitates === 1)) throw new FunctionError(MESSAGES.rooms.onlyManagers);
  return voter;
}
