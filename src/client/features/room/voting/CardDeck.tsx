import { useRef, useState, type KeyboardEvent } from "react";
import { cardLabel } from "./cardLabel";
import { cn } from "../../../components/ui/cn";
import { useBalancedColumns } from "./useBalancedColumns";
import { useT } from "../../../i18n/I18nProvider";

interface CardDeckProps {
  cards: readonly string[];
  selected: string | null;
  disabled: boolean;
  onChoose: (card: string) => void;
  describedBy?: string;
}

// Phones get narrower cards so a 12-card deck fits in two rows of six.
const NARROW_PX = 480;
const minCardWidth = (width: number) => (width < NARROW_PX ? 44 : 64);
const cardGap = (width: number) => (width < NARROW_PX ? 8 : 12);

/**
 * The cards as real buttons (mouse, touch, Enter and Space for free). One card is in the tab
 * order at a time, the chosen one or the first; arrow keys move along and between rows, Home
 * and End jump to the ends.
 */
export function CardDeck({ cards, selected, disabled, onChoose, describedBy }: CardDeckProps) {
  const t = useT("voting");
  const deck = useRef<HTMLDivElement>(null);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const columns = useBalancedColumns(deck, cards.length, minCardWidth, cardGap);
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  const selectedIndex = selected === null ? -1 : cards.indexOf(selected);
  const tabIndex = focusIndex ?? Math.max(selectedIndex, 0);

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = cards.length - 1;
    const moves: Record<string, number> = {
      ArrowRight: index === last ? 0 : index + 1,
      ArrowLeft: index === 0 ? last : index - 1,
      ArrowDown: Math.min(index + columns, last),
      ArrowUp: Math.max(index - columns, 0),
      Home: 0,
      End: last,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    setFocusIndex(next);
    buttons.current[next]?.focus();
  };

  return (
    <div
      ref={deck}
      role="toolbar"
      aria-label={t("cards.label")}
      aria-describedby={describedBy}
      className="grid justify-center gap-2 min-[480px]:gap-3"
      style={{ gridTemplateColumns: `repeat(${columns}, minmax(0, 5.25rem))` }}
    >
      {cards.map((card, index) => {
        const isSelected = card === selected;
        return (
          <button
            key={card}
            ref={(el) => {
              buttons.current[index] = el;
            }}
            type="button"
            data-card={card}
            aria-pressed={isSelected}
            aria-label={cardLabel(t, card)}
            tabIndex={index === tabIndex ? 0 : -1}
            disabled={disabled}
            onClick={() => onChoose(card)}
            onFocus={() => setFocusIndex(index)}
            onKeyDown={(event) => onKeyDown(event, index)}
            className={cn(
              "relative flex aspect-[3/4] touch-manipulation items-center justify-center rounded-xl border-2 text-lg font-bold tabular-nums shadow-xs transition-all duration-150 select-none min-[480px]:text-2xl",
              "focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring",
              "disabled:cursor-not-allowed disabled:opacity-50",
              // "XXL" or a custom four-letter card still fits a phone's narrow card.
              [...card].length > 2 && "text-base min-[480px]:text-xl",
              isSelected
                ? "-translate-y-1.5 border-primary bg-primary text-primary-foreground shadow-raised"
                : "border-border bg-card-face text-foreground dark:border-input enabled:hover:-translate-y-1 enabled:hover:border-primary/60 enabled:hover:shadow-card",
            )}
          >
            <span
              aria-hidden="true"
              className={cn("absolute top-1 left-1.5 hidden text-[0.65rem] leading-none font-semibold min-[480px]:block", isSelected ? "text-primary-foreground/80" : "text-muted-foreground")}
            >
              {card}
            </span>
            {card}
          </button>
        );
      })}
    </div>
  );
}
