// The story panel's source control for one tracker (managers only): "Use GitHub" while the room has
// no tracker, else the room's source with Change and Stop using. Choosing a source picks one of the
// manager's own connections, a kind (a repository, a project, a board) and its fields; the server
// asks the tracker before it keeps it.
import { Link2, Unlink } from "lucide-react";
import { useEffect, useState, type FormEvent } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { toast } from "../../../components/toast";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from "../../../components/ui/Dialog";
import { Label } from "../../../components/ui/Label";
import { NativeSelect } from "../../../components/ui/NativeSelect";
import { api } from "../../../lib/api";
import { serverMessageOr } from "../../../lib/serverMessage";
import { getSessionId } from "../../../session/sessionId";
import { useAction, useMutation } from "../../../sync/react";
import type { RoomInfo } from "../../../lib/roomTypes";
import type { StorySourceProps } from "../plugins";
import { CardNumbers } from "./CardNumbers";
import { ConnectFirst } from "./ConnectFirst";
import { type TrackerDescriptor, fieldValues } from "./descriptor";
import { TrackerFields } from "./TrackerFields";
import { useOwnConnections } from "./useOwnConnections";
import { useLanguage, useT } from "../../../i18n/I18nProvider";
import { around } from "../../../i18n/helpers";

export function TrackerSource({ room, tracker }: StorySourceProps & { tracker: TrackerDescriptor }) {
  const t = useT("trackers");
  const [open, setOpen] = useState(false);
  const clearSource = useMutation(api.trackers.clearSource);
  const [clearing, setClearing] = useState(false);
  const source = room.trackerSource?.tracker === tracker.id ? room.trackerSource : null;

  const stop = async () => {
    setClearing(true);
    try {
      await clearSource({ roomId: room._id, sessionId: getSessionId() });
      toast.success(t("source.stopped", { tracker: tracker.label }));
    } catch (caught) {
      toast.error(serverMessageOr(caught, GENERIC_MESSAGES.unexpected));
    } finally {
      setClearing(false);
    }
  };

  return (
    <div className="flex flex-wrap items-center gap-2">
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button variant="outline" size="sm">
            <Link2 aria-hidden="true" />
            {source ? t("source.change") : t("source.useTracker", { tracker: tracker.label })}
          </Button>
        </DialogTrigger>
        <DialogContent className="max-w-lg">
          <DialogHeader title={t("source.title", { tracker: tracker.label })} description={t("source.description", { tracker: tracker.label })} />
          {open && <SourceForm roomId={room._id} tracker={tracker} current={source} onDone={() => setOpen(false)} />}
        </DialogContent>
      </Dialog>
      {source && <CardNumbers room={room} trackerLabel={tracker.label} />}
      {source && (
        <Button variant="ghost" size="sm" onClick={() => void stop()} busy={clearing}>
          {!clearing && <Unlink aria-hidden="true" />}
          {t("source.stop", { tracker: tracker.label })}
        </Button>
      )}
    </div>
  );
}

function SourceForm({ roomId, tracker, current, onDone }: { roomId: string; tracker: TrackerDescriptor; current: RoomInfo["trackerSource"]; onDone: () => void }) {
  const t = useT("trackers");
  const { language } = useLanguage();
  const connections = useOwnConnections(tracker.id);
  const setSource = useAction(api.trackers.setSource);
  const [connectionId, setConnectionId] = useState<string | null>(null);
  const [kind, setKind] = useState(tracker.sources.find((s) => s.kind === current?.kind)?.kind ?? tracker.sources[0]!.kind);
  // Changing the source starts from the room's write settings (its label prefix, its number field).
  const [typed, setTyped] = useState<Record<string, string>>(() => Object.fromEntries(Object.entries(current?.settings ?? {}).map(([key, value]) => [key, String(value)])));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const chosenId = connections?.find((c) => c._id === connectionId)?._id ?? connections?.[0]?._id;
  const listedKind = tracker.sources.find((s) => s.kind === kind)?.fields.some((f) => f.listed) ? kind : null;
  const choices = useSourceChoices(roomId, chosenId, listedKind, tracker);
  if (connections === undefined) return <p className="text-sm text-muted-foreground">{t("loadingConnections")}</p>;
  if (connections.length === 0) return <ConnectFirst label={tracker.label} />;
  const chosen = connections.find((c) => c._id === connectionId) ?? connections[0]!;
  const sourceKind = tracker.sources.find((s) => s.kind === kind) ?? tracker.sources[0]!;
  const [withBefore, withAfter] = around(t, "source.with", "connection", { account: chosen.account });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setBusy(true);
    try {
      const view = await setSource({ roomId, sessionId: getSessionId(), connectionId: chosen._id, source: { kind: sourceKind.kind, ...fieldValues(sourceKind.fields, typed) } });
      toast.success(t("source.set", { tracker: view.trackerLabel, source: view.label }));
      onDone();
    } catch (caught) {
      setError(serverMessageOr(caught, GENERIC_MESSAGES.unexpected));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex min-w-0 flex-col gap-4" data-testid="tracker-source-form">
      {connections.length > 1 ? (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor="tracker-source-connection">{t("source.connection")}</Label>
          <NativeSelect id="tracker-source-connection" value={chosen._id} onChange={(event) => setConnectionId(event.target.value)}>
            {connections.map((c) => (
              <option key={c._id} value={c._id}>
                {c.label} ({c.account})
              </option>
            ))}
          </NativeSelect>
        </div>
      ) : (
        <p className="text-sm text-muted-foreground">
          {withBefore}
          <span className="font-medium text-foreground">{chosen.label}</span>
          {withAfter}
        </p>
      )}
      {tracker.sources.length > 1 && (
        <div className="flex flex-wrap gap-2" role="group" aria-label={t("source.kind")}>
          {tracker.sources.map((s) => (
            <Button
              key={s.kind}
              size="sm"
              variant={s.kind === sourceKind.kind ? "secondary" : "ghost"}
              aria-pressed={s.kind === sourceKind.kind}
              onClick={() => {
                setKind(s.kind);
                setError(null);
              }}
            >
              {t(s.label)}
            </Button>
          ))}
        </div>
      )}
      <TrackerFields
        fields={sourceKind.fields}
        choices={choices}
        values={typed}
        onChange={(name, value) => {
          setTyped({ ...typed, [name]: value });
          setError(null);
        }}
      />
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        <Button type="submit" busy={busy}>
          {/* English says "Use this repository"; the other languages name the kind as it is written. */}
          {t("source.useThis", { kind: language === "en" ? t(sourceKind.label).toLowerCase() : t(sourceKind.label) })}
        </Button>
      </div>
    </form>
  );
}

/** The tracker's pick list for the kind's listed fields (a Jira site's boards), with the chosen connection; none while loading or when it lists none. */
function useSourceChoices(roomId: string, connectionId: string | undefined, kind: string | null, tracker: TrackerDescriptor) {
  const listSources = useAction(api.trackers.listSources);
  const [choices, setChoices] = useState<Record<string, { value: string; label: string }[]>>({});
  useEffect(() => {
    setChoices({});
    if (!connectionId || !kind) return;
    let live = true;
    const fields = tracker.sources.find((s) => s.kind === kind)?.fields.filter((f) => f.listed) ?? [];
    listSources({ roomId, sessionId: getSessionId(), connectionId, kind }).then(
      (list) => live && setChoices(Object.fromEntries(fields.map((f) => [f.name, list]))),
      // A pick list is a help: without it the number is typed, and the tracker says what is wrong on Use.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [roomId, connectionId, kind, tracker, listSources]);
  return choices;
}
