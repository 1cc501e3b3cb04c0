// voting.submitVote: the caller's own card for the current round. A changed card replaces the
// earlier one. A constant handful of statements whatever the size of the room.
import { z } from "zod";
import { resolveDeck, voteProblem } from "../../../shared/decks";
import { MESSAGES } from "../../../shared/messages";
import { upsertVote } from "./data/votes";
import { deckSettingOf } from "./data/roundSettings";
import { FunctionError, mutation } from "../../live";
import { idArg } from "../rooms";
import { enterRound } from "./enterRound";
import { reconsiderAutoReveal } from "./autoReveal";

export interface SubmittedVote {
  participantId: string;
  value: string;
}

export const submitVote = mutation({
  args: z.object({ roomId: idArg, participantId: idArg, value: z.string().max(16) }),
  handler: async (ctx, args): Promise<SubmittedVote> => {
    const voter = await enterRound(ctx, args.roomId);
    // participantId is the spec's argument, but identity comes from the token only.
    if (args.participantId !== voter.participantId) throw new FunctionError(MESSAGES.voting.notYourVote);
    if (voter.isExcluded) throw new FunctionError(MESSAGES.voting.excluded);
    if (voter.round.is_voting_revealed === 1) throw new FunctionError(MESSAGES.voting.alreadyRevealed);
    const problem = voteProblem(args.value, resolveDeck(deckSettingOf(voter.round)));
    if (problem) throw new FunctionError(problem);
    await upsertVote(ctx.data, { roomId: args.roomId, participantId: voter.participantId, value: args.value }, ctx.now);
    if (voter.round.auto_reveal === 1) await reconsiderAutoReveal(ctx, args.roomId, "voteChanged");
    return { participantId: voter.participantId, value: args.value };
  },
});
