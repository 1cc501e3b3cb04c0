import { useId, useState, type FormEvent } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { queueStorySchema } from "../../../../shared/queueStory";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation, useQuery } from "../../../sync/react";
import { serverMessageOr } from "../../../lib/serverMessage";
import { Button } from "../../../components/ui/Button";
import { StoryFields, type StoryDraft } from "./StoryFields";
import { useT } from "../../../i18n/I18nProvider";

interface Props {
  roomId: string;
  story: { _id: string; title: string; link: string | null };
  onDone: () => void;
}

/**
 * Owners and admins edit a queued story in place: its title, description and link (checked by the
 * shared rule first). The list carries only an excerpt of the description, so the whole text is
 * read first (queue.getStoryDetails).
 */
export function EditStoryForm({ roomId, story, onDone }: Props) {
  const t = useT("queue");
  const details = useQuery(api.queue.getStoryDetails, { roomId, storyId: story._id });
  if (details === undefined) {
    return (
      <p className="text-sm text-muted-foreground" role="status">
        {t("edit.loading")}
      </p>
    );
  }
  return <EditStoryFields roomId={roomId} story={{ ...story, description: details?.description ?? null }} onDone={onDone} />;
}

function EditStoryFields({ roomId, story, onDone }: { roomId: string; story: Props["story"] & { description: string | null }; onDone: () => void }) {
  const t = useT("queue");
  const editStory = useMutation(api.queue.editStory);
  const [draft, setDraft] = useState<StoryDraft>({ title: story.title, description: story.description ?? "", link: story.link ?? "" });
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = queueStorySchema.safeParse(draft);
    if (!parsed.success) return setError(parsed.error.issues[0]?.message ?? GENERIC_MESSAGES.unexpected);
    setBusy(true);
    try {
      await editStory({ roomId, sessionId: getSessionId(), storyId: story._id, story: parsed.data });
      onDone();
    } catch (caught) {
      setError(serverMessageOr(caught, GENERIC_MESSAGES.unexpected));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} className="flex w-full flex-col gap-3" noValidate aria-label={t("queue.edit", { title: story.title })}>
      <StoryFields id={id} draft={draft} onChange={setDraft} hasError={!!error} autoFocus />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={busy}>
          {t("edit.save")}
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={busy}>
          {t("edit.cancel")}
        </Button>
      </div>
    </form>
  );
}
