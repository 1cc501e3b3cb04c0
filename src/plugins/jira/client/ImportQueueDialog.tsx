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

type Source = "jql" | "sprint" | "pick";
const SOURCES: readonly [Source, string][] = [
  ["sprint", "Active sprint"],
  ["jql", "JQL query"],
  ["pick", "Pick tickets"],
];

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
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <DownloadCloud aria-hidden="true" />
          Import from JIRA
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader title="Import from JIRA" description={`Add ${config.projectKey} tickets to the story queue. Tickets already in the queue are not added twice.`} />
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
      <div className="flex flex-wrap gap-2" role="group" aria-label="Import by">
        {SOURCES.map(([value, label]) => (
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
            {label}
          </Button>
        ))}
      </div>
      {source === "jql" && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-jql`}>JQL query</Label>
          <Textarea
            id={`${id}-jql`}
            rows={3}
            value={jql}
            onChange={(e) => {
              setJql(e.target.value);
              setPreview(null);
            }} invalid={!!error} aria-describedby={`${id}-jql-help${error ? ` ${id}-error` : ""}`} className="font-mono text-sm" />
          <p id={`${id}-jql-help`} className="text-xs text-muted-foreground">
            Every matching ticket is added, in the query's order, after a preview of what would be added.
          </p>
        </div>
      )}
      {source === "sprint" && <p className="text-sm text-muted-foreground">Adds the open tickets of {config.projectKey}'s active sprint, in the sprint's rank order, after a preview of what would be added.</p>}
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
              ? "Nothing new: every ticket found is already in the queue."
              : `${preview.fresh} ticket${preview.fresh === 1 ? "" : "s"} would be added${preview.found > preview.fresh ? ` (${preview.found - preview.fresh} already in the queue)` : ""}${preview.truncated ? ", up to the queue's room" : ""}.`}
          </p>
          {preview.first.length > 0 && (
            <ol className="flex flex-col gap-0.5 text-muted-foreground" aria-label="First tickets">
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
                Import {preview.fresh} ticket{preview.fresh === 1 ? "" : "s"}
              </Button>
            </div>
          )}
        </div>
      )}
      {source === "pick" ? (
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" busy={busy}>
            {picked.length > 0 ? `Import ${picked.length} ticket${picked.length === 1 ? "" : "s"}` : "Import tickets"}
          </Button>
        </div>
      ) : (
        !preview && (
          <div className="flex flex-wrap justify-end gap-2">
            <Button type="submit" busy={previewing} disabled={previewing}>
              {source === "sprint" ? "Preview active sprint" : "Preview tickets"}
            </Button>
          </div>
        )
      )}
    </form>
  );
}

/** The room's fetched tickets (priority order) with a box each; those already queued are marked and cannot be picked. */
function TicketChecklist({ roomId, configKey, picked, onChange }: { roomId: string; configKey: string; picked: readonly string[]; onChange: (keys: readonly string[]) => void }) {
  const { tickets, fetching, refresh } = useJiraTickets(roomId, configKey);
  const queue = useQuery(api.queue.getQueue, { roomId });
  const queued = new Set((queue ?? []).flatMap((story) => (story.ticketKey ? [story.ticketKey] : [])));
  const toggle = (key: string, on: boolean) => onChange(on ? [...picked, key] : picked.filter((k) => k !== key));
  return (
    <fieldset className="flex min-w-0 flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2">
        <legend className="text-sm font-medium">Fetched tickets</legend>
        <Button type="button" size="sm" variant="ghost" onClick={() => void refresh()} busy={fetching}>
          {!fetching && <RefreshCw aria-hidden="true" />}
          Refresh tickets
        </Button>
      </div>
      {tickets === undefined ? (
        <p className="text-sm text-muted-foreground">Loading tickets…</p>
      ) : tickets.length === 0 ? (
        <p className="text-sm text-muted-foreground">No tickets fetched yet.</p>
      ) : (
        <ul className="flex max-h-72 flex-col divide-y divide-border overflow-y-auto rounded-xl border border-border" aria-label="Tickets to pick">
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
                        {priorityLabel(ticket.priority)}
                      </span>
                      <span>{pointsLabel(ticket.storyPoints)}</span>
                      {inQueue && <span>In the queue</span>}
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
