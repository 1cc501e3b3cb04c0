import { ArrowRight, RotateCcw, SkipForward } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { VOTING_MESSAGES } from "../../../../shared/messages/voting";
import { estimateRecorded } from "../../../../shared/messages/queue";
import { agreedCardSuggestion } from "../../../../shared/suggestedPoints";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation } from "../../../sync/react";
import type { RoomData } from "../../../lib/roomTypes";
import { serverMessageOr } from "../../../lib/serverMessage";
import { toast } from "../../../components/toast";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { useRoomDeck } from "../voting";
import { PluginSlot, useRoomPlugin, type AfterEstimateHandle } from "../plugins";
import { focusFallbackHome } from "../../../hooks/focusHome";
import { useT } from "../../../i18n/I18nProvider";
import { around } from "../../../i18n/helpers";

/**
 * The action bar under the results (issue 36), for owners and admins while a queue story is
 * revealed: the agreed value (the suggested card preselected, for letter decks the most common
 * one), Next story (records it and moves the whole room on; then the room's tracker does what its
 * after-estimate slot offers, JIRA writes the ticket's points when asked), Re-vote (a new round of
 * the same story) and Skip. It sticks to the bottom of the screen while the voting panel is in
 * view, so the loop needs no scrolling.
 */
export default function RecordEstimate({ roomData }: { roomData: RoomData }) {
  const { room, votes } = roomData;
  const deck = useRoomDeck(room);
  const t = useT("queue");
  const [goesBefore, goesAfter] = around(t, "record.shortcut", "key");
  // The card for spec 9's suggestion (a letter deck's most common card) first, then the rest of the deck.
  const suggested = agreedCardSuggestion(
    votes.flatMap((v) => (v.value === null ? [] : [v.value])),
    deck,
  );
  const cards = suggested === null ? deck.sizes : [suggested, ...deck.sizes.filter((card) => card !== suggested)];
  const [choice, setChoice] = useState<string>(suggested ?? "");
  const tracker = useRoomPlugin(room);
  const afterEstimate = useRef<AfterEstimateHandle>(null);
  const [busy, setBusy] = useState<"next" | "skip" | "revote" | null>(null);
  const nextStory = useMutation(api.queue.nextStory);
  const resetVoting = useMutation(api.voting.resetVoting);
  const id = useId();
  const value = choice === "" ? undefined : choice;
  const nextButton = useRef<HTMLButtonElement>(null);
  const barRef = useRef<HTMLDivElement>(null);
  useClearanceFor(barRef);
  // G (no modifier, not while typing or in a dialog) brings the keyboard to Next story.
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || event.key.toUpperCase() !== "G") return;
      const target = event.target instanceof HTMLElement ? event.target : null;
      if (target && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName) || target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]'))) return;
      event.preventDefault();
      nextButton.current?.focus();
    };
    document.addEventListener("keydown", onKeyDown);
    return () => document.removeEventListener("keydown", onKeyDown);
  }, []);

  const run = async (which: "next" | "skip" | "revote") => {
    setBusy(which);
    const args = { roomId: room._id, sessionId: getSessionId() };
    // Taken now: once the value is recorded the room moves on and this bar (and the tracker's part) goes.
    const afterRecorded = afterEstimate.current;
    let recorded: string | null = null;
    try {
      if (which === "revote") await resetVoting(args);
      else {
        await nextStory({ ...args, outcome: which === "next" ? "record" : "skip", value: which === "next" ? value : undefined });
        if (which === "next" && value !== undefined) {
          recorded = value;
          toast.success(estimateRecorded(value));
        }
        // This bar goes with the results: the keyboard goes on to the next story's voting (issue 36).
        focusFallbackHome();
      }
    } catch (error) {
      toast.error(serverMessageOr(error, which === "revote" ? VOTING_MESSAGES.resetFailed : GENERIC_MESSAGES.unexpected));
    } finally {
      setBusy(null);
    }
    // Recorded first: the tracker's answer (JIRA's, with the spec's sentences) never undoes the agreed
    // value. One control records, so the tracker hears of it once.
    if (recorded !== null && afterRecorded) await afterRecorded.recorded(recorded);
  };

  return (
    <Card
      ref={barRef}
      className="sticky bottom-2 z-10 flex flex-col gap-3 p-3 shadow-raised ring-1 ring-ring/20 sm:p-5"
      role="region"
      aria-labelledby={`${id}-title`}
      data-testid="record-estimate"
      data-shortcut-scope="action-bar"
    >
      <h2 id={`${id}-title`} className="sr-only">
        {t("record.title")}
      </h2>
      <fieldset className="flex flex-col gap-1.5">
        <legend className="mb-1.5 text-sm font-medium">{t("record.value")}</legend>
        <div className="flex flex-wrap gap-1.5">
          {cards.map((card) => (
            <label
              key={card}
              className="inline-flex h-9 min-w-10 cursor-pointer items-center justify-center rounded-lg border border-input bg-surface px-2.5 text-sm font-medium tabular-nums has-checked:border-primary has-checked:bg-primary has-checked:text-primary-foreground has-focus-visible:outline-2 has-focus-visible:outline-offset-2 has-focus-visible:outline-ring"
            >
              <input type="radio" name={`${id}-value`} value={card} checked={choice === card} onChange={() => setChoice(card)} className="sr-only" />
              {card === suggested ? (deck.isNumeric ? t("record.suggested", { card }) : t("record.mostCommon", { card })) : card}
            </label>
          ))}
        </div>
      </fieldset>
      <PluginSlot plugin={tracker} slot="afterEstimate" props={{ room, deck, handle: afterEstimate }} />
      <div className="flex flex-wrap items-center gap-2">
        <Button
          onClick={() => void run("next")}
          busy={busy === "next"}
          disabled={busy !== null || value === undefined}
          aria-keyshortcuts="G"
          ref={nextButton}
        >
          {t("record.next")}
          <ArrowRight className="size-4" aria-hidden="true" />
        </Button>
        {/* Icons on a phone, so the bar takes less of the screen over the results (issue 36). */}
        <Button variant="outline" onClick={() => void run("revote")} busy={busy === "revote"} disabled={busy !== null} title={t("record.revote")} className="max-sm:px-3">
          <RotateCcw className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{t("record.revote")}</span>
        </Button>
        <Button variant="ghost" onClick={() => void run("skip")} busy={busy === "skip"} disabled={busy !== null} title={t("skip")} className="max-sm:px-3">
          <SkipForward className="size-4" aria-hidden="true" />
          <span className="max-sm:sr-only">{t("skip")}</span>
        </Button>
        <span className="ml-auto hidden text-xs text-muted-foreground sm:inline">
          {goesBefore}
          <kbd className="rounded border border-border px-1 font-mono">G</kbd>
          {goesAfter}
        </span>
      </div>
    </Card>
  );
}

/**
 * While the bar sticks to the bottom of the screen it covers what is under it. It leaves its height
 * (and its gap to the screen's edge) in --action-bar-clearance, which the results keep as their
 * scroll margin: whatever brings a line of the results into view (focus, find in page, a screen
 * reader's cursor) lands it above the bar. Not scroll padding on the page: that would count the
 * bar's own buttons as covered, and focusing Next story (G, Tab) would scroll the page.
 */
function useClearanceFor(bar: RefObject<HTMLElement | null>) {
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const root = document.documentElement;
    const update = () => {
      const offset = parseFloat(getComputedStyle(element).bottom) || 0;
      root.style.setProperty("--action-bar-clearance", `${Math.ceil(element.getBoundingClientRect().height + offset)}px`);
    };
    update();
    const observer = new ResizeObserver(update);
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty("--action-bar-clearance");
    };
  }, [bar]);
}
