// The queue's import for the room's tracker source (managers only): a route (a milestone, a search,
// an iteration, a board's sprint...), Preview (the count and the first stories, nothing added),
// then Import N, which reads again with the manager's own connection and adds what is not queued.
import { DownloadCloud } from "lucide-react";
import { useEffect, useRef, useState, type FormEvent } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import type { ResultOf } from "../../../../shared/functionReference";
import { toast } from "../../../components/toast";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from "../../../components/ui/Dialog";
import { api } from "../../../lib/api";
import { serverMessageOr } from "../../../lib/serverMessage";
import { getSessionId } from "../../../session/sessionId";
import { useAction } from "../../../sync/react";
import type { QueueImportProps } from "../plugins";
import { ConnectFirst } from "./ConnectFirst";
import { type TrackerDescriptor, type TrackerRoute, fieldValues } from "./descriptor";
import { TrackerFields } from "./TrackerFields";
import { useOwnConnections } from "./useOwnConnections";
import { useT } from "../../../i18n/I18nProvider";

type Preview = ResultOf<typeof api.trackers.previewImport>;
const PRIORITY_NAMES = ["Highest", "High", "Medium", "Low", "Lowest"] as const;

export function TrackerImport({ room, onImported, tracker }: QueueImportProps & { tracker: TrackerDescriptor }) {
  const t = useT("trackers");
  const [open, setOpen] = useState(false);
  const source = room.trackerSource;
  const kind = tracker.sources.find((s) => s.kind === source?.kind);
  if (!source || source.tracker !== tracker.id || !kind) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm">
          <DownloadCloud aria-hidden="true" />
          {t("import.button", { tracker: tracker.label })}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-xl">
        <DialogHeader title={t("import.button", { tracker: tracker.label })} description={t("import.description", { source: source.label })} />
        {open && (
          <ImportForm
            roomId={room._id}
            tracker={tracker}
            routes={kind.routes}
            onDone={(storyIds) => {
              if (storyIds.length > 0) onImported(storyIds);
              setOpen(false);
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}

function ImportForm({ roomId, tracker, routes, onDone }: { roomId: string; tracker: TrackerDescriptor; routes: readonly TrackerRoute[]; onDone: (storyIds: readonly string[]) => void }) {
  const t = useT("trackers");
  const connections = useOwnConnections(tracker.id);
  const previewImport = useAction(api.trackers.previewImport);
  const importStories = useAction(api.trackers.importStories);
  const [routeName, setRouteName] = useState(routes[0]!.route);
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<Preview | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState<"preview" | "import" | null>(null);
  // Import replaces Preview under the keyboard: focus follows it (or the preview, when nothing is new).
  const confirmButton = useRef<HTMLButtonElement>(null);
  const previewBox = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (preview) (confirmButton.current ?? previewBox.current)?.focus();
  }, [preview]);
  if (connections === undefined) return <p className="text-sm text-muted-foreground">{t("loadingConnections")}</p>;
  if (connections.length === 0) return <ConnectFirst label={tracker.label} />;
  const route = routes.find((r) => r.route === routeName) ?? routes[0]!;
  const args = () => ({ roomId, sessionId: getSessionId(), route: { route: route.route, ...fieldValues(route.fields, typed) } });

  const runPreview = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy("preview");
    try {
      setPreview(await previewImport(args()));
    } catch (caught) {
      setPreview(null);
      setError(serverMessageOr(caught, GENERIC_MESSAGES.unexpected));
    } finally {
      setBusy(null);
    }
  };

  const runImport = async () => {
    if (!preview) return;
    setError(null);
    setBusy("import");
    try {
      const result = await importStories({ ...args(), sourceSetAt: preview.sourceSetAt });
      toast.success(result.imported === 0 ? t("import.allQueued") : t("import.done", { count: result.imported, tracker: tracker.label, full: result.truncated ? "yes" : "no" }));
      onDone(result.storyIds);
    } catch (caught) {
      setError(serverMessageOr(caught, GENERIC_MESSAGES.unexpected));
      setBusy(null);
    }
  };

  return (
    <form onSubmit={runPreview} className="flex min-w-0 flex-col gap-4" noValidate>
      {routes.length > 1 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("import.by")}>
          {routes.map((r) => (
            <Button
              key={r.route}
              size="sm"
              variant={r.route === route.route ? "secondary" : "ghost"}
              aria-pressed={r.route === route.route}
              onClick={() => {
                setRouteName(r.route);
                setPreview(null);
                setError(null);
              }}
            >
              {t(r.label)}
            </Button>
          ))}
        </div>
      )}
      <TrackerFields
        fields={route.fields}
        values={typed}
        onChange={(name, value) => {
          setTyped({ ...typed, [name]: value });
          setPreview(null);
          setError(null);
        }}
      />
      <p className="text-sm text-muted-foreground">{t(route.description)}</p>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      {preview && (
        <div
          ref={previewBox}
          tabIndex={-1}
          className="flex flex-col gap-2 rounded-lg border border-border bg-muted/40 p-3 text-sm focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
          data-testid="import-preview"
          role="status"
        >
          <p className="font-medium">
            {preview.fresh === 0
              ? t("import.nothingNew")
              : t("import.wouldAdd", { count: preview.fresh, queued: preview.found - preview.fresh, full: preview.truncated ? "yes" : "no" })}
          </p>
          {preview.first.length > 0 && (
            <ol className="flex flex-col gap-1 text-muted-foreground" aria-label={t("import.first")}>
              {preview.first.map((story) => (
                <li key={story.key} className="break-words">
                  <span className="mr-1.5 font-medium text-foreground">{story.key}</span>
                  {story.title}
                  {(story.priority !== null || story.estimate !== null) && (
                    <span className="ml-1.5 text-xs">
                      ({[story.priority !== null ? PRIORITY_NAMES[story.priority - 1] : null, story.estimate !== null ? t("badge.points", { count: story.estimate }) : null].filter(Boolean).join(", ")})
                    </span>
                  )}
                </li>
              ))}
            </ol>
          )}
          {preview.fresh > 0 && (
            <div className="flex flex-wrap justify-end gap-2">
              <Button ref={confirmButton} onClick={() => void runImport()} busy={busy === "import"}>
                {t("import.confirm", { count: preview.fresh })}
              </Button>
            </div>
          )}
        </div>
      )}
      {!preview && (
        <div className="flex flex-wrap justify-end gap-2">
          <Button type="submit" busy={busy === "preview"}>
            {t("import.preview")}
          </Button>
        </div>
      )}
    </form>
  );
}
