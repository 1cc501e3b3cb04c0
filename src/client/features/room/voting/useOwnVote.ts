import { useCallback, useRef, useState } from "react";
import { VOTING_MESSAGES } from "../../../../shared/messages/voting";
import { api } from "../../../lib/api";
import { useMutation } from "../../../sync/react";
import { toastFailure } from "../../../lib/failureToast";
import type { RoomData } from "../../../lib/roomTypes";

/**
 * The viewer's card: the one just clicked while it is on its way (optimistic), otherwise the
 * one the server holds. A failed submit drops the optimistic card, so the selection goes back
 * to what the server has: none for a first vote (spec 4).
 */
export function useOwnVote({ room, me, myVote }: Pick<RoomData, "room" | "me" | "myVote">) {
  const submitVote = useMutation(api.voting.submitVote);
  const [pending, setPending] = useState<string | null>(null);
  // Only the latest click decides: an older request finishing late must not undo a newer one.
  const latest = useRef(0);

  const choose = useCallback(
    async (value: string) => {
      const request = ++latest.current;
      setPending(value);
      try {
        await submitVote({ roomId: room._id, participantId: me, value });
      } catch (error) {
        if (request === latest.current) toastFailure(VOTING_MESSAGES.submitFailed, error);
      } finally {
        if (request === latest.current) setPending(null);
      }
    },
    [submitVote, room._id, me],
  );

  return { selected: pending ?? myVote, choose };
}
