// What managers do to participants (spec 6): kick, toggle admin, toggle voting exclusion, and
// the owner's hand-over (issue 15). The rule itself is src/shared/permissions.ts; here it is
// enforced, with a sentence saying why.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { canKick, canManageRoom, canToggleAdmin, canToggleVotingExclusion, canTransferOwnership } from "../../../shared/permissions";
import { deleteParticipant, setParticipantExcluded, setParticipantRole, type ParticipantRow } from "./data/participants";
import { deleteIfEmptyTemporary } from "./data/roomDeletion";
import { writeRoom } from "./data/rooms";
import { membershipChanged } from "./extensions";
import { FunctionError, mutation, type MutationCtx } from "../../live";
import { enterRoom, requireTarget, type RoomActor } from "./access";
import { idArg, sessionIdArg } from "./args";

const targetArgs = z.object({ roomId: idArg, participantId: idArg, sessionId: sessionIdArg });
type TargetArgs = z.output<typeof targetArgs>;

interface Involved extends RoomActor {
  target: ParticipantRow;
  isSelf: boolean;
}

async function involved(ctx: MutationCtx, args: TargetArgs): Promise<Involved> {
  const { room, actor } = await enterRoom(ctx, args.roomId, { lock: true });
  const target = await requireTarget(ctx, room, args.participantId);
  return { room, actor, target, isSelf: actor.id === target.id };
}

export const kickParticipant = mutation({
  args: targetArgs,
  handler: async (ctx, args): Promise<null> => {
    const { room, actor, target, isSelf } = await involved(ctx, args);
    if (!canKick(actor.role, target.role, isSelf)) {
      const P = MESSAGES.participants;
      throw new FunctionError(isSelf ? P.cannotKickSelf : target.role === "owner" ? P.cannotKickOwner : P.cannotKickRank);
    }
    await deleteParticipant(ctx.data, target, true);
    if (await deleteIfEmptyTemporary(ctx, room)) return null;
    await membershipChanged(ctx, room.id, { kind: "kicked", participantId: target.id });
    return null;
  },
});

export const toggleAdminStatus = mutation({
  args: targetArgs,
  handler: async (ctx, args): Promise<{ role: ParticipantRow["role"] }> => {
    const { actor, target, isSelf } = await involved(ctx, args);
    if (!canToggleAdmin(actor.role, target.role, isSelf)) {
      const R = MESSAGES.rooms;
      throw new FunctionError(actor.role !== "owner" ? R.onlyOwnerToggleAdmin : isSelf ? R.cannotToggleOwnAdmin : R.cannotChangeOwnerRole);
    }
    const role = target.role === "admin" ? "member" : "admin";
    await setParticipantRole(ctx.data, target, role);
    return { role };
  },
});

export const toggleVotingExclusion = mutation({
  args: targetArgs,
  handler: async (ctx, args): Promise<{ isExcludedFromVoting: boolean }> => {
    const { room, actor, target, isSelf } = await involved(ctx, args);
    if (!canToggleVotingExclusion(actor.role, target.role, isSelf)) {
      const P = MESSAGES.participants;
      throw new FunctionError(canManageRoom(actor.role) ? P.cannotToggleExclusionRank : P.cannotToggleExclusion);
    }
    const excluded = target.is_excluded_from_voting === 0;
    await setParticipantExcluded(ctx.data, target, excluded);
    // Voting drops an observer's card from before and reconsiders its countdown.
    await membershipChanged(ctx, room.id, { kind: "excluded", participant: target, excluded });
    return { isExcludedFromVoting: excluded };
  },
});

/**
 * The owner makes another participant owner and becomes an admin: one owner per room, and the
 * room remembers the new owner (owner_user_id) even when they leave.
 */
export const transferOwnership = mutation({
  args: targetArgs,
  handler: async (ctx, args): Promise<null> => {
    // Locks the room row first (PostgreSQL): two hand-overs at once cannot both see the old owner.
    const { room, actor, target, isSelf } = await involved(ctx, args);
    if (!canTransferOwnership(actor.role, target.role, isSelf)) {
      const R = MESSAGES.rooms;
      throw new FunctionError(actor.role !== "owner" ? R.onlyOwnerTransfer : R.cannotTransferToSelf);
    }
    await writeRoom(ctx.data, room.id, ctx.now, { owner_user_id: target.user_id });
    await setParticipantRole(ctx.data, actor, "admin");
    await setParticipantRole(ctx.data, target, "owner");
    return null;
  },
});
