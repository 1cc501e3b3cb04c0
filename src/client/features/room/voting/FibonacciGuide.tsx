import { ChevronDown, Lightbulb } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { cn } from "../../../components/ui/cn";
import { useT } from "../../../i18n/I18nProvider";

/**
 * Spec 3's client persisted flag for the guide's dismissal: "1" folded, "0" opened by the person,
 * absent before their first reveal.
 */
export const FIBONACCI_GUIDE_DISMISSED_KEY = "pp-fibonacci-guide-dismissed";

function readGuide(): "folded" | "open" | "unseen" {
  try {
    const value = localStorage.getItem(FIBONACCI_GUIDE_DISMISSED_KEY);
    return value === "1" ? "folded" : value === "0" ? "open" : "unseen";
  } catch {
    return "unseen";
  }
}

function writeGuide(folded: boolean): void {
  try {
    localStorage.setItem(FIBONACCI_GUIDE_DISMISSED_KEY, folded ? "1" : "0");
  } catch {
    // Storage refused (a private mode): the guide simply opens at each reveal.
  }
}


/**
 * Why the cards are Fibonacci numbers and what the big ones mean, as a disclosure (issue 36): open
 * at a person's first reveal, folded from then on unless they open it again; their choice is
 * remembered (the dismissal flag). It sits under the action bar, so open it never pushes the loop down.
 */
export function FibonacciGuide() {
  // Read once per reveal: the first one shows the guide and folds it for the next.
  const [open, setOpen] = useState(() => readGuide() !== "folded");
  useEffect(() => {
    if (readGuide() === "unseen") writeGuide(true);
  }, []);
  const t = useT("voting");
  const sizes = [
    { cards: "0–3", meaning: t("guide.small") },
    { cards: "5–8", meaning: t("guide.medium") },
    { cards: "13–21", meaning: t("guide.large") },
    { cards: "34+", meaning: t("guide.tooBig") },
    { cards: "?", meaning: t("guide.unknown") },
  ];
  const id = useId();
  const toggle = () => {
    setOpen(!open);
    writeGuide(open);
  };
  return (
    <section className="rounded-xl border border-border bg-muted/40" aria-labelledby={`${id}-title`} data-testid="fibonacci-guide">
      <h3 id={`${id}-title`} className="text-sm font-semibold">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={toggle}
          className="flex w-full items-center gap-2 rounded-xl px-4 py-3 text-left hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <Lightbulb className="size-4 text-accent" aria-hidden="true" />
          {t("guide.title")}
          <ChevronDown className={cn("ml-auto size-4 text-muted-foreground transition-transform", open && "rotate-180")} aria-hidden="true" />
        </button>
      </h3>
      <div id={`${id}-body`} hidden={!open} className="px-4 pb-4">
        <p className="text-sm text-muted-foreground">
          {t("guide.body")}
        </p>
        <dl className="mt-3 grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-sm">
          {sizes.map((size) => (
            <div key={size.cards} className="contents">
              <dt className="font-semibold tabular-nums">{size.cards}</dt>
              <dd className="text-muted-foreground">{size.meaning}</dd>
            </div>
          ))}
        </dl>
      </div>
    </section>
  );
}
