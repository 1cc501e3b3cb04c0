import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "../../../client/components/toast";
import { JIRA_MESSAGES } from "../../../shared/messages/jira";
import { api } from "../../../client/lib/api";
import { useAction, useQuery } from "../../../client/sync/react";
import { toastFailure } from "../../../client/lib/failureToast";

/**
 * The room's cached tickets, a refresh, and the automatic first fetch (spec 7): when JIRA is on,
 * configured and the cache is empty, once per configuration while the picker is shown, so a
 * failing configuration is reported once rather than retried in a loop.
 */
export function useJiraTickets(roomId: string, configKey: string | null) {
  const cached = useQuery(api.jira.getCachedTickets, { roomId });
  const fetchTickets = useAction(api.jira.fetchAndCacheTickets);
  const [fetching, setFetching] = useState(false);
  const autoFetched = useRef<string | null>(null);

  const refresh = useCallback(async () => {
    setFetching(true);
    try {
      await fetchTickets({ roomId });
      toast.success(JIRA_MESSAGES.ticketsFetched);
    } catch (caught) {
      toastFailure(JIRA_MESSAGES.fetchFailed, caught);
    } finally {
      setFetching(false);
    }
  }, [fetchTickets, roomId]);

  const cacheEmpty = cached !== undefined && cached !== null && cached.tickets.length === 0;
  useEffect(() => {
    if (!configKey || !cacheEmpty || autoFetched.current === configKey) return;
    autoFetched.current = configKey;
    void refresh();
  }, [configKey, cacheEmpty, refresh]);

  return { tickets: cached?.tickets, lastFetched: cached?.lastFetched ?? null, fetching, refresh };
}
