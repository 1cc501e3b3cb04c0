// How every voting mutation enters a room: the room's lock (rooms' lockRoom), then the caller's
// participant and the round in one statement, with the rooms core's role rules.
import { MESSAGES } from "../../../shared/messages";
import { canRunRound } from "../../../shared/permissions";
import { lockRoom, requireStanding, requireUserId } from "../rooms";
import { findVoterInRound, type VoterInRound } from "./data/rounds";
import { FunctionError, type MutationCtx } from "../../live";

/** A participant; a manager (owners and admins, spec 6); or whoever may reveal and start a new round (issue 15). */
export type RoundStanding = "voter" | "manager" | "facilitator";

export async function enterRound(ctx: MutationCtx, roomId: string, as: RoundStanding = "voter"): Promise<VoterInRound> {
  const userId = requireUserId(ctx);
  await lockRoom(ctx, roomId);
  const voter = await findVoterInRound(ctx.data, roomId, userId);
  if (!voter) throw new FunctionError(MESSAGES.rooms.notParticipant);
  if (as === "manager") requireStanding(voter.role, "manager");
  if (as === "facilitator" && !canRunRound(voter.role, voter.round.everyone_facilitates === 1)) throw new FunctionError(MESSAGES.rooms.onlyManagers);
  return voter;
}
