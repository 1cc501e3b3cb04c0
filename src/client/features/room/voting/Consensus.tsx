import { PartyPopper } from "lucide-react";
import { isSpecialCard } from "../../../../shared/decks";
import type { VoteSummary } from "../../../../shared/results";
import { around } from "../../../i18n/helpers";
import { useT } from "../../../i18n/I18nProvider";

/** Everyone voted the same size (two votes at least, no '?' or '☕'): the card they agree on. */
export function agreedCard(summary: VoteSummary): string | null {
  const [only, ...others] = summary.distribution;
  if (!only || others.length > 0 || summary.totalVotes < 2 || isSpecialCard(only.value)) return null;
  return only.value;
}

// Where the sparks fly, as (x, y) in rem: a small fan above and around the badge.
const SPARKS = [
  [-3.2, -1.6],
  [-2, -2.6],
  [0, -3],
  [2, -2.6],
  [3.2, -1.6],
  [-3.6, 0.6],
  [3.6, 0.6],
] as const;
const SPARK_COLOURS = ["bg-primary", "bg-accent", "bg-success", "bg-amber-400"] as const;

/**
 * The moment of reveal when all votes agree (issue 15): a badge that pops in and a few sparks,
 * CSS only and once. Under prefers-reduced-motion the badge simply appears, without sparks.
 */
export function Consensus({ summary }: { summary: VoteSummary }) {
  const t = useT("voting");
  const card = agreedCard(summary);
  if (card === null) return null;
  const [before, after] = around(t, "consensus", "card");
  return (
    <div className="flex justify-center" data-testid="consensus">
      <p className="relative inline-flex items-center gap-2 rounded-full bg-success-subtle px-4 py-1.5 text-sm font-semibold text-success motion-safe:animate-pop-in">
        <PartyPopper className="size-4" aria-hidden="true" />
        {before}
        {card}
        {after}
        {SPARKS.map(([x, y], index) => (
          <span
            key={index}
            aria-hidden="true"
            className={`pointer-events-none absolute top-1/2 left-1/2 size-1.5 rounded-full opacity-0 motion-reduce:hidden motion-safe:animate-spark ${SPARK_COLOURS[index % SPARK_COLOURS.length]}`}
            style={{ "--spark-x": `${x}rem`, "--spark-y": `${y}rem`, animationDelay: `${120 + index * 25}ms` } as React.CSSProperties}
          />
        ))}
      </p>
    </div>
  );
}
