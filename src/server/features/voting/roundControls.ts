// What owners and admins do with a round (spec 4, 6): reveal it (capturing the story it is
// revealed for), clear it, or archive it and start the next ('New Round'). With "everyone
// facilitates" on, anyone reveals and starts the next (issue 15). Each runs a constant number of
// statements.
import { z } from "zod";
import { insertRoundHistory } from "./data/roundHistory";
import { type RoomChanges, writeRoom } from "../rooms/data/rooms";
import { deleteRoomVotes, listNamedVotes, type VoterInRoom } from "./data/votes";
import { type MutationCtx, mutation } from "../../live";
import { idArg, sessionIdArg } from "../rooms/args";
import { enterRoomAsFacilitator, enterRoomAsManager } from "./access";
import { holdAutoReveal } from "./autoReveal";
import { NO_TIMER } from "./roundTimer";
import { buildRoundArchive, captureAtReveal } from "./roundArchive";
import { NO_REVEAL_CAPTURE } from "../queue/roomColumns";
import { dropOpenRound, fileOpenRound } from "./openRound";

const roundArgs = z.object({ roomId: idArg, sessionId: sessionIdArg });

/** Shows every vote. Revealing a revealed room changes nothing. */
export const revealVotes = mutation({
  args: roundArgs,
  handler: async (ctx, { roomId }): Promise<null> => {
    const { room } = await enterRoomAsFacilitator(ctx, roomId);
    if (room.is_voting_revealed === 1) return null;
    const capture = captureAtReveal(room, ctx.now);
    await writeRoom(ctx.data, roomId, ctx.now, { is_voting_revealed: 1, auto_reveal_at: null, ...capture });
    await fileOpenRound(ctx.data, room, capture, ctx.now);
    return null;
  },
});

/** 'New Round': archives the round (when anyone voted), empties it and moves the round number on. */
export const resetVoting = mutation({
  args: roundArgs,
  handler: async (ctx, { roomId }): Promise<{ round: number }> => {
    const { room } = await enterRoomAsFacilitator(ctx, roomId);
    return { round: await archiveAndStartRound(ctx, room) };
  },
});

/**
 * Files the round (when anyone voted) under what it was revealed for, empties it and moves the
 * round number on, applying `changes` to the room in the same write (Next story sets the story).
 * A new round starts without the last one's countdowns (auto-reveal and timer).
 */
export async function archiveAndStartRound(ctx: MutationCtx, room: VoterInRoom["room"], changes: RoomChanges = {}): Promise<number> {
  const votes = await listNamedVotes(ctx.data, room.id);
  await dropOpenRound(ctx.data, room);
  if (votes.length > 0) await insertRoundHistory(ctx.data, buildRoundArchive(room, votes, ctx.now));
  await deleteRoomVotes(ctx.data, room.id);
  const round = room.round + 1;
  await writeRoom(ctx.data, room.id, ctx.now, {
    is_voting_revealed: 0,
    round,
    round_started_at: ctx.now,
    ...NO_REVEAL_CAPTURE,
    auto_reveal_at: null,
    auto_reveal_held: 0,
    ...NO_TIMER,
    ...changes,
  });
  return round;
}

/** Empties the current round without archiving it, and goes back to voting. */
export const clearVotes = mutation({
  args: roundArgs,
  handler: async (ctx, { roomId }): Promise<null> => {
    const { room } = await enterRoomAsManager(ctx, roomId);
    await deleteRoomVotes(ctx.data, roomId);
    await dropOpenRound(ctx.data, room);
    // The votes are gone, and with them any auto-reveal countdown; a running timer keeps going.
    if (room.is_voting_revealed === 1) {
      await writeRoom(ctx.data, roomId, ctx.now, { is_voting_revealed: 0, round_started_at: ctx.now, ...NO_REVEAL_CAPTURE, auto_reveal_at: null, auto_reveal_held: 0 });
    } else if (room.auto_reveal === 1) {
      await writeRoom(ctx.data, roomId, ctx.now, { auto_reveal_at: null, auto_reveal_held: 0 });
    }
    return null;
  },
});

/** Stops the auto-reveal countdown (issue 15): for whoever may reveal. A changed vote starts it again. */
export const cancelAutoReveal = mutation({
  args: roundArgs,
  handler: async (ctx, { roomId }): Promise<{ cancelled: boolean }> => {
    await enterRoomAsFacilitator(ctx, roomId);
    return { cancelled: await holdAutoReveal(ctx.data, roomId) };
  },
});
