import { useId, useState, type FormEvent } from "react";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { queueStorySchema } from "../../../shared/queueStory";
import { getSessionId } from "../../session/sessionId";
import { api } from "../../sync/api";
import { useMutation } from "../../sync/react";
import { serverMessageOr } from "../room/serverMessage";
import { Button } from "../ui/Button";
import { Input } from "../ui/Input";
import { Label } from "../ui/Label";
import { Textarea } from "../ui/Textarea";

interface Props {
  roomId: string;
  story: { _id: string; title: string; description: string | null; link: string | null };
  onDone: () => void;
}

/** Owners and admins edit a queued story in place: its title, description and link (checked by the shared rule first). */
export function EditStoryForm({ roomId, story, onDone }: Props) {
  const editStory = useMutation(api.queue.editStory);
  const [title, setTitle] = useState(story.title);
  const [description, setDescription] = useState(story.description ?? "");
  const [link, setLink] = useState(story.link ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = queueStorySchema.safeParse({ title, description, link });
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
    <form onSubmit={submit} className="flex w-full flex-col gap-3" noValidate aria-label={`Edit ${story.title}`}>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-title`}>Story title</Label>
        <Input id={`${id}-title`} value={title} onChange={(e) => setTitle(e.target.value)} invalid={!!error} aria-describedby={error ? `${id}-error` : undefined} autoFocus />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-description`}>Description (optional)</Label>
        <Textarea id={`${id}-description`} rows={2} value={description} onChange={(e) => setDescription(e.target.value)} />
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-link`}>Link (optional)</Label>
        <Input id={`${id}-link`} type="url" inputMode="url" value={link} onChange={(e) => setLink(e.target.value)} placeholder="https://" />
      </div>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" size="sm" busy={busy}>
          Save story
        </Button>
        <Button type="button" size="sm" variant="ghost" onClick={onDone} disabled={busy}>
          Cancel
        </Button>
      </div>
    </form>
  );
}
