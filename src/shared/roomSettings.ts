// A room's settings (issue 15): its deck, auto-reveal and "everyone facilitates". Set at
// creation and changed later in the room; the defaults are the spec's room.
import * as z from "zod/mini";
import { DEFAULT_DECK_SETTING, deckSettingSchema, type DeckSetting } from "./decks";

export interface RoomSettings {
  deck: DeckSetting;
  /** Reveal by itself, after a short countdown, once every present voter has voted. */
  autoReveal: boolean;
  /** Every participant may reveal and start a new round (the owner decides). */
  everyoneFacilitates: boolean;
  /**
   * "Don't wait for away people" (issue 36): "x of y voted" and the reveal confirmation leave out
   * those away who have not voted. Off by default: everyone not excluded counts (spec 4, 6).
   */
  skipAwayVoters: boolean;
}

export const DEFAULT_ROOM_SETTINGS: RoomSettings = Object.freeze({
  deck: DEFAULT_DECK_SETTING,
  autoReveal: false,
  everyoneFacilitates: false,
  skipAwayVoters: false,
});

/** What a settings change sends: only the settings it changes. */
export const roomSettingsChangeSchema = z.object({
  deck: z.optional(deckSettingSchema),
  autoReveal: z.optional(z.boolean()),
  everyoneFacilitates: z.optional(z.boolean()),
  skipAwayVoters: z.optional(z.boolean()),
});
export type RoomSettingsChange = z.infer<typeof roomSettingsChangeSchema>;
