import { ArrowDown, ArrowUp, GripVertical, ListOrdered, Pencil, Play, Trash2, Undo2 } from "lucide-react";
import { useId, useState, type FormEvent, type KeyboardEvent } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { parseBulkStories, queueStorySchema } from "../../../../shared/queueStory";
import { storiesRemoved } from "../../../../shared/messages/queue";
import { ConfirmDialog } from "../../../components/ui/AlertDialog";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation, useQuery } from "../../../sync/react";
import { serverMessageOr } from "../../../lib/serverMessage";
import { toast } from "../../../components/toast";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { focusFallbackHome } from "../../../hooks/focusHome";
import { cn } from "../../../components/ui/cn";
import { Label } from "../../../components/ui/Label";
import { Textarea } from "../../../components/ui/Textarea";
import { EditStoryForm } from "./EditStoryForm";
import { StoryDescription } from "./StoryDescription";
import { StoryFields, type StoryDraft } from "./StoryFields";
import { useQueueDrag } from "./useQueueDrag";
import type { QueueStory, RoomInfo } from "../../../lib/roomTypes";
import { PluginSlot, useRoomPlugin, useTicketPlugin } from "../plugins";
import { TrackerSourceNote } from "../trackers";
import { useT } from "../../../i18n/I18nProvider";

function failed(error: unknown) {
  toast.error(serverMessageOr(error, GENERIC_MESSAGES.unexpected));
}

interface Props {
  room: RoomInfo;
  isManager: boolean;
}

/**
 * The room's story queue (issue 14), live for everyone: owners and admins add, paste, import from
 * the room's tracker, edit, remove, reorder (drag a story's handle, the buttons, or Alt+Arrow on a
 * focused story) and start stories; members read it.
 */
export function QueuePanel({ room, isManager }: Props) {
  const t = useT("queue");
  const { _id: roomId, currentQueueStoryId: currentStoryId } = room;
  const tracker = useRoomPlugin(room);
  const ticketPlugin = useTicketPlugin(room);
  const queue = useQuery(api.queue.getQueue, { roomId });
  const moveStory = useMutation(api.queue.moveStory);
  const removeStory = useMutation(api.queue.removeStory);
  const startStory = useMutation(api.queue.startStory);
  const [announcement, setAnnouncement] = useState("");
  const removePending = useMutation(api.queue.removePendingStories);
  /** The stories the last tracker import added, until undone (issue 36). */
  const [lastImport, setLastImport] = useState<readonly string[] | null>(null);
  const [confirmBulkRemove, setConfirmBulkRemove] = useState(false);
  const [editing, setEditing] = useState<string | null>(null);
  const titleId = useId();
  const stories = queue ?? [];
  const sessionId = getSessionId();
  const announceMove = (story: QueueStory, to: number) => setAnnouncement(t("queue.moved", { title: story.title, position: to + 1, count: stories.length }));
  const drag = useQueueDrag(
    stories.map((s) => s._id),
    async (storyId, to) => {
      const story = stories.find((s) => s._id === storyId);
      try {
        await moveStory({ roomId, sessionId, storyId, to });
        if (story) announceMove(story, to);
      } catch (error) {
        failed(error);
      }
    },
  );
  if (queue === undefined || queue === null) return null;
  if (queue.length === 0 && !isManager) return null;
  const byId = new Map(queue.map((story) => [story._id, story]));
  const shown = drag.order.flatMap((storyId) => byId.get(storyId) ?? []);

  const move = async (story: QueueStory, direction: "up" | "down") => {
    const index = queue.findIndex((s) => s._id === story._id);
    const target = direction === "up" ? index - 1 : index + 1;
    if (target < 0 || target >= queue.length) return;
    try {
      await moveStory({ roomId, sessionId, storyId: story._id, to: direction });
      announceMove(story, target);
      drag.rows.current.get(story._id)?.focus();
    } catch (error) {
      failed(error);
    }
  };

  const onItemKey = (story: QueueStory) => (event: KeyboardEvent<HTMLLIElement>) => {
    if (!isManager || !event.altKey || event.target !== event.currentTarget) return;
    if (event.key === "ArrowUp" || event.key === "ArrowDown") {
      event.preventDefault();
      void move(story, event.key === "ArrowUp" ? "up" : "down");
    }
  };

  // The story is everyone's now: the keyboard goes on to the voting (issue 36).
  const start = (storyId: string) =>
    startStory({ roomId, sessionId, storyId })
      .then(() => void focusFallbackHome())
      .catch(failed);

  // Not yet estimated and not the current story: what bulk remove removes.
  const removable = queue.filter((story) => story.status === "pending" && story._id !== currentStoryId).length;
  const removeStories = async (storyIds?: readonly string[]) => {
    try {
      const { removed } = await removePending({ roomId, sessionId, storyIds: storyIds ? [...storyIds] : undefined });
      toast.success(storiesRemoved(removed, storyIds !== undefined));
      if (storyIds) setLastImport(null);
    } catch (error) {
      failed(error);
    }
  };

  const canDrag = isManager && queue.length > 1 && editing === null;
  return (
    <Card offscreenLazy className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby={titleId} data-testid="story-queue" data-focus-scope>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2
          id={titleId}
          tabIndex={-1}
          data-focus-home
          className="flex items-center gap-2 rounded-sm text-lg font-semibold tracking-tight focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
        >
          <ListOrdered className="size-5 text-muted-foreground" aria-hidden="true" />
          {t("queue.title")}
          <Badge variant="muted">{queue.length}</Badge>
        </h2>
        {isManager && <PluginSlot plugin={tracker} slot="queueImport" props={{ room, onImported: setLastImport }} />}
      </div>
      <TrackerSourceNote room={room} />
      {isManager && (lastImport !== null || removable > 1) && (
        <div className="flex flex-wrap gap-2">
          {lastImport !== null && (
            <Button variant="outline" size="sm" onClick={() => void removeStories(lastImport)}>
              <Undo2 aria-hidden="true" />
              {t("queue.undoImport")}
            </Button>
          )}
          {removable > 1 && (
            <Button variant="ghost" size="sm" onClick={() => setConfirmBulkRemove(true)}>
              <Trash2 aria-hidden="true" />
              {t("queue.removePending", { count: removable })}
            </Button>
          )}
          <ConfirmDialog
            open={confirmBulkRemove}
            onOpenChange={setConfirmBulkRemove}
            title={t("queue.removeConfirm.title")}
            description={t("queue.removeConfirm.description", { count: removable })}
            confirmLabel={t("queue.removeConfirm.confirm")}
            destructive
            onConfirm={() => void removeStories()}
          />
        </div>
      )}
      {isManager && queue.length > 1 && <p className="text-xs text-muted-foreground">{t("queue.tip")}</p>}
      <p className="sr-only" aria-live="polite" role="status">
        {announcement}
      </p>
      {queue.length > 0 && (
        <ol className="flex flex-col divide-y divide-border rounded-xl border border-border" aria-label={t("queue.listLabel")}>
          {shown.map((story, index) => {
            const current = story._id === currentStoryId;
            const dragging = story._id === drag.draggingId;
            if (story._id === editing) {
              return (
                <li key={story._id} ref={drag.rowRef(story._id)} data-testid="queue-item" className="px-3 py-3">
                  <EditStoryForm roomId={roomId} story={story} onDone={() => setEditing(null)} />
                </li>
              );
            }
            return (
              <li
                key={story._id}
                ref={drag.rowRef(story._id)}
                tabIndex={isManager ? 0 : undefined}
                onKeyDown={onItemKey(story)}
                aria-current={current ? "step" : undefined}
                data-testid="queue-item"
                className={cn(
                  "flex flex-wrap items-center gap-3 px-3 py-2.5 focus-visible:outline-2 focus-visible:outline-offset-[-2px] focus-visible:outline-ring",
                  current && "bg-primary/5",
                  dragging && "relative z-10 bg-surface shadow-raised ring-2 ring-primary",
                )}
              >
                {canDrag && (
                  // Pointer only: the keyboard moves with Alt+Arrow and the buttons, so the handle stays out of the tab order.
                  <span
                    {...drag.handleProps(story._id)}
                    aria-hidden="true"
                    title={t("queue.drag")}
                    data-testid="queue-drag-handle"
                    className="-mx-1 flex h-8 w-5 shrink-0 cursor-grab touch-none items-center justify-center rounded text-muted-foreground hover:bg-muted active:cursor-grabbing"
                  >
                    <GripVertical className="size-4" />
                  </span>
                )}
                <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">{t("queue.position", { position: index + 1 })}</span>
                <div className="min-w-0 flex-1">
                  <p className="text-sm font-medium break-words hyphens-auto" data-testid="queue-item-title">
                    {story.ticketKey && <span className="mr-1.5 text-muted-foreground">{story.ticketKey}</span>}{story.ticketKey && " "}
                    {story.title}
                  </p>
                  {story.ticketKey && <PluginSlot plugin={ticketPlugin} slot="ticketBadge" props={{ story }} />}
                  <StoryDescription roomId={roomId} story={story} />
                  {story.link && (
                    <a href={story.link} target="_blank" rel="noopener noreferrer" className="text-xs break-all text-link underline-offset-2 hover:underline">
                      {story.link}
                    </a>
                  )}
                </div>
                {current && <Badge>{t("queue.current")}</Badge>}
                {story.status === "estimated" && <Badge variant="muted">{t("queue.agreed", { value: story.agreedValue ?? "" })}</Badge>}
                {story.status === "skipped" && <Badge variant="muted">{t("queue.skipped")}</Badge>}
                {isManager && (
                  <div className="flex flex-wrap items-center gap-1">
                    {!current && story.status === "pending" && (
                      <Button size="sm" variant="outline" aria-label={t("queue.startStory", { title: story.title })} onClick={() => start(story._id)}>
                        <Play className="size-4" aria-hidden="true" />
                        {t("queue.start")}
                      </Button>
                    )}
                    <Button size="icon" variant="ghost" aria-label={t("queue.edit", { title: story.title })} onClick={() => setEditing(story._id)}>
                      <Pencil className="size-4" aria-hidden="true" />
                    </Button>
                    <Button size="icon" variant="ghost" aria-label={t("queue.moveUp", { title: story.title })} disabled={index === 0} onClick={() => void move(story, "up")}>
                      <ArrowUp className="size-4" aria-hidden="true" />
                    </Button>
                    <Button size="icon" variant="ghost" aria-label={t("queue.moveDown", { title: story.title })} disabled={index === queue.length - 1} onClick={() => void move(story, "down")}>
                      <ArrowDown className="size-4" aria-hidden="true" />
                    </Button>
                    <Button size="icon" variant="ghost" aria-label={t("queue.remove", { title: story.title })} onClick={() => removeStory({ roomId, sessionId, storyId: story._id }).catch(failed)}>
                      <Trash2 className="size-4" aria-hidden="true" />
                    </Button>
                  </div>
                )}
              </li>
            );
          })}
        </ol>
      )}
      {isManager && <AddStories roomId={roomId} />}
    </Card>
  );
}

const EMPTY_DRAFT: StoryDraft = { title: "", description: "", link: "" };

/** One story with its details, or many titles pasted one per line. */
function AddStories({ roomId }: { roomId: string }) {
  const t = useT("queue");
  const addStory = useMutation(api.queue.addStory);
  const addStories = useMutation(api.queue.addStories);
  const [mode, setMode] = useState<"one" | "many">("one");
  const [draft, setDraft] = useState<StoryDraft>(EMPTY_DRAFT);
  const [bulk, setBulk] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const sessionId = getSessionId();
    if (mode === "one") {
      const parsed = queueStorySchema.safeParse(draft);
      if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? GENERIC_MESSAGES.unexpected);
      setBusy(true);
      try {
        await addStory({ roomId, sessionId, story: parsed.data });
        setDraft(EMPTY_DRAFT);
      } catch (e) {
        setError(serverMessageOr(e, GENERIC_MESSAGES.unexpected));
      } finally {
        setBusy(false);
      }
    } else {
      const parsed = parseBulkStories(bulk);
      if (!parsed.ok) return setError(parsed.message);
      setBusy(true);
      try {
        await addStories({ roomId, sessionId, text: bulk });
        setBulk("");
      } catch (e) {
        setError(serverMessageOr(e, GENERIC_MESSAGES.unexpected));
      } finally {
        setBusy(false);
      }
    }
  };

  return (
    <form onSubmit={submit} className="flex flex-col gap-3" noValidate>
      <div className="flex gap-2" role="group" aria-label={t("add.how")}>
        <Button size="sm" variant={mode === "one" ? "secondary" : "ghost"} aria-pressed={mode === "one"} onClick={() => setMode("one")}>
          {t("add.one")}
        </Button>
        <Button size="sm" variant={mode === "many" ? "secondary" : "ghost"} aria-pressed={mode === "many"} onClick={() => setMode("many")}>
          {t("add.many")}
        </Button>
      </div>
      {mode === "one" ? (
        <StoryFields id={id} draft={draft} onChange={setDraft} hasError={!!error} />
      ) : (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-bulk`}>{t("add.bulk")}</Label>
          <Textarea id={`${id}-bulk`} rows={5} value={bulk} onChange={(e) => setBulk(e.target.value)} invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} />
        </div>
      )}
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div>
        <Button type="submit" busy={busy}>
          {mode === "one" ? t("add.submit") : t("add.submitAll")}
        </Button>
      </div>
    </form>
  );
}
