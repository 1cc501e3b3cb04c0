import { DownloadCloud, RefreshCw } from "lucide-react";
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "../../../client/components/toast";
import { serverMessageOr } from "../../../client/lib/serverMessage";
import { Button } from "../../../client/components/ui/Button";
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from "../../../client/components/ui/Dialog";
import { Label } from "../../../client/components/ui/Label";
import { Textarea } from "../../../client/components/ui/Textarea";
import { getSessionId } from "../../../client/session/sessionId";
import { api } from "../../../client/lib/api";
import { useAction, useMutation, useQuery } from "../../../client/sync/react";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { QUEUE_MESSAGES, ticketsImported } from "../../../shared/messages/queue";
import type { QueueImportProps } from "../../../client/features/room/plugins";
import { importJqlSchema } from "../shared/jira";
import { PriorityDot, pointsLabel, priorityLabel } from "./PriorityDot";
import type { JiraConfig } from "./roomJira";
import { useJiraTickets } from "./useJiraTickets";
import { useT } from "../../../client/i18n/I18nProvider";

type Source = "jql" | "sprint" | "pick";
const SOURCES: readonly Source[] = ["sprint", "jql", "pick"];

/** The queue-import slot: the import button once the room's JIRA link is configured. */
export function JiraQueueImport({ room, onImported }: QueueImportProps) {
  return room.jiraConfig ? <ImportQueueDialog roomId={room._id} config={room.jiraConfig} onImported={onImported} /> : null;
}

/**
 * Owners and admins, when JIRA is on and configured (issue 14): import tickets into the story queue
 * by a JQL query, the project's active sprint, or several fetched tickets picked by hand. A query
 * or the sprint is previewed first (issue 36): the count and the first tickets, and nothing is
 * added until the preview's Import. Loaded with the queue's JIRA button only.
 */
export function ImportQueueDialog({
  roomId,
  config,
  onImported,
}: {
  roomId: string;
  config: Pick<JiraConfig, "domain" | "projectKey" | "email">;
  /** The stories an import added, for its undo (issue 36). */
  onImported?: (storyIds: readonly string[]) => void;
}) {
  const t = useT("trackers");
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <DownloadCloud aria-hidden="true" />
          {t("import.button", { tracker: "JIRA" })}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader title={t("import.button", { tracker: "JIRA" })} description={t("jira.import.description", { project: config.projectKey })} />
        {open && (
          <ImportForm
            roomId={roomId}
            config={config}
            onDone={(storyIds) => {
              if (storyIds.length > 0) onImported?.(storyIds);
              setOpen(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ roomId, config, onDone }: { roomId: string; config: Pick<JiraConfig, "domain" | "projectKey" | "email">; onDone: (storyIds: readonly string[]) => void }) {
  const t = useT("trackers");
  const sourceLabel = { sprint: t("jira.import.sprint"), jql: t("jira.import.jql"), pick: t("jira.import.pick") };
  const byJql = useAction(api.jira.importQueueByJql);
  const bySprint = useAction(api.jira.importQueueSprint);
  const byPick = useMutation(api.jira.importQueueTickets);
  // The active sprint first (issue 36): what the team plans now, not the whole backlog.
  const [source, setSource] = useState<Source>("sprint");
  const [jql, setJql] = useState(`project = ${config.projectKey} AND statusCategory != Done ORDER BY rank`);
  const [picked, setPicked] = useState<readonly string[]>([]);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const previewImport = useAction(api.jira.previewQueueImport);
  /** What the import would add, shown before anything is added (issue 36); cleared by any change. */
  const [preview, setPreview] = useState<{ found: number; fresh: number; truncated: boolean; first: { key: string; summary: string }[] } | null>(null);
  const [previewing, setPreviewing] = useState(false);
  const id = useId();
  // The preview's Import replaces Preview under the keyboard: focus follows it (or the preview, when nothing is new).
  const confirmButton = useRef<HTMLButtonElement>(null);
  const previewBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preview) (confirmButton.current ?? previewBox.current)?.focus();
  }, [preview]);

  const runPreview = async () => {
    if (source === "pick") return;
    setError(null);
    const parsed = source === "jql" ? importJqlSchema.safeParse(jql) : null;
    if (parsed && !parsed.success) return setError(parsed.error.issues[0]?.message ?? GENERIC_MESSAGES.unexpected);
    setPreviewing(true);
    try {
      setPreview(await previewImport({ roomId, sessionId: getSessionId(), source, jql: parsed?.data }));
    } catch (caught) {
      setPreview(null);
      setError(serverMessageOr(caught, GENERIC_MESSAGES.unexpected));
    } finally {
      setPreviewing(false);
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    // A query or the sprint: the preview first; the import is its own button's (runImport).
    if (source !== "pick") return runPreview();
    await runImport();
  };

  const runImport = async () => {
    setError(null);
    const sessionId = getSessionId();
    let run: () => Promise<{ imported: number; truncated: boolean; sprints?: string[]; storyIds: string[] }>;
    if (source === "jql") {
      const parsed = importJqlSchema.safeParse(jql);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? GENERIC_MESSAGES.unexpected);
      run = () => byJql({ roomId, sessionId, jql: parsed.data });
    } else if (source === "sprint") run = () => bySprint({ roomId, sessionId });
    else {
      if (picked.length === 0) return setError(QUEUE_MESSAGES.pickTickets);
      run = () => byPick({ roomId, sessionId, ticketKeys: [...picked] });
    }
    setBusy(true);
    try {
      const result = await run();
      toast.success(ticketsImported(result.imported, result.truncated, result.sprints));
      onDone(result.storyIds);
    } catch (caught) {
      setError(serverMessageOr(caught, GENERIC_MESSAGES.unexpected));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex min-w-0 flex-col gap-4" noValidate>
      <div className="flex flex-wrap gap-2" role="group" aria-label={t("import.by")}>
        {SOURCES.map((value) => (
          <Button
            key={value}
            size="sm"
            variant={source === value ? "secondary" : "ghost"}
            aria-pressed={source === value}
            onClick={() => {
              setSource(value);
              setPreview(null);
              setError(null);
            }}
          >
            {sourceLabel[value]}
          </Button>
        ))}
      </div>
      {source === "jql" && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-jql`}>{t("jira.import.jql")}</Label>
          <Textarea
            id={`${id}-jql`}
            rows={3}
            value={jql}
            onChange={(e) => {
              setJql(e.target.value);
              setPreview(null);
            }} invalid={!!error} aria-describedby={`${id}-jql-help${error ? ` ${id}-error` : ""}`} className="font-mono text-sm" />
          <p id={`${id}-jql-help`} className="text-xs text-muted-foreground">
            {t("jira.import.jqlHelp")}
          </p>
        </div>
      )}
      {source === "sprint" && <p className="text-sm text-muted-foreground">{t("jira.import.sprintHelp", { project: config.projectKey })}</p>}
      {source === "pick" && (
        <TicketChecklist
          roomId={roomId}
          configKey={`${config.domain}|${config.projectKey}|${config.email}`}
          picked={picked}
          onChange={(keys) => {
            setPicked(keys);
            setError(null);
          }}
        />
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {preview && source !== "pick" && (
        <div
          ref={previewBox}
          tabIndex={-1}
          className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          data-testid="import-preview"
          role="status"
        >
          <p className="font-medium">
            {preview.fresh === 0
              ? t("jira.import.nothingNew")
              : t("jira.import.wouldAdd", { count: preview.fresh, queued: preview.found - preview.fresh, full: preview.truncated ? "yes" : "no" })}
          </p>
          {preview.first.length > 0 && (
            <ol className="flex flex-col gap-0.5 text-muted-foreground" aria-label={t("jira.import.first")}>
              {preview.first.map((ticket) => (
                <li key={ticket.key} className="break-words">
                  <span className="mr-1.5 font-medium text-foreground">{ticket.key}</span>
                  {ticket.summary}
                </li>
              ))}
            </ol>
          )}
          {preview.fresh > 0 && (
            <div className="flex flex-wrap justify-end gap-2">
              <Button ref={confirmButton} onClick={() => void runImport()} busy={busy}>
                {t("jira.import.confirm", { count: preview.fresh })}
              </Button>
            </div>
          )}
        </div>
      )}
      {source === "pick" ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" busy={busy}>
            {picked.length > 0 ? t("jira.import.confirm", { count: picked.length }) : t("jira.import.tickets")}
          </Button>
        </div>
      ) : (
        !preview && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="submit" busy={previewing} disabled={previewing}>
              {source === "sprint" ? t("jira.import.previewSprint") : t("jira.import.previewTickets")}
            </Button>
          </div>
        )
      )}
    </form>
  );
}

/** The room's fetched tickets (priority order) with a box each; those already queued are marked and cannot be picked. */
function TicketChecklist({ roomId, configKey, picked, onChange }: { roomId: string; configKey: string; picked: readonly string[]; onChange: (keys: readonly string[]) => void }) {
  const t = useT("trackers");
  const { tickets, fetching, refresh } = useJiraTickets(roomId, configKey);
  const queue = useQuery(api.queue.getQueue, { roomId });
  const queued = new Set((queue ?? []).flatMap((story) => (story.ticketKey ? [story.ticketKey] : [])));
  const toggle = (key: string, on: boolean) => onChange(on ? [...picked, key] : picked.filter((k) => k !== key));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="text-sm font-medium">{t("jira.import.fetched")}</legend>
        <Button type="button" size="sm" variant="ghost" onClick={() => void refresh()} busy={fetching}>
          {!fetching && <RefreshCw aria-hidden="true" />}
          {t("jira.refreshTickets")}
        </Button>
      </div>
      {tickets === undefined ? (
        <p className="text-sm text-muted-foreground">{t("jira.loadingTickets")}</p>
      ) : tickets.length === 0 ? (
        <p className="text-sm text-muted-foreground">{t("jira.import.noneFetched")}</p>
      ) : (
        <ul className="flex max-h-72 flex-col divide-y divide-border overflow-y-auto rounded-xl border border-border" aria-label={t("jira.import.toPick")}>
          {tickets.map((ticket) => {
            const inQueue = queued.has(ticket.key);
            return (
              <li key={ticket.key}>
                <label className="flex cursor-pointer items-start gap-3 px-3 py-2 has-disabled:cursor-default has-disabled:opacity-60">
                  <input type="checkbox" className="mt-1 size-4 shrink-0 accent-primary" checked={inQueue || picked.includes(ticket.key)} disabled={inQueue} onChange={(e) => toggle(ticket.key, e.target.checked)} />
                  <span className="flex min-w-0 flex-1 flex-col gap-0.5">
                    <span className="text-sm break-words">
                      <span className="mr-1.5 font-medium">{ticket.key}</span>{" "}
                      {ticket.summary}
                    </span>
                    <span className="flex flex-wrap items-center gap-x-3 text-xs text-muted-foreground">
                      <span className="inline-flex items-center gap-1.5">
                        <PriorityDot priority={ticket.priority} />
                        {priorityLabel(t, ticket.priority)}
                      </span>
                      <span>{pointsLabel(t, ticket.storyPoints)}</span>
                      {inQueue && <span>{t("jira.import.inQueue")}</span>}
                    </span>
                  </span>
                </label>
              </li>
            );
          })}
        </ul>
      )}
    </fieldset>
  );
}
