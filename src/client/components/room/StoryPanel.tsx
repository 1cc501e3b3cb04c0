import { FileText, X } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { MESSAGES } from "../../../shared/messages";
import { canManageRoom } from "../../../shared/permissions";
import { manualStorySchema, STORY_MAX_LENGTH } from "../../../shared/validation";
import { getSessionId } from "../../session/sessionId";
import { api } from "../../sync/api";
import { useMutation } from "../../sync/react";
import { Button } from "../ui/Button";
import { Card } from "../ui/Card";
import { Label } from "../ui/Label";
import { Textarea } from "../ui/Textarea";
import { serverMessageOr } from "./serverMessage";
import { StorySourceSwitch } from "./StorySourceSwitch";
import type { RoomInfo, RoomParticipant } from "./types";

/** The story being estimated: everyone reads it, owners and admins set and clear it (spec 5, 6). */
export function StoryPanel({ room, me }: { room: RoomInfo; me: RoomParticipant }) {
  const isManager = canManageRoom(me.role);
  return (
    <Card className="flex flex-col gap-4 p-5 sm:p-6" role="region" aria-labelledby="story-title">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="story-title" className="text-lg font-semibold tracking-tight">
          Story
        </h2>
        {isManager && (
          // Stays disabled until the JIRA integration can be configured (spec 5: disabled unless configured or on).
          <StorySourceSwitch useJira={room.useJiraIntegration} disabled disabledReason="JIRA integration is not configured for this room" />
        )}
      </div>
      <CurrentStory story={room.currentStory} isManager={isManager} />
      {isManager && <StoryEditor roomId={room._id} story={room.currentStory} />}
    </Card>
  );
}

function CurrentStory({ story, isManager }: { story: string | null; isManager: boolean }) {
  if (!story) {
    return (
      <div className="flex items-center gap-3 rounded-xl border border-dashed border-border px-4 py-5 text-sm text-muted-foreground">
        <FileText className="size-5 shrink-0" aria-hidden="true" />
        {isManager ? "No story yet. Write the one the team is estimating below." : "No story yet. The room owner or an admin will set it."}
      </div>
    );
  }
  return (
    <figure className="rounded-xl border border-border bg-muted/40 px-4 py-3">
      <figcaption className="text-xs font-medium tracking-wide text-muted-foreground uppercase">Current story</figcaption>
      <p className="mt-1 text-base leading-relaxed break-words whitespace-pre-wrap" data-testid="current-story">
        {story}
      </p>
    </figure>
  );
}

function StoryEditor({ roomId, story }: { roomId: string; story: string | null }) {
  const updateStory = useMutation(api.rooms.updateStory);
  const clearStory = useMutation(api.rooms.clearStory);
  const id = useId();
  const [draft, setDraft] = useState(story ?? "");
  const [shownStory, setShownStory] = useState(story);
  const [busy, setBusy] = useState<"update" | "clear" | null>(null);
  const [error, setError] = useState<string | null>(null);

  // A story set elsewhere replaces the draft, unless this manager has started typing their own.
  if (story !== shownStory) {
    setShownStory(story);
    if (draft.trim() === (shownStory ?? "").trim()) setDraft(story ?? "");
  }

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
    setBusy("update");
    try {
      await updateStory({ roomId, story: parsed.data, sessionId: getSessionId() });
      toast.success(MESSAGES.rooms.storyUpdated);
    } catch (caught) {
      toast.error(serverMessageOr(caught, MESSAGES.rooms.storyUpdateFailed));
    } finally {
      setBusy(null);
    }
  };

  const onClear = async () => {
    setBusy("clear");
    try {
      await clearStory({ roomId, sessionId: getSessionId() });
      setDraft("");
      toast.success(MESSAGES.rooms.storyCleared);
    } catch (caught) {
      toast.error(serverMessageOr(caught, MESSAGES.rooms.storyClearFailed));
    } finally {
      setBusy(null);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={id}>{story ? "Change the story" : "Story to estimate"}</Label>
      <Textarea
        id={id}
        name="story"
        rows={2}
        maxLength={STORY_MAX_LENGTH}
        placeholder="As a user, I want to..."
        value={draft}
        invalid={Boolean(error)}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(event) => {
          setDraft(event.target.value);
          setError(null);
        }}
        onKeyDown={(event) => {
          // Enter sets the story; Shift+Enter makes a new line.
          if (event.key === "Enter" && !event.shiftKey && !event.nativeEvent.isComposing) {
            event.preventDefault();
            event.currentTarget.form?.requestSubmit();
          }
        }}
      />
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive-text">
          {error}
        </p>
      )}
      <div className="flex flex-wrap justify-end gap-2">
        {story && (
          <Button variant="outline" onClick={onClear} busy={busy === "clear"} disabled={busy !== null}>
            {busy !== "clear" && <X aria-hidden="true" />}
            Clear Story
          </Button>
        )}
        <Button type="submit" busy={busy === "update"} disabled={busy !== null || !trimmed || unchanged}>
          {story ? "Update Story" : "Set Story"}
        </Button>
      </div>
    </form>
  );
}
