// The deck's fields (issue 15), the same in the create form and in room settings: which deck, its
// highest card (Fibonacci) or its cards (custom), the '?' and '☕' switches, and the cards it gives.
import { useId } from "react";
import { DEFAULT_MAX_FIBONACCI, MAX_FIBONACCI_OPTIONS } from "../../../shared/deck";
import { BREAK_CARD, CUSTOM_CARD_MAX_LENGTH, CUSTOM_DECK_MAX_CARDS, DECK_KINDS, resolveDeck, type DeckKind } from "../../../shared/decks";
import { Field } from "../../components/ui/Field";
import { Label } from "../../components/ui/Label";
import { NativeSelect } from "../../components/ui/NativeSelect";
import { Switch } from "../../components/ui/Switch";
import { DEFAULT_DECK_DRAFT, settingOfDraft, type DeckDraft } from "./deckDraft";
import { useT } from "../../i18n/I18nProvider";

interface DeckFieldsProps {
  /** Null: untouched, today's deck. */
  draft: DeckDraft | null;
  onChange: (draft: DeckDraft) => void;
  /** Show the custom cards' problem: the person has tried to go on with it. */
  showErrors: boolean;
  disabled?: boolean;
}

export function DeckFields({ draft: given, onChange, showErrors, disabled }: DeckFieldsProps) {
  const t = useT("decks");
  const kindLabel: Record<DeckKind, string> = {
    fibonacci: t("kind.fibonacci"),
    modifiedFibonacci: t("kind.modifiedFibonacci"),
    tshirt: t("kind.tshirt"),
    powersOfTwo: t("kind.powersOfTwo"),
    custom: t("kind.custom"),
  };
  const draft = given ?? DEFAULT_DECK_DRAFT;
  const ids = { kind: useId(), maxFibonacci: useId(), unknown: useId(), breakCard: useId(), preview: useId() };
  const set = (change: Partial<DeckDraft>) => onChange({ ...draft, ...change });
  const result = settingOfDraft(draft);
  const cards = result.setting ? resolveDeck(result.setting).cards : null;
  return (
    <div className="flex flex-col gap-4">
      <div className="grid grid-cols-1 gap-4 sm:grid-cols-2">
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={ids.kind}>{t("deck")}</Label>
          <NativeSelect id={ids.kind} name="deckKind" value={draft.kind} disabled={disabled} onChange={(event) => set({ kind: event.target.value as DeckKind })}>
            {DECK_KINDS.map((kind) => (
              <option key={kind} value={kind}>
                {kind === "fibonacci" ? t("withDefault", { label: kindLabel[kind] }) : kindLabel[kind]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {draft.kind === "fibonacci" && (
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={ids.maxFibonacci}>{t("highest")}</Label>
            <NativeSelect id={ids.maxFibonacci} name="maxFibonacci" value={draft.maxFibonacci} disabled={disabled} onChange={(event) => set({ maxFibonacci: Number(event.target.value) })}>
              {MAX_FIBONACCI_OPTIONS.map((value) => (
                <option key={value} value={value}>
                  {value === DEFAULT_MAX_FIBONACCI ? t("withDefault", { label: value }) : value}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
      {draft.kind === "custom" && (
        <Field
          label={t("custom")}
          name="customCards"
          placeholder="1, 2, 3, 5, 8"
          autoComplete="off"
          spellCheck={false}
          maxLength={CUSTOM_DECK_MAX_CARDS * (CUSTOM_CARD_MAX_LENGTH + 2)}
          disabled={disabled}
          value={draft.customText}
          onChange={(event) => set({ customText: event.target.value })}
          error={showErrors ? result.error : null}
          hint={t("customHint", { cards: CUSTOM_DECK_MAX_CARDS, length: CUSTOM_CARD_MAX_LENGTH })}
        />
      )}
      <div className="flex flex-col divide-y divide-border rounded-lg border border-border bg-muted/40">
        <SwitchRow id={ids.unknown} label={t("unknownCard")} hint={t("unknownHint")} checked={draft.unknownCard} disabled={disabled} onChange={(unknownCard) => set({ unknownCard })} />
        <SwitchRow id={ids.breakCard} label={t("breakCard", { card: BREAK_CARD })} hint={t("breakHint")} checked={draft.breakCard} disabled={disabled} onChange={(breakCard) => set({ breakCard })} />
      </div>
      {cards && (
        <div className="flex flex-col gap-1.5">
          <p id={ids.preview} className="text-xs font-medium text-muted-foreground">
            {t("preview")}
          </p>
          <ul className="flex flex-wrap gap-1.5" aria-labelledby={ids.preview} data-testid="deck-preview">
            {cards.map((card) => (
              <li key={card} className="flex h-8 min-w-8 items-center justify-center rounded-md border border-border bg-card-face px-1.5 text-sm font-semibold tabular-nums shadow-xs">
                {card}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

interface SwitchRowProps {
  id: string;
  label: string;
  hint: string;
  checked: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}

/** A labelled switch with its hint, as the create form's "Permanent room" row. */
export function SwitchRow({ id, label, hint, checked, disabled, onChange }: SwitchRowProps) {
  return (
    <div className="flex items-start justify-between gap-4 p-3">
      <div className="min-w-0">
        <Label htmlFor={id}>{label}</Label>
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      </div>
      <Switch id={id} checked={checked} disabled={disabled} onCheckedChange={onChange} aria-describedby={`${id}-hint`} />
    </div>
  );
}
