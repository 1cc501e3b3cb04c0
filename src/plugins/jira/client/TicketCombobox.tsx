import { Check, ChevronDown } from "lucide-react";
import { useId, useMemo, useRef, useState, type KeyboardEvent } from "react";
import type { JiraTicketSummary } from "../shared/jira";
import { cn } from "../../../client/components/ui/cn";
import { PriorityDot, pointsLabel, priorityLabel } from "./PriorityDot";
import { useT } from "../../../client/i18n/I18nProvider";

interface Props {
  tickets: readonly JiraTicketSummary[];
  selectedKey: string | null;
  disabled: boolean;
  placeholder: string;
  onSelect: (ticketKey: string) => void;
}

const labelOf = (ticket: JiraTicketSummary) => `${ticket.key} ${ticket.summary}`;

/**
 * The ticket picker: a text box that filters a list of a few hundred tickets by key or summary
 * (the WAI-ARIA combobox pattern). Focus stays in the box; the arrows move the active option, Enter
 * picks it, Escape closes. The list is in the page, not a portal, so it stays in the story region.
 */
export function TicketCombobox({ tickets, selectedKey, disabled, placeholder, onSelect }: Props) {
  const t = useT("trackers");
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const list = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState(false);
  // null: not filtering (the box shows the picked ticket); a string: what the person typed.
  const [query, setQuery] = useState<string | null>(null);
  const [active, setActive] = useState(0);
  const selected = tickets.find((t) => t.key === selectedKey) ?? null;

  const shown = useMemo(() => {
    const words = (query ?? "").toLowerCase().split(/\s+/).filter(Boolean);
    return words.length === 0 ? tickets : tickets.filter((t) => words.every((w) => labelOf(t).toLowerCase().includes(w)));
  }, [tickets, query]);

  const show = (index: number) => {
    setActive(index);
    list.current?.querySelector(`#${CSS.escape(`${id}-${index}`)}`)?.scrollIntoView({ block: "nearest" });
  };
  const openList = () => {
    if (open) return;
    setOpen(true);
    const at = Math.max(0, shown.findIndex((t) => t.key === selectedKey));
    setActive(at);
    requestAnimationFrame(() => list.current?.querySelector(`#${CSS.escape(`${id}-${at}`)}`)?.scrollIntoView({ block: "nearest" }));
  };
  const close = () => {
    setOpen(false);
    setQuery(null);
  };
  const pick = (ticket: JiraTicketSummary | undefined) => {
    close();
    if (ticket && ticket.key !== selectedKey) onSelect(ticket.key);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const last = shown.length - 1;
    if (event.key === "ArrowDown" || event.key === "ArrowUp") {
      event.preventDefault();
      if (!open) return openList();
      if (last >= 0) show(event.key === "ArrowDown" ? Math.min(active + 1, last) : Math.max(active - 1, 0));
    } else if ((event.key === "PageDown" || event.key === "PageUp") && open && last >= 0) {
      event.preventDefault();
      show(event.key === "PageDown" ? Math.min(active + 10, last) : Math.max(active - 10, 0));
    } else if (event.key === "Enter" && open) {
      event.preventDefault();
      pick(shown[active]);
    } else if (event.key === "Escape" && (open || query !== null)) {
      event.preventDefault();
      close();
    }
  };

  const activeId = open && shown[active] ? `${id}-${active}` : undefined;
  return (
    <div className="relative min-w-0 flex-1 basis-64">
      <div className="relative">
        <input
          ref={input}
          type="text"
          role="combobox"
          aria-label="JIRA ticket"
          aria-expanded={open}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={activeId}
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          disabled={disabled}
          placeholder={placeholder}
          value={query ?? (selected ? labelOf(selected) : "")}
          onChange={(event) => {
            setQuery(event.target.value);
            setActive(0);
            setOpen(true);
          }}
          onClick={() => {
            input.current?.select();
            openList();
          }}
          onKeyDown={onKeyDown}
          onBlur={close}
          className={cn(
            "h-10 w-full min-w-0 truncate rounded-lg border border-input bg-surface pr-9 pl-3 text-sm text-surface-foreground shadow-xs",
            "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-ring/40",
            "disabled:cursor-not-allowed disabled:opacity-60",
          )}
        />
        <ChevronDown className="pointer-events-none absolute top-3 right-3 size-4 text-muted-foreground" aria-hidden="true" />
      </div>
      <ul
        ref={list}
        id={listId}
        role="listbox"
        aria-label={t("jira.tickets")}
        hidden={!open}
        data-testid="jira-ticket-list"
        className="absolute z-50 mt-1 max-h-80 w-full min-w-72 overflow-y-auto rounded-lg border border-border bg-surface p-1 text-surface-foreground shadow-raised"
        // Clicking an option must not blur the box first.
        onMouseDown={(event) => event.preventDefault()}
      >
        {shown.length === 0 && (
          <li role="option" aria-selected={false} aria-disabled="true" className="px-2 py-2 text-sm text-muted-foreground">
            {t("jira.noMatch")}
          </li>
        )}
        {shown.map((ticket, index) => (
          <li
            key={ticket.key}
            id={`${id}-${index}`}
            role="option"
            aria-selected={ticket.key === selectedKey}
            onClick={() => pick(ticket)}
            onMouseMove={() => index !== active && setActive(index)}
            className={cn("relative flex cursor-default items-center gap-2 rounded-md py-2 pr-2 pl-7 text-sm select-none", index === active && "bg-muted")}
          >
            {ticket.key === selectedKey && <Check className="absolute left-2 size-4" aria-hidden="true" />}
            <PriorityDot priority={ticket.priority} />
            <span className="sr-only">{t("jira.priority", { priority: priorityLabel(t, ticket.priority) })}</span>
            <span className="min-w-0">
              <span className="font-mono text-xs font-semibold">{ticket.key}</span> <span>{ticket.summary}</span>
            </span>
            <span className="ml-auto shrink-0 pl-2 text-xs text-muted-foreground">{pointsLabel(t, ticket.storyPoints)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
