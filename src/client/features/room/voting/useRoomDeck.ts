import { useMemo } from "react";
import { resolveDeck, type Deck } from "../../../../shared/decks";
import type { RoomInfo } from "../../../lib/roomTypes";

/** The room's deck (issue 15), resolved once per settings change: the same object between votes. */
export function useRoomDeck(room: Pick<RoomInfo, "settings">): Deck {
  const setting = room.settings.deck;
  return useMemo(() => resolveDeck(setting), [setting]);
}
