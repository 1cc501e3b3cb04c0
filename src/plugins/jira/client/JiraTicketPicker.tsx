import { RefreshCw, X } from "lucide-react";
import { useState } from "react";
import { toast } from "../../../client/components/toast";
import { JIRA_MESSAGES } from "../../../shared/messages/jira";
import { useNow } from "../../../client/hooks/useNow";
import { getSessionId } from "../../../client/session/sessionId";
import { api } from "../../../client/lib/api";
import { useMutation } from "../../../client/sync/react";
import { Button } from "../../../client/components/ui/Button";
import { TicketCombobox } from "./TicketCombobox";
import { useJiraTickets } from "./useJiraTickets";
import { toastFailure } from "../../../client/lib/failureToast";
import { useLanguage, useT } from "../../../client/i18n/I18nProvider";
import { formatAgo } from "../../../client/i18n/format";

interface Props {
  roomId: string;
  /** Changes when the site, project or email changes: a new configuration fetches again. */
  configKey: string;
  selectedKey: string | null;
}

/** Owners and admins: pick the ticket to estimate (priority order), refresh the list, clear the pick. */
export function JiraTicketPicker({ roomId, configKey, selectedKey }: Props) {
  const t = useT("trackers");
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
          placeholder={tickets === undefined || (empty && fetching) ? t("jira.loadingTickets") : empty ? t("jira.noOpenTickets") : t("jira.search")}
          onSelect={(key) => void onSelect(key)}
        />
        <Button variant="outline" onClick={() => void refresh()} busy={fetching} disabled={fetching} aria-label={t("jira.refreshTickets")} title={t("jira.refreshTitle")}>
          {!fetching && <RefreshCw aria-hidden="true" />}
          {t("jira.refresh")}
        </Button>
        {selectedKey && (
          <Button variant="ghost" onClick={() => void onClear()} disabled={busy} aria-label={t("jira.clearTicketLabel")}>
            <X aria-hidden="true" />
            {t("jira.clearTicket")}
          </Button>
        )}
      </div>
      {tickets && lastFetched !== null && <FetchedNote count={tickets.length} lastFetched={lastFetched} />}
    </div>
  );
}

/** "120 open tickets, fetched 5m ago", ageing on screen. */
function FetchedNote({ count, lastFetched }: { count: number; lastFetched: number }) {
  const t = useT("trackers");
  const { language } = useLanguage();
  const now = useNow(30_000);
  const ago = formatAgo(language, t("jira.justNow"), lastFetched, Math.max(now, lastFetched));
  return (
    <p className="text-xs text-muted-foreground">
      {t("jira.fetched", { count, ago: language === "en" ? ago.toLowerCase() : ago })}
    </p>
  );
}
