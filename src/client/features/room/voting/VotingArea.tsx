import { EyeOff } from "lucide-react";
import { useId } from "react";
import type { RoomData, RoomParticipant } from "../../../lib/roomTypes";
import { CardDeck } from "./CardDeck";
import { useOwnVote } from "./useOwnVote";
import { useRoomDeck } from "./useRoomDeck";

/** The deck while votes are hidden: the viewer's card, or why they cannot vote. */
export function VotingArea({ roomData, me, isManager }: { roomData: RoomData; me: RoomParticipant; isManager: boolean }) {
  const { selected, choose } = useOwnVote(roomData);
  const hintId = useId();
  const excluded = me.isExcludedFromVoting;
  const deck = useRoomDeck(roomData.room);
  return (
    <div className="flex flex-col gap-4">
      <CardDeck cards={deck.cards} selected={excluded ? null : selected} disabled={excluded} onChoose={choose} describedBy={hintId} />
      {excluded ? (
        <p id={hintId} className="flex items-start gap-2 rounded-lg bg-warning-subtle px-3 py-2 text-sm text-warning-text">
          <EyeOff className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
          You are observing this room: excluded participants do not vote. An owner or admin can include you again.
        </p>
      ) : (
        <p id={hintId} className="text-sm text-muted-foreground" data-testid="own-vote-hint">
          {selected === null ? (
            "Pick the card that fits the story. Nobody sees it until the votes are revealed."
          ) : (
            <>
              Your vote: <strong className="font-semibold text-foreground">{selected}</strong>. You can change it until the votes are revealed
              {isManager ? "." : " by the owner or an admin."}
            </>
          )}
        </p>
      )}
    </div>
  );
}
