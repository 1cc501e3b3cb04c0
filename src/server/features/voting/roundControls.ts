// What owners and admins do with a round (spec 4, 6): reveal it (capturing the story it is
// revealed for), clear it, or archive it and start the next ('New Round'). With "everyone
// facilitates" on, anyone reveals and starts the next (issue 15). Each runs a constant number of
// statements.
import { z } from "zod";
import { insertRoundHistory } from "./data/roundHistory";
import { deleteRoomVotes, takeNamedVotes } from "./data/votes";
import { type Round, type RoundChanges, writeRound } from "./data/rounds";
import { type MutationCtx, mutation } from "../../live";
import { idArg, sessionIdArg } from "../rooms";
import { enterRound } from "./enterRound";
import { holdAutoReveal } from "./autoReveal";
import { NO_TIMER } from "./roundTimer";
import { buildRoundArchive, NO_REVEAL_CAPTURE } from "./roundArchive";
import { dropOpenRound } from "./openRound";
import { revealRound } from "./revealRound";
import { currentSubject } from "./extensions";

const roundArgs = z.object({ roomId: idArg, sessionId: sessionIdArg });

/** Shows every vote. Revealing a revealed room changes nothing. */
export const revealVotes = mutation({
  args: roundArgs,
  handler: async (ctx, { roomId }): Promise<null> => {
    const { round } = await enterRound(ctx, roomId, "facilitator");
    await revealRound(ctx, round);
    return null;
  },
});

/** 'New Round': archives the round (when anyone voted), empties it and moves the round number on. */
export const resetVoting = mutation({
  args: roundArgs,
  handler: async (ctx, { roomId }): Promise<{ round: number }> => {
    const { round } = await enterRound(ctx, roomId, "facilitator");
    return { round: await archiveAndStartRound(ctx, round) };
  },
});

/**
 * Files the round (when anyone voted) under what it was revealed for, empties it and moves the
 * round number on, applying `changes` to the round in the same write (Next story sets the story).
 * A new round starts without the last one's countdowns (auto-reveal and timer).
 */
export async function archiveAndStartRound(ctx: MutationCtx, round: Round, changes: RoundChanges = {}): Promise<number> {
  const votes = await takeNamedVotes(ctx.data, round.room_id);
  await dropOpenRound(ctx.data, round);
  if (votes.length > 0) {
    const current = round.is_voting_revealed === 1 && round.revealed_at !== null ? null : await currentSubject(ctx, round.room_id, round.current_story);
    await insertRoundHistory(ctx.data, buildRoundArchive(round, current, votes, ctx.now));
  }
  const next = round.round + 1;
  await writeRound(ctx.data, round.room_id, {
    is_voting_revealed: 0,
    round: next,
    round_started_at: ctx.now,
    ...NO_REVEAL_CAPTURE,
    auto_reveal_at: null,
    auto_reveal_held: 0,
    ...NO_TIMER,
    ...changes,
  });
  return next;
}

/** Empties the current round without archiving it, and goes back to voting. */
export const clearVotes = mutation({
  args: roundArgs,
  handler: async (ctx, { roomId }): Promise<null> => {
    const { round } = await enterRound(ctx, roomId, "manager");
    await deleteRoomVotes(ctx.data, roomId);
    await dropOpenRound(ctx.data, round);
    // The votes are gone, and with them any auto-reveal countdown; a running timer keeps going.
    if (round.is_voting_revealed === 1) {
      await writeRound(ctx.data, roomId, { is_voting_revealed: 0, round_started_at: ctx.now, ...NO_REVEAL_CAPTURE, auto_reveal_at: null, auto_reveal_held: 0 });
    } else if (round.auto_reveal === 1) {
      await writeRound(ctx.data, roomId, { auto_reveal_at: null, auto_reveal_held: 0 });
    }
    return null;
  },
});

/** Stops the auto-reveal countdown (issue 15): for whoever may reveal. A changed vote starts it again. */
export const cancelAutoReveal = mutation({
  args: roundArgs,
  handler: async (ctx, { roomId }): Promise<{ cancelled: boolean }> => {
    await enterRound(ctx, roomId, "facilitator");
    return { cancelled: await holdAutoReveal(ctx.data, roomId) };
  },
});
