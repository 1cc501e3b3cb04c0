import { useState } from "react";
import { NO_NUMBER, type VoteSummary } from "../../../../shared/results";
import { plural } from "./voteCounts";

export const EVERYONE_VOTED = "Everyone has voted.";

/**
 * Tells screen readers when everyone has voted, when votes are revealed and when a new round
 * starts. The live region is always in the page, so a change of its text is announced; opening
 * a room that is already revealed (or fully voted) announces nothing.
 */
export function RevealAnnouncer({ revealed, summary, allVoted }: { revealed: boolean; summary: VoteSummary | null; allVoted: boolean }) {
  const [shownFor, setShownFor] = useState(revealed);
  const [allVotedShown, setAllVotedShown] = useState(allVoted);
  const [message, setMessage] = useState("");
  if (revealed !== shownFor) {
    setShownFor(revealed);
    setMessage(revealed ? revealMessage(summary) : "New round. Votes are hidden until they are revealed.");
  }
  if (allVoted !== allVotedShown) {
    setAllVotedShown(allVoted);
    if (allVoted && !revealed) setMessage(EVERYONE_VOTED);
  }
  return (
    <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="reveal-announcement">
      {message}
    </p>
  );
}

export function revealMessage(summary: VoteSummary | null): string {
  const total = summary?.totalVotes ?? 0;
  // A deck of letters (issue 15) has no average: the most common card is its result.
  if (summary && !summary.isNumeric) {
    if (summary.mostCommon.length === 0) return `Votes revealed. No sized votes among ${plural(total, "vote")}.`;
    return `Votes revealed. Most common: ${summary.mostCommon.join(" and ")}, among ${plural(total, "vote")}.`;
  }
  if (!summary || summary.averageText === NO_NUMBER) return `Votes revealed. No numeric votes among ${plural(total, "vote")}.`;
  const unsure = summary.unknownVotes > 0 ? ` and ${summary.unknownVotes} unknown` : "";
  return `Votes revealed. Average ${summary.averageText} from ${plural(summary.numericVotes, "vote")}${unsure}.`;
}
