import { ExternalLink } from "lucide-react";
import { useEffect, useId, useState } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { ASYNC_REASON_MAX_LENGTH } from "../../../../shared/asyncBatch";
import { Button } from "../../../components/ui/Button";
import { Label } from "../../../components/ui/Label";
import { Textarea } from "../../../components/ui/Textarea";
import { api } from "../../../lib/api";
import { serverMessageOr } from "../../../lib/serverMessage";
import { getSessionId } from "../../../session/sessionId";
import { useMutation, useQuery } from "../../../sync/react";
import { CardDeck } from "../voting";
import type { AsyncBatch, MyAsyncVotes } from "./types";
import { useT } from "../../../i18n/I18nProvider";

interface Props {
  roomId: string;
  batch: AsyncBatch;
  myVotes: MyAsyncVotes;
  /** The story to start with (the first waiting for me, or the one picked). */
  startAt: string;
  onClose: () => void;
}

/**
 * Voting through an open batch one story after another (issue 33): the story (title, its ticket,
 * description and link), the cards, an optional reason, then the next. A vote can be changed
 * until the story reveals; nothing is sent until "Save".
 */
export function VoteFlow({ roomId, batch, myVotes, startAt, onClose }: Props) {
  const t = useT("async");
  const [storyId, setStoryId] = useState(startAt);
  // Numbered within the whole batch: a story that reveals meanwhile does not renumber the rest.
  const all = batch.stories;
  const index = all.findIndex((s) => s.storyId === storyId);
  const story = index >= 0 && all[index]!.revealedAt === null ? all[index] : undefined;
  const isOpen = (s: (typeof all)[number]) => s.revealedAt === null;
  const next = all.slice(index + 1).find(isOpen);
  const previous = all.slice(0, Math.max(index, 0)).reverse().find(isOpen);
  const queue = useQuery(api.queue.getQueue, { roomId });
  const details = useQuery(api.queue.getStoryDetails, story ? { roomId, storyId: story.storyId } : "skip");
  const submitVote = useMutation(api.async.submitVote);
  const mine = story ? myVotes[story.storyId] : undefined;
  const [card, setCard] = useState<string | null>(mine?.value ?? null);
  const [reason, setReason] = useState(mine?.reason ?? "");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  // A new story starts from my saved vote on it, if any.
  useEffect(() => {
    setCard(mine?.value ?? null);
    setReason(mine?.reason ?? "");
    setError(null);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the story changes
  }, [story?.storyId]);

  if (!story) {
    return (
      <div className="flex flex-col items-start gap-3">
        <p className="text-sm">{t("flow.revealed")}</p>
        {next && <Button onClick={() => setStoryId(next.storyId)}>{t("flow.next")}</Button>}
        <Button variant="outline" onClick={onClose}>
          {t("flow.back")}
        </Button>
      </div>
    );
  }
  const queued = queue?.find((s) => s._id === story.storyId);
  const save = async () => {
    if (card === null) return setError(t("flow.chooseCard"));
    setBusy(true);
    try {
      await submitVote({ roomId, sessionId: getSessionId(), storyId: story.storyId, value: card, reason: batch.asksReason ? reason : null });
      if (next) setStoryId(next.storyId);
      else onClose();
    } catch (e) {
      setError(serverMessageOr(e, GENERIC_MESSAGES.unexpected));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby={`${id}-title`} className="flex flex-col gap-4">
      <p className="text-xs font-medium uppercase tracking-wide text-muted-foreground">
        {t("flow.position", { position: index + 1, count: all.length })}
      </p>
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="break-words text-lg font-semibold">
          {queued?.ticketKey && <span className="mr-2 font-mono text-sm text-muted-foreground">{queued.ticketKey}</span>}
          {story.title}
        </h3>
        {details?.description && <p className="whitespace-pre-wrap break-words text-sm text-muted-foreground">{details.description}</p>}
        {queued?.link && (
          <a href={queued.link} target="_blank" rel="noreferrer noopener" className="inline-flex items-center gap-1 self-start text-sm text-link underline-offset-2 hover:underline">
            {t("flow.open")} <ExternalLink aria-hidden="true" className="size-3.5" />
          </a>
        )}
      </div>
      <p id={`${id}-hint`} className="text-sm text-muted-foreground">
        {mine ? t("flow.youVoted", { card: mine.value }) : t("flow.secret")} {t("flow.voted", { voted: story.votedCount, count: story.voterCount })}
      </p>
      <CardDeck cards={batch.cards} selected={card} disabled={busy} onChoose={setCard} describedBy={`${id}-hint`} />
      {batch.asksReason && (
        <div className="flex flex-col gap-1.5">
          <Label htmlFor={`${id}-reason`}>{t("flow.reason")}</Label>
          <Textarea id={`${id}-reason`} rows={2} maxLength={ASYNC_REASON_MAX_LENGTH} value={reason} onChange={(e) => setReason(e.target.value)} />
        </div>
      )}
      {error && (
        <p role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button onClick={save} busy={busy}>
          {next ? t("flow.saveNext") : t("flow.save")}
        </Button>
        {previous && (
          <Button variant="outline" onClick={() => setStoryId(previous.storyId)}>
            {t("flow.previous")}
          </Button>
        )}
        {next && (
          <Button variant="ghost" onClick={() => setStoryId(next.storyId)}>
            Skip for now
          </Button>
        )}
        <Button variant="ghost" onClick={onClose}>
          {t("flow.close")}
        </Button>
      </div>
    </section>
  );
}
