import { EyeOff } from "lucide-react";
import { useId } from "react";
import type { RoomData, RoomParticipant } from "../../../lib/roomTypes";
import { CardDeck } from "./CardDeck";
import { useOwnVote } from "./useOwnVote";
import { useRoomDeck } from "./useRoomDeck";
import { around } from "../../../i18n/helpers";
import { useT } from "../../../i18n/I18nProvider";

/**
 * The deck while votes are hidden: the viewer's card, or why they cannot vote. On a phone it is a
 * tray that sticks to the bottom of the screen while the voting panel is on it (issue 36): the
 * cards are in reach without scrolling, whatever the story's length above them.
 */
export function VotingArea({ roomData, me, isManager }: { roomData: RoomData; me: RoomParticipant; isManager: boolean }) {
  const t = useT("voting");
  const { selected, choose } = useOwnVote(roomData);
  const hintId = useId();
  const excluded = me.isExcludedFromVoting;
  const deck = useRoomDeck(roomData.room);
  const yourVote = around(t, "area.yourVote", "card");
  return (
    <div
      className="flex flex-col gap-4 max-sm:sticky max-sm:bottom-0 max-sm:z-10 max-sm:-mx-4 max-sm:gap-2 max-sm:border-t max-sm:border-border max-sm:bg-surface max-sm:px-4 max-sm:pt-3 max-sm:pb-[max(0.75rem,env(safe-area-inset-bottom))] max-sm:shadow-[0_-6px_12px_-8px_rgb(0_0_0/0.25)]"
      data-testid="card-tray"
    >
      <CardDeck cards={deck.cards} selected={excluded ? null : selected} disabled={excluded} onChoose={choose} describedBy={hintId} />
      {excluded ? (
        <p id={hintId} className="flex items-start gap-2 rounded-lg bg-warning-subtle px-3 py-2 text-sm text-warning-text">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          {t("area.observing")}
        </p>
      ) : (
        <p id={hintId} className="text-xs text-muted-foreground sm:text-sm" data-testid="own-vote-hint">
          {selected === null ? (
            <>
              {t("area.pick")}{" "}
              {/* One line in a phone's tray; the rest is still read out. */}
              <span className="max-sm:sr-only">{t("area.secret")}</span>
            </>
          ) : (
            <>
              {yourVote[0]}
              <strong className="font-semibold text-foreground">{selected}</strong>
              {yourVote[1]}{" "}
              <span className="max-sm:sr-only">{isManager ? t("area.changeUntilReveal") : t("area.changeUntilRevealByManager")}</span>
            </>
          )}
        </p>
      )}
    </div>
  );
}
