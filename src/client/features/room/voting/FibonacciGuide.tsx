import { Lightbulb, X } from "lucide-react";
import { Button } from "../../../components/ui/Button";
import { useStoredFlag } from "./useStoredFlag";

/** The dismissal is one of spec 3's client persisted items. */
export const FIBONACCI_GUIDE_DISMISSED_KEY = "pp-fibonacci-guide-dismissed";

const SIZES = [
  { cards: "0–3", meaning: "Small and well understood" },
  { cards: "5–8", meaning: "Medium, a few unknowns" },
  { cards: "13–21", meaning: "Large: worth splitting if you can" },
  { cards: "34+", meaning: "Too big to estimate well: split it" },
  { cards: "?", meaning: "Not enough known yet: talk it through" },
];

/** Why the cards are Fibonacci numbers and what the big ones mean, until dismissed. */
export function FibonacciGuide() {
  const [dismissed, setDismissed] = useStoredFlag(FIBONACCI_GUIDE_DISMISSED_KEY);
  if (dismissed) {
    return (
      <Button variant="link" size="sm" className="self-start text-xs" onClick={() => setDismissed(false)}>
        <Lightbulb aria-hidden="true" />
        What do the numbers mean?
      </Button>
    );
  }
  return (
    <aside className="relative rounded-xl border border-border bg-muted/40 p-4 pr-12" aria-labelledby="fibonacci-guide-title" data-testid="fibonacci-guide">
      <h3 id="fibonacci-guide-title" className="flex items-center gap-2 text-sm font-semibold">
        <Lightbulb className="size-4 text-accent" aria-hidden="true" />
        Reading Fibonacci estimates
      </h3>
      <p className="mt-1.5 text-sm text-muted-foreground">
        Each card is the sum of the two before it, so the gaps grow with the size. That is on purpose: the bigger a story, the less
        precisely anyone can size it, and a wide spread of votes is a cue to talk before estimating again.
      </p>
      <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
        {SIZES.map((size) => (
          <div key={size.cards} className="contents">
            <dt className="font-semibold tabular-nums">{size.cards}</dt>
            <dd className="text-muted-foreground">{size.meaning}</dd>
          </div>
        ))}
      </dl>
      <Button
        variant="ghost"
        size="sm"
        className="absolute top-2 right-2 size-8 px-0 text-muted-foreground"
        aria-label="Dismiss the Fibonacci guide"
        title="Dismiss"
        onClick={() => setDismissed(true)}
      >
        <X aria-hidden="true" />
      </Button>
    </aside>
  );
}
