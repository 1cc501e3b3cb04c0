import { Suspense, useMemo, useRef, useState } from "react";
import { useFocusRescue } from "../../../hooks/focusHome";
import { canManageRoom, canRunRound } from "../../../../shared/permissions";
import { summarizeVotes } from "../../../../shared/results";
import { shortcutHelp, type ShortcutAbilities } from "../../../../shared/shortcuts";
import { AutoRevealCountdown, RoundTimer, StartTimerButton } from "../timer";
import { RevealAnnouncer } from "./RevealAnnouncer";
import { FibonacciGuide } from "./FibonacciGuide";
import { ResultsView } from "./ResultsView";
import { RoundControls } from "./RoundControls";
import { RoundHistoryPanel } from "./RoundHistoryPanel";
import { ShortcutsHelp } from "./ShortcutsHelp";
import { StillToVote } from "./StillToVote";
import { VoteProgress } from "./VoteProgress";
import { useRoomShortcuts } from "./useRoomShortcuts";
import { VotingArea } from "./VotingArea";
import { voteCounts } from "./voteCounts";
import { useRoomDeck } from "./useRoomDeck";
import { Card } from "../../../components/ui/Card";
import { RecordEstimate, SkipStoryButton } from "../queue";
import type { RoomData, RoomParticipant } from "../../../lib/roomTypes";
import { useT } from "../../../i18n/I18nProvider";

const FIBONACCI_KINDS: ReadonlySet<string> = new Set(["fibonacci", "modifiedFibonacci"]);

export interface VotingPanelProps {
  roomData: RoomData;
  /** The viewer's own participant. */
  me: RoomParticipant;
}

/**
 * The voting panel (spec 2, 4): cards while votes are hidden, results once the room reveals
 * them, the managers' round controls, and the room's round history below.
 */
export function VotingPanel({ roomData, me }: VotingPanelProps) {
  const t = useT("voting");
  const { room, votes } = roomData;
  const isManager = canManageRoom(me.role);
  // Reveal and New Round: managers, or everyone once the owner says so (the server's rule too).
  const runsRound = canRunRound(me.role, room.settings.everyoneFacilitates);
  const counts = voteCounts(roomData);
  const revealed = room.isVotingRevealed;
  const deck = useRoomDeck(room);
  // The deck decides the figures: an average for numbers, the most common card for letters.
  const summary = useMemo(
    () => (revealed ? summarizeVotes(votes.flatMap((v) => (v.value === null ? [] : [v.value])), deck) : null),
    [revealed, votes, deck],
  );
  // Reveal, New Round and Clear disable or replace the control that had focus: keep it in the panel.
  const panel = useRef<HTMLDivElement>(null);
  useFocusRescue(panel);
  // Keyboard shortcuts (issue 15) press the panel's own controls: a card, Reveal, New Round.
  const cards = deck.cards;
  const abilities: ShortcutAbilities = { canVote: !me.isExcludedFromVoting && !revealed, canReveal: runsRound && !revealed, canStartNewRound: runsRound && revealed };
  const [helpOpen, setHelpOpen] = useState(false);
  useRoomShortcuts(panel, cards, abilities, () => setHelpOpen(true));
  return (
    <>
      <Card className="flex flex-col gap-4 p-4 sm:gap-5 sm:p-6" role="region" aria-labelledby="voting-title" data-testid="voting-panel" ref={panel} data-focus-scope>
        <div className="flex flex-wrap items-start justify-between gap-x-4 gap-y-3">
          <div className="flex flex-col gap-1">
            <h2 id="voting-title" className="rounded-sm text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring" tabIndex={-1} data-focus-home data-focus-fallback>
              {revealed ? t("panel.results") : t("panel.voting")}
            </h2>
            {!runsRound && (
              <p className="text-xs text-muted-foreground">
                {revealed ? t("panel.ownerStartsNext") : t("panel.ownerReveals")}
              </p>
            )}
          </div>
          <div className="flex flex-wrap items-center gap-x-5 gap-y-3">
            <VoteProgress counts={counts} />
            <div className="flex flex-wrap items-center gap-2">
              {runsRound && <StartTimerButton roomId={room._id} revealed={revealed} />}
              {isManager && !revealed && room.currentQueueStoryId && <SkipStoryButton roomId={room._id} />}
              {runsRound && <RoundControls roomId={room._id} revealed={revealed} counts={counts} canClear={isManager} />}
            </div>
          </div>
        </div>
        <RoundTimer roomId={room._id} timer={room.timer} canRun={runsRound} revealed={revealed} />
        {!revealed && <AutoRevealCountdown roomId={room._id} autoRevealAt={room.autoRevealAt} canRun={runsRound} />}
        {summary ? <ResultsView roomData={roomData} summary={summary} /> : <VotingArea roomData={roomData} me={me} isManager={runsRound} />}
        {isManager && revealed && room.currentQueueStoryId && (
          <Suspense fallback={null}>
            <RecordEstimate key={`${room.currentQueueStoryId}-${room.round}`} roomData={roomData} />
          </Suspense>
        )}
        {/* Under the action bar (issue 36). The guide reads Fibonacci numbers; other decks speak for themselves. */}
        {summary && FIBONACCI_KINDS.has(room.settings.deck.kind) && <FibonacciGuide />}
        {/* After the cards in the tab order: the list of shortcuts is for those who look for it. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2">
          {!revealed ? <StillToVote roomData={roomData} /> : <span />}
          <ShortcutsHelp open={helpOpen} onOpenChange={setHelpOpen} entries={shortcutHelp(cards, abilities)} />
        </div>
        <RevealAnnouncer revealed={revealed} summary={summary} allVoted={counts.eligible > 0 && counts.voted === counts.eligible} />
      </Card>
      <RoundHistoryPanel roomId={room._id} isManager={isManager} />
    </>
  );
}
