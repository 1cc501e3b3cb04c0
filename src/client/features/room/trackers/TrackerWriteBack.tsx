// The agreed-estimate bar's part for the room's tracker source (issue 31, Deliver 3): "Also write to
// <tracker>", checked by default when the recording manager's write has a target (remembered per
// room on the server, which follows it for estimates agreed async: issue 33), off with the reason
// when it has none; and the write, after the value is recorded, with the recording manager's own
// connection. A failure leaves the recorded estimate.
import { useCallback, useEffect, useId, useImperativeHandle, useState } from "react";
import { cardNumber } from "../../../../shared/decks";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { cardsNeedNumbers, estimateNotWritten, estimateWritten, noNumberForCard } from "../../../../shared/messages/trackers";
import { toast } from "../../../components/toast";
import { useLanguage, useT } from "../../../i18n/I18nProvider";
import { useSayMessage } from "../../../i18n/serverMessages";
import { api } from "../../../lib/api";
import { failureReason } from "../../../lib/failureToast";
import { serverMessageOr } from "../../../lib/serverMessage";
import { getSessionId } from "../../../session/sessionId";
import { useAction, useMutation, useQuery } from "../../../sync/react";
import type { AfterEstimateProps } from "../plugins";
import type { TrackerDescriptor } from "./descriptor";

type Target = { ok: true; label: string; cards?: readonly string[] } | { ok: false; reason: string };

const NO_CARD_VALUES: Readonly<Record<string, number>> = Object.freeze({});
const NO_CARDS: readonly string[] = Object.freeze([]);

export function TrackerWriteBack({ room, deck, handle, tracker }: AfterEstimateProps & { tracker: TrackerDescriptor }) {
  const t = useT("trackers");
  const say = useSayMessage(useLanguage().language);
  const id = useId();
  const roomId = room._id;
  const source = room.trackerSource?.tracker === tracker.id ? room.trackerSource : null;
  const queue = useQuery(api.queue.getQueue, source ? { roomId } : "skip");
  const storyId = room.currentQueueStoryId;
  const story = queue?.find((s) => s._id === storyId);
  const ticketKey = story?.ticketKey ?? null;
  const findTarget = useAction(api.trackers.writeTarget);
  const writeEstimate = useAction(api.trackers.writeEstimate);
  const saveWriteBack = useMutation(api.trackers.setWriteBack);
  // The choice just made, until the room's view carries it back.
  const [choice, setChoice] = useState<boolean | null>(null);
  const checked = choice ?? source?.writeBack ?? true;
  const cardValues = source?.cardValues ?? NO_CARD_VALUES;
  // A deck whose cards are not numbers writes only the cards the room gave a number, or that the
  // target stores as they are (a Linear T-shirt scale's sizes).
  const [target, setTarget] = useState<Target | null>(null);
  const storedAsIs = target?.ok ? (target.cards ?? NO_CARDS) : NO_CARDS;
  const writable = useCallback((card: string) => cardNumber(card) !== null || Object.hasOwn(cardValues, card) || storedAsIs.includes(card), [cardValues, storedAsIs]);
  const noCardHasNumber = !deck.sizes.some(writable);
  const hasTicket = source !== null && ticketKey !== null;

  useEffect(() => {
    if (!hasTicket) return;
    let live = true;
    findTarget({ roomId, sessionId: getSessionId() }).then(
      (found) => live && setTarget(found),
      (error: unknown) => live && setTarget({ ok: false, reason: serverMessageOr(error, GENERIC_MESSAGES.unexpected) }),
    );
    return () => {
      live = false;
    };
  }, [hasTicket, roomId, findTarget, source?.setAt]);

  const offReason = !target ? null : !target.ok ? target.reason : noCardHasNumber ? cardsNeedNumbers(tracker.label) : null;
  const enabled = target?.ok === true && !noCardHasNumber;
  const writing = enabled && checked;
  const trackerLabel = tracker.label;

  useImperativeHandle(
    handle,
    () => ({
      recorded: async (card: string) => {
        if (!writing || !storyId || !ticketKey) return;
        // Said here rather than asked of the server: the room's card numbers are in the view.
        if (!writable(card)) {
          toast.error(estimateNotWritten(trackerLabel), { description: noNumberForCard(card, trackerLabel) });
          return;
        }
        try {
          const written = await writeEstimate({ roomId, sessionId: getSessionId(), storyId });
          toast.success(estimateWritten(written.trackerLabel, written.key, written.value ?? written.card));
        } catch (error) {
          toast.error(estimateNotWritten(trackerLabel), { description: failureReason(error, "") ?? GENERIC_MESSAGES.unexpected });
        }
      },
    }),
    [writing, storyId, ticketKey, writable, trackerLabel, writeEstimate, roomId],
  );

  if (!hasTicket) return null;
  return (
    <div className="flex flex-col gap-1" data-testid="tracker-write-back">
      <label className="flex items-center gap-2 text-sm has-disabled:text-muted-foreground">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={writing}
          disabled={!enabled}
          aria-describedby={`${id}-where`}
          onChange={(event) => {
            const on = event.target.checked;
            setChoice(on);
            saveWriteBack({ roomId, sessionId: getSessionId(), writeBack: on }).then(
              () => setChoice(null),
              (error: unknown) => {
                setChoice(null);
                toast.error(serverMessageOr(error, GENERIC_MESSAGES.unexpected));
              },
            );
          }}
        />
        {t("writeBack.option", { tracker: tracker.label, key: ticketKey })}
      </label>
      <p id={`${id}-where`} className="pl-6 text-xs text-muted-foreground" aria-live="polite">
        {!target ? t("writeBack.checking") : offReason ? say(offReason) : t("writeBack.where", { target: target.ok ? say(target.label) : "" })}
      </p>
    </div>
  );
}
