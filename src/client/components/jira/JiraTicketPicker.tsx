import * as Select from "@radix-ui/react-select";
import { Check, ChevronDown, RefreshCw, X } from "lucide-react";
import { useState } from "react";
import { toast } from "../toast";
import type { JiraTicketSummary } from "../../../shared/jira";
import { MESSAGES } from "../../../shared/messages";
import { formatRelativeTime } from "../../../shared/relativeTime";
import { useNow } from "../../hooks/useNow";
import { getSessionId } from "../../session/sessionId";
import { api } from "../../sync/api";
import { useMutation } from "../../sync/react";
import { Button } from "../ui/Button";
import { cn } from "../ui/cn";
import { PriorityDot, pointsLabel, priorityLabel } from "./PriorityDot";
import { useJiraTickets } from "./useJiraTickets";
import { toastFailure } from "../room/failureToast";

interface Props {
  roomId: string;
  /** Changes when the site, project or email changes: a new configuration fetches again. */
  configKey: string;
  selectedKey: string | null;
}

/** Owners and admins: pick the ticket to estimate (priority order), refresh the list, clear the pick. */
export function JiraTicketPicker({ roomId, configKey, selectedKey }: Props) {
  const { tickets, lastFetched, fetching, refresh } = useJiraTickets(roomId, configKey);
  const selectTicket = useMutation(api.jira.selectJiraTicket);
  const clearTicket = useMutation(api.jira.clearJiraTicket);
  const [busy, setBusy] = useState(false);

  const onSelect = async (ticketKey: string) => {
    setBusy(true);
    try {
      await selectTicket({ roomId, sessionId: getSessionId(), ticketKey });
      toast.success(MESSAGES.jira.ticketSelected);
    } catch (caught) {
      toastFailure(MESSAGES.jira.ticketSelectFailed, caught);
    } finally {
      setBusy(false);
    }
  };

  const onClear = async () => {
    setBusy(true);
    try {
      await clearTicket({ roomId, sessionId: getSessionId() });
      toast.success(MESSAGES.jira.ticketCleared);
    } catch (caught) {
      toastFailure(MESSAGES.jira.ticketClearFailed, caught);
    } finally {
      setBusy(false);
    }
  };

  const empty = tickets !== undefined && tickets.length === 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <Select.Root value={selectedKey ?? ""} onValueChange={(key) => void onSelect(key)} disabled={busy || !tickets || empty}>
          <Select.Trigger
            aria-label="JIRA ticket"
            className={cn(
              "inline-flex h-10 min-w-0 flex-1 basis-64 items-center justify-between gap-2 rounded-lg border border-input bg-surface px-3 text-left text-sm shadow-xs",
              "focus-visible:outline-2 focus-visible:outline-ring disabled:cursor-not-allowed disabled:opacity-60 data-[placeholder]:text-muted-foreground",
            )}
          >
            <span className="min-w-0 truncate">
              <Select.Value placeholder={tickets === undefined || (empty && fetching) ? "Loading tickets..." : empty ? "No open tickets" : "Select a ticket to estimate"} />
            </span>
            <Select.Icon>
              <ChevronDown className="size-4 shrink-0 opacity-60" aria-hidden="true" />
            </Select.Icon>
          </Select.Trigger>
          <Select.Portal>
            <Select.Content
              position="popper"
              sideOffset={4}
              className="z-50 max-h-80 w-[var(--radix-select-trigger-width)] min-w-72 overflow-hidden rounded-lg border border-border bg-surface text-surface-foreground shadow-raised"
            >
              <Select.Viewport className="max-h-80 p-1" data-testid="jira-ticket-list">
                {tickets?.map((t) => <TicketOption key={t.key} ticket={t} />)}
              </Select.Viewport>
            </Select.Content>
          </Select.Portal>
        </Select.Root>
        <Button variant="outline" onClick={() => void refresh()} busy={fetching} disabled={fetching} aria-label="Refresh tickets" title="Fetch the open tickets again">
          {!fetching && <RefreshCw aria-hidden="true" />}
          Refresh
        </Button>
        {selectedKey && (
          <Button variant="ghost" onClick={() => void onClear()} disabled={busy} aria-label="Clear JIRA ticket">
            <X aria-hidden="true" />
            Clear Ticket
          </Button>
        )}
      </div>
      {tickets && lastFetched !== null && <FetchedNote count={tickets.length} lastFetched={lastFetched} />}
    </div>
  );
}

/** "120 open tickets, fetched 5m ago", ageing on screen. */
function FetchedNote({ count, lastFetched }: { count: number; lastFetched: number }) {
  const now = useNow(30_000);
  return (
    <p className="text-xs text-muted-foreground">
      {count} open {count === 1 ? "ticket" : "tickets"}, fetched {formatRelativeTime(lastFetched, Math.max(now, lastFetched)).toLowerCase()}
    </p>
  );
}

function TicketOption({ ticket }: { ticket: JiraTicketSummary }) {
  return (
    <Select.Item
      value={ticket.key}
      className="relative flex cursor-default items-center gap-2 rounded-md py-2 pr-2 pl-7 text-sm outline-none select-none data-[highlighted]:bg-muted"
    >
      <Select.ItemIndicator className="absolute left-2 inline-flex">
        <Check className="size-4" aria-hidden="true" />
      </Select.ItemIndicator>
      <PriorityDot priority={ticket.priority} />
      <span className="sr-only">{priorityLabel(ticket.priority)} priority,</span>
      <Select.ItemText>
        <span className="font-mono text-xs font-semibold">{ticket.key}</span> <span>{ticket.summary}</span>
      </Select.ItemText>
      <span className="ml-auto shrink-0 pl-2 text-xs text-muted-foreground">{pointsLabel(ticket.storyPoints)}</span>
    </Select.Item>
  );
}
