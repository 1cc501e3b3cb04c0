import { ChevronDown, History } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { useNow } from "../../../hooks/useNow";
import { api } from "../../../lib/api";
import { useQuery } from "../../../sync/react";
import { Badge } from "../../../components/ui/Badge";
import { Card } from "../../../components/ui/Card";
import { cn } from "../../../components/ui/cn";
import { DownloadCsvButton } from "./DownloadCsvButton";
import { RoundHistoryItem } from "./RoundHistoryItem";
import { useT } from "../../../i18n/I18nProvider";

/** Past rounds of this room, newest first, folded away until asked for. Hidden while there are none. */
export function RoundHistoryPanel({ roomId, isManager }: { roomId: string; isManager: boolean }) {
  const t = useT("voting");
  const history = useQuery(api.voting.getRoundHistory, { roomId });
  // The planning session's own subscription (one server query): each story's agreed value.
  const queue = useQuery(api.queue.getQueue, { roomId });
  const agreedValues = useMemo(() => new Map((queue ?? []).flatMap((story) => (story.agreedValue === null ? [] : [[story._id, story.agreedValue] as const]))), [queue]);
  const [open, setOpen] = useState(false);
  const listId = useId();
  const now = useNow(60_000);
  if (!history || history.length === 0) return null;
  return (
    <Card offscreenLazy className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby={`${listId}-title`} data-testid="round-history">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id={`${listId}-title`} className="text-lg font-semibold tracking-tight">
          <button
            type="button"
            className="-mx-1 flex items-center gap-2 rounded-md px-1 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            aria-expanded={open}
            aria-controls={listId}
            onClick={() => setOpen(!open)}
          >
            <History className="size-5 text-muted-foreground" aria-hidden="true" />
            {t("history.title")}
            <Badge variant="muted">{history.length}</Badge>
            <ChevronDown className={cn("size-4 text-muted-foreground transition-transform", open && "rotate-180")} aria-hidden="true" />
          </button>
        </h2>
        {isManager && <DownloadCsvButton roomId={roomId} />}
      </div>
      <ol id={listId} hidden={!open} className="divide-y divide-border" aria-label={t("history.listLabel")}>
        {history.map((entry) => (
          <RoundHistoryItem key={entry._id} entry={entry} now={now} agreedValue={entry.queueStoryId === null ? null : (agreedValues.get(entry.queueStoryId) ?? null)} />
        ))}
      </ol>
    </Card>
  );
}
