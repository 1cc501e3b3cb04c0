import { Check, SkipForward } from "lucide-react";
import { useId, useState } from "react";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { estimateRecorded } from "../../../shared/messages/queue";
import { agreedCardSuggestion } from "../../../shared/suggestedPoints";
import { writePointsToJira } from "../../../plugins/jira/client/writePointsToJira";
import { getSessionId } from "../../session/sessionId";
import { api } from "../../sync/api";
import { useAction, useMutation } from "../../sync/react";
import type { RoomData } from "../room/types";
import { serverMessageOr } from "../room/serverMessage";
import { toast } from "../toast";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { useRoomDeck } from "../voting/useRoomDeck";
import { focusFallbackHome } from "../../hooks/focusHome";

/**
 * After reveal, owners and admins record the agreed value of the queue's current story: the
 * suggested value (spec 9's rule, in the room's deck) first, any card instead; Next story records
 * or skips, then moves the whole room on. A JIRA story's value can be written back as it is recorded.
 */
export function RecordEstimate({ roomData }: { roomData: RoomData }) {
  const { room, votes } = roomData;
  const deck = useRoomDeck(room);
  // The card for spec 9's suggestion (a letter deck's most common card) first, then the rest of the deck.
  const suggested = agreedCardSuggestion(
    votes.flatMap((v) => (v.value === null ? [] : [v.value])),
    deck,
  );
  const cards = suggested === null ? deck.sizes : [suggested, ...deck.sizes.filter((card) => card !== suggested)];
  const ticketKey = room.useJiraIntegration && room.jiraConfig ? (room.currentJiraTicket?.key ?? null) : null;
  const [choice, setChoice] = useState<string>(suggested ?? "");
  const [writeBack, setWriteBack] = useState(ticketKey !== null && deck.isNumeric);
  const [busy, setBusy] = useState<"record" | "next" | "skip" | null>(null);
  const recordEstimate = useMutation(api.queue.recordEstimate);
  const nextStory = useMutation(api.queue.nextStory);
  const updateStoryPoints = useAction(api.jira.updateStoryPoints);
  const id = useId();
  const value = choice === "" ? undefined : choice;

  const run = async (which: "record" | "next" | "skip") => {
    setBusy(which);
    const args = { roomId: room._id, sessionId: getSessionId() };
    let recorded: string | null = null;
    try {
      if (which === "record") {
        recorded = (await recordEstimate({ ...args, value })).value;
        toast.success(estimateRecorded(recorded));
      } else {
        await nextStory({ ...args, outcome: which === "next" ? "record" : "skip", value: which === "next" ? value : undefined });
        if (which === "next") recorded = value ?? null;
        // This card goes with the results: the keyboard goes on to the next story's voting (issue 36).
        focusFallbackHome();
      }
    } catch (error) {
      toast.error(serverMessageOr(error, GENERIC_MESSAGES.unexpected));
    } finally {
      setBusy(null);
    }
    // Recorded first: JIRA's answer (with the spec's sentences) never undoes the agreed value.
    if (recorded !== null && writeBack && ticketKey !== null) {
      const storyPoints = recorded;
      await writePointsToJira(() => updateStoryPoints({ ...args, ticketKey, storyPoints }));
    }
  };

  return (
    <Card className="flex flex-col gap-3 p-5 sm:p-6" role="region" aria-labelledby={`${id}-title`} data-testid="record-estimate">
      <h2 id={`${id}-title`} className="text-lg font-semibold tracking-tight">
        Agreed estimate
      </h2>
      <div className="flex flex-col gap-3">
        <fieldset className="flex flex-col gap-1.5">
          <legend className="mb-1.5 text-sm font-medium">Agreed value</legend>
          <div className="flex flex-wrap gap-1.5">
            {cards.map((card) => (
              <label
                key={card}
                className="inline-flex h-9 min-w-10 cursor-pointer items-center justify-center rounded-lg border border-input bg-surface px-2.5 text-sm font-medium tabular-nums has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
              >
                <input type="radio" name={`${id}-value`} value={card} checked={choice === card} onChange={() => setChoice(card)} className="sr-only" />
                {card === suggested ? `${card} (${deck.isNumeric ? "suggested" : "most common"})` : card}
              </label>
            ))}
          </div>
        </fieldset>
        {ticketKey !== null && deck.isNumeric && (
          <label className="flex items-center gap-2 text-sm">
            <input type="checkbox" className="size-4 accent-primary" checked={writeBack} onChange={(e) => setWriteBack(e.target.checked)} />
            Also write to JIRA ({ticketKey})
          </label>
        )}
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => void run("record")} busy={busy === "record"} disabled={busy !== null || value === undefined}>
            <Check className="size-4" aria-hidden="true" />
            Record estimate
          </Button>
          <Button variant="secondary" onClick={() => void run("next")} busy={busy === "next"} disabled={busy !== null || value === undefined}>
            Next story
          </Button>
          <Button variant="ghost" onClick={() => void run("skip")} busy={busy === "skip"} disabled={busy !== null}>
            <SkipForward className="size-4" aria-hidden="true" />
            Skip story
          </Button>
        </div>
      </div>
    </Card>
  );
}
