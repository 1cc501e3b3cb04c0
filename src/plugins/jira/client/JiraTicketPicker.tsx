import { RefreshCw, X } from "lucide-react";
import { useState } from "react";
import { toast } from "../../../client/components/toast";
import { JIRA_MESSAGES } from "../../../shared/messages/jira";
import { formatRelativeTime } from "../../../shared/relativeTime";
import { useNow } from "../../../client/hooks/useNow";
import { getSessionId } from "../../../client/session/sessionId";
import { api } from "../../../client/lib/api";
import { useMutation } from "../../../client/sync/react";
import { Button } from "../../../client/components/ui/Button";
import { TicketCombobox } from "./TicketCombobox";
import { useJiraTickets } from "./useJiraTickets";
import { toastFailure } from "../../../client/lib/failureToast";

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
      toast.success(JIRA_MESSAGES.ticketSelected);
    } catch (caught) {
      toastFailure(JIRA_MESSAGES.ticketSelectFailed, caught);
    } finally {
      setBusy(false);
    }
  };

  const onClear = async () => {
    setBusy(true);
    try {
      await clearTicket({ roomId, sessionId: getSessionId() });
      toast.success(JIRA_MESSAGES.ticketCleared);
    } catch (caught) {
      toastFailure(JIRA_MESSAGES.ticketClearFailed, caught);
    } finally {
      setBusy(false);
    }
  };

  const empty = tickets !== undefined && tickets.length === 0;
  return (
    <div className="flex flex-col gap-1.5">
      <div className="flex flex-wrap items-center gap-2">
        <TicketCombobox
          tickets={tickets ?? []}
          selectedKey={selectedKey}
          disabled={busy || !tickets || empty}
          placeholder={tickets === undefined || (empty && fetching) ? "Loading tickets..." : empty ? "No open tickets" : "Search tickets to estimate"}
          onSelect={(key) => void onSelect(key)}
        />
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
