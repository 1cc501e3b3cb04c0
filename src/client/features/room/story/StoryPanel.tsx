import { FileText, Pencil, X } from "lucide-react";
import { useEffect, useId, useLayoutEffect, useRef, useState, type FormEvent, type ReactNode, type Ref } from "react";
import { toast } from "../../../components/toast";
import { ROOMS_MESSAGES } from "../../../../shared/messages/rooms";
import { canManageRoom } from "../../../../shared/permissions";
import { manualStorySchema, STORY_MAX_LENGTH } from "../../../../shared/validation";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation } from "../../../sync/react";
import { useIdle } from "../../../hooks/useIdle";
import { Button } from "../../../components/ui/Button";
import { cn } from "../../../components/ui/cn";
import { Card } from "../../../components/ui/Card";
import { Label } from "../../../components/ui/Label";
import { Spinner } from "../../../components/ui/Spinner";
import { Textarea } from "../../../components/ui/Textarea";
import { toastFailure } from "../../../lib/failureToast";
import type { RoomInfo, RoomParticipant } from "../../../lib/roomTypes";
import { PluginSlot, usePlugins, useRoomPlugin, type ClientPlugin } from "../plugins";
import { useT } from "../../../i18n/I18nProvider";

/**
 * The story being estimated: everyone reads it, owners and admins set and clear it (spec 5, 6), or
 * the room's tracker shows its ticket instead. A tracker's story view (a ticket picker, sanitised
 * descriptions: about 30 KB for JIRA) loads only in rooms that use it; its source controls (a
 * settings dialog and the source switch) are for owners and admins, loaded once the room is on
 * screen and the browser is idle (the first view does without them).
 */
export function StoryPanel({ room, me }: { room: RoomInfo; me: RoomParticipant }) {
  const t = useT("room");
  const isManager = canManageRoom(me.role);
  const idle = useIdle();
  const tracker = useRoomPlugin(room);
  return (
    <Card className="flex flex-col gap-3 p-4 sm:gap-4 sm:p-6" role="region" aria-labelledby="story-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="story-title" className="text-lg font-semibold tracking-tight">
          {t("story.title")}
        </h2>
        {isManager && idle && <StorySources room={room} me={me} tracker={tracker} />}
      </div>
      {tracker?.slots.storyView ? (
        <PluginSlot plugin={tracker} slot="storyView" props={{ room, me }} fallback={<Spinner label={t("story.loadingTracker", { tracker: tracker.label })} className="text-muted-foreground" />} />
      ) : isManager ? (
        <ManagedStory roomId={room._id} story={room.currentStory} />
      ) : (
        <CurrentStory story={room.currentStory} />
      )}
    </Card>
  );
}

/**
 * The story-source controls: the room's tracker's while it uses one (at most one at a time), else
 * every installed tracker's, each offering itself as the source. On a phone only the first is
 * offered (the others on larger screens): more rows would push the cards out of view (issue 36).
 */
function StorySources({ room, me, tracker }: { room: RoomInfo; me: RoomParticipant; tracker: ClientPlugin | undefined }) {
  const installed = usePlugins();
  const offered = (tracker ? [tracker] : installed).filter((plugin) => plugin.slots.storySource);
  const controls = offered.map((plugin, index) => (
    <div key={plugin.id} className={cn("contents", index > 0 && "max-sm:hidden")}>
      <PluginSlot plugin={plugin} slot="storySource" props={{ room, me }} />
    </div>
  ));
  return offered.length > 1 ? <div className="flex flex-wrap items-center gap-3">{controls}</div> : controls;
}

function CurrentStory({ story, children }: { story: string | null; children?: ReactNode }) {
  const t = useT("room");
  if (!story) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-border px-4 py-5 text-sm text-muted-foreground">
        <FileText className="size-5 shrink-0" aria-hidden="true" />
        {t("story.none")}
      </div>
    );
  }
  return (
    // On a phone the managers' buttons sit beside the story, as icons, and the caption is read
    // out only (the panel says Story): the cards stay in view (issue 36).
    <figure className="rounded-xl border border-border bg-muted/40 px-4 py-3 max-sm:grid max-sm:grid-cols-[minmax(0,1fr)_auto] max-sm:items-center max-sm:gap-x-2 max-sm:py-2 max-sm:pr-2">
      <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase max-sm:sr-only">{t("story.current")}</figcaption>
      <StoryText story={story} />
      {children}
    </figure>
  );
}

/**
 * The story's words; on a phone at most three lines until the reader asks for the rest, so a long
 * story does not push the round's controls under the cards' tray (issue 36).
 */
function StoryText({ story }: { story: string }) {
  const t = useT("room");
  const text = useRef<HTMLParagraphElement>(null);
  const [expanded, setExpanded] = useState(false);
  const [clamped, setClamped] = useState(false);
  const id = useId();
  useLayoutEffect(() => {
    const element = text.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => setClamped(element.scrollHeight > element.clientHeight + 1);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [story, expanded]);
  return (
    <div className="min-w-0">
      <p ref={text} id={id} className={cn("mt-1 text-base leading-relaxed break-words whitespace-pre-wrap max-sm:mt-0", !expanded && "max-sm:line-clamp-3")} data-testid="current-story">
        {story}
      </p>
      {(clamped || expanded) && (
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={id}
          onClick={() => setExpanded(!expanded)}
          className="rounded-sm text-sm font-medium text-link underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring sm:hidden"
        >
          {expanded ? t("story.less") : t("story.more")}
        </button>
      )}
    </div>
  );
}

/** Managers see the story with Edit and Clear, or the editor when there is none (or while editing). */
function ManagedStory({ roomId, story }: { roomId: string; story: string | null }) {
  const t = useT("room");
  const clearStory = useMutation(api.rooms.clearStory);
  const [editing, setEditing] = useState(false);
  const [clearing, setClearing] = useState(false);
  // Saving swaps the editor for the story and clearing swaps it back: focus follows to Edit Story
  // or the editor, once it is on screen (the room's update may come before or after the reply).
  const editButton = useRef<HTMLButtonElement>(null);
  const editor = useRef<HTMLTextAreaElement>(null);
  const focusNext = useRef<"edit" | "editor" | null>(null);
  const moveFocus = (to: "edit" | "editor") => {
    focusNext.current = to;
    (to === "edit" ? editButton : editor).current?.focus();
  };
  useEffect(() => {
    const target = focusNext.current === "edit" ? editButton.current : focusNext.current === "editor" ? editor.current : null;
    if (!target) return;
    target.focus();
    focusNext.current = null;
  });

  const onClear = async () => {
    setClearing(true);
    try {
      await clearStory({ roomId, sessionId: getSessionId() });
      moveFocus("editor");
      toast.success(ROOMS_MESSAGES.storyCleared);
    } catch (caught) {
      toastFailure(ROOMS_MESSAGES.storyClearFailed, caught);
    } finally {
      setClearing(false);
    }
  };

  if (!story || editing) {
    return (
      <StoryEditor
        roomId={roomId}
        story={story}
        textareaRef={editor}
        onDone={
          editing
            ? () => {
                setEditing(false);
                moveFocus("edit");
              }
            : undefined
        }
        onSaved={() => {
          setEditing(false);
          moveFocus("edit");
        }}
      />
    );
  }
  return (
    <CurrentStory story={story}>
      <div className="mt-3 flex flex-wrap justify-end gap-2 max-sm:mt-0 max-sm:flex-nowrap">
        <Button variant="outline" size="sm" onClick={onClear} busy={clearing} title={t("story.clear")} className="max-sm:px-2">
          {!clearing && <X aria-hidden="true" />}
          <span className="max-sm:sr-only">{t("story.clear")}</span>
        </Button>
        <Button variant="outline" size="sm" onClick={() => setEditing(true)} disabled={clearing} ref={editButton} title={t("story.edit")} className="max-sm:px-2">
          <Pencil aria-hidden="true" />
          <span className="max-sm:sr-only">{t("story.edit")}</span>
        </Button>
      </div>
    </CurrentStory>
  );
}

interface StoryEditorProps {
  roomId: string;
  story: string | null;
  textareaRef: Ref<HTMLTextAreaElement>;
  /** Leaves editing without saving (Cancel, Escape); only while editing an existing story. */
  onDone?: () => void;
  onSaved: () => void;
}

/** Sets a new story (none yet) or changes the current one. */
function StoryEditor({ roomId, story, textareaRef, onDone, onSaved }: StoryEditorProps) {
  const t = useT("room");
  const updateStory = useMutation(api.rooms.updateStory);
  const id = useId();
  const [draft, setDraft] = useState(story ?? "");
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const trimmed = draft.trim();
  const unchanged = trimmed === (story ?? "").trim();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy || unchanged) return;
    const parsed = manualStorySchema.safeParse(draft);
    if (!parsed.success) {
      setError(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setBusy(true);
    try {
      await updateStory({ roomId, story: parsed.data, sessionId: getSessionId() });
      toast.success(ROOMS_MESSAGES.storyUpdated);
      setBusy(false);
      if (!onDone) setDraft("");
      onSaved();
    } catch (caught) {
      toastFailure(ROOMS_MESSAGES.storyUpdateFailed, caught);
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={id}>{story ? t("story.editLabel") : t("story.newLabel")}</Label>
      <Textarea
        id={id}
        ref={textareaRef}
        name="story"
        rows={3}
        maxLength={STORY_MAX_LENGTH}
        placeholder={t("story.placeholder")}
        autoFocus={Boolean(onDone)}
        value={draft}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          // Enter saves; Shift+Enter makes a new line; Escape leaves editing.
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          } else if (event.key === "Escape" && onDone) {
            onDone();
          }
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive-text">
          {error}
        </p>
      ) : (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {t("story.hint")}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {onDone && (
          <Button variant="outline" onClick={onDone} disabled={busy}>
            {t("story.cancel")}
          </Button>
        )}
        <Button type="submit" busy={busy} disabled={!trimmed || unchanged}>
          {story ? t("story.update") : t("story.set")}
        </Button>
      </div>
    </form>
  );
}
