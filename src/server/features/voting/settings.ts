// rooms.updateRoomSettings (issue 15): the deck, auto-reveal and "don't wait for away people" (issue 36) for owners and admins, "everyone
// facilitates" for the owner alone. A deck with other cards clears the round: votes cast on the
// old cards would mean nothing on the new ones.
import { z } from "zod";
import { resolveDeck, sameCards } from "../../../shared/decks";
import { MESSAGES } from "../../../shared/messages";
import { canChangeFacilitation } from "../../../shared/permissions";
import { roomSettingsChangeSchema, type RoomSettings } from "../../../shared/roomSettings";
import { FunctionError, mutation } from "../../live";
import { reconsiderAutoReveal } from "./autoReveal";
import { deleteRoomVotes } from "./data/votes";
import { dropOpenRound } from "./openRound";
import { idArg, parseOrThrow, sessionIdArg } from "../rooms";
import { type RoundChanges, writeRound } from "./data/rounds";
import { deckColumns, deckSettingOf, roomSettingsOf } from "./data/roundSettings";
import { enterRound } from "./enterRound";

export const updateRoomSettings = mutation({
  args: z.object({
    roomId: idArg,
    sessionId: sessionIdArg,
    // Checked below with the shared schema, for a sentence a person can act on.
    deck: z.unknown().optional(),
    autoReveal: z.boolean().optional(),
    everyoneFacilitates: z.boolean().optional(),
    skipAwayVoters: z.boolean().optional(),
  }),
  handler: async (ctx, args): Promise<{ settings: RoomSettings; roundCleared: boolean }> => {
    // Locks the room first (PostgreSQL), so the deck compared below is the one being replaced.
    const { round: room, role } = await enterRound(ctx, args.roomId, "manager");
    const change = parseOrThrow(roomSettingsChangeSchema, { deck: args.deck, autoReveal: args.autoReveal, everyoneFacilitates: args.everyoneFacilitates, skipAwayVoters: args.skipAwayVoters });
    const current = roomSettingsOf(room);
    if (change.everyoneFacilitates !== undefined && change.everyoneFacilitates !== current.everyoneFacilitates && !canChangeFacilitation(role)) {
      throw new FunctionError(MESSAGES.rooms.onlyOwnerFacilitation);
    }

    const changes: RoundChanges = {};
    let roundCleared = false;
    if (change.deck) {
      Object.assign(changes, deckColumns(change.deck, room.max_fibonacci));
      roundCleared = !sameCards(resolveDeck(deckSettingOf(room)), resolveDeck(change.deck));
      if (roundCleared) changes.is_voting_revealed = 0;
    }
    if (change.autoReveal !== undefined) changes.auto_reveal = change.autoReveal ? 1 : 0;
    if (change.everyoneFacilitates !== undefined) changes.everyone_facilitates = change.everyoneFacilitates ? 1 : 0;
    if (change.skipAwayVoters !== undefined) changes.skip_away_voters = change.skipAwayVoters ? 1 : 0;
    await writeRound(ctx.data, room.room_id, changes);
    if (roundCleared) {
      await deleteRoomVotes(ctx.data, room.room_id);
      // A revealed queue round cleared with its votes leaves the session summary too.
      await dropOpenRound(ctx.data, room);
    }
    // Switching auto-reveal on once everyone has voted starts the countdown; off, or a new deck, stops it.
    await reconsiderAutoReveal(ctx, room.room_id, "roomChanged");
    return { settings: roomSettingsOf({ ...room, ...changes }), roundCleared };
  },
});
