import { Vote } from "lucide-react";
import { deckFor } from "../../../shared/deck";
import { canVote, eligibleVoterCount } from "../../../shared/permissions";
import { Card } from "../ui/Card";
import type { RoomData, RoomParticipant } from "./types";

export interface VotingPanelProps {
  roomData: RoomData;
  /** The viewer's own participant. */
  me: RoomParticipant;
}

/**
 * PLACEHOLDER for the voting panel (cards, reveal, results): the voting work replaces this
 * component, keeping its props. It shows only who has voted so the room reads as live.
 */
export function VotingPanel({ roomData }: VotingPanelProps) {
  const { room, participants } = roomData;
  const eligible = eligibleVoterCount(participants);
  const voted = participants.filter((p) => canVote(p) && p.hasVoted).length;
  return (
    <Card className="flex flex-col gap-5 p-5 sm:p-6" role="region" aria-labelledby="voting-title" data-placeholder="voting">
      <div className="flex items-center justify-between gap-3">
        <h2 id="voting-title" className="text-lg font-semibold tracking-tight">
          Voting
        </h2>
        <p className="text-sm text-muted-foreground">
          {voted} of {eligible} voted
        </p>
      </div>
      <div className="flex flex-col items-center gap-5 rounded-xl border-2 border-dashed border-border bg-muted/40 px-4 py-8 text-center">
        <ul className="flex flex-wrap justify-center gap-2" aria-hidden="true">
          {deckFor(room.maxFibonacci).map((card) => (
            <li
              key={card}
              className="flex h-14 w-10 items-center justify-center rounded-lg border border-border bg-card-face text-sm font-semibold text-muted-foreground shadow-xs"
            >
              {card}
            </li>
          ))}
        </ul>
        <p className="flex items-center gap-2 text-sm text-muted-foreground">
          <Vote className="size-4" aria-hidden="true" />
          Card voting arrives here soon.
        </p>
      </div>
    </Card>
  );
}
