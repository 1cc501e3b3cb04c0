import { useMemo } from "react";
import { canVote } from "../../../shared/permissions";
import type { RoomData } from "../room/types";
import { votedParticipants } from "./voteCounts";

/** Who the round is waiting for, by name, or that everyone has voted (spec 6: observers do not count). */
export function StillToVote({ roomData }: { roomData: Pick<RoomData, "participants" | "votes"> }) {
  const { participants, votes } = roomData;
  const waiting = useMemo(() => {
    const voted = votedParticipants(votes);
    return participants.filter((p) => canVote(p) && !voted.has(p._id)).map((p) => p.name);
  }, [participants, votes]);
  if (participants.filter(canVote).length === 0) return null;
  return (
    <p className="text-sm text-muted-foreground" data-testid="still-to-vote">
      {waiting.length === 0 ? (
        <span className="font-medium text-success">Everyone has voted.</span>
      ) : (
        <>
          <span className="font-medium text-foreground">Still to vote:</span> {waiting.join(", ")}
        </>
      )}
    </p>
  );
}
