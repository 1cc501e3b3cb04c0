import { Check, CircleAlert, LoaderCircle } from "lucide-react";
import { useState } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { asyncNotWritten, asyncWriting, asyncWritten } from "../../../../shared/messages/trackers";
import { Badge } from "../../../components/ui/Badge";
import { Button } from "../../../components/ui/Button";
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from "../../../components/ui/Card";
import { toast } from "../../../components/toast";
import { api } from "../../../lib/api";
import { serverMessageOr } from "../../../lib/serverMessage";
import { getSessionId } from "../../../session/sessionId";
import { useMutation, useQuery } from "../../../sync/react";
import { formatDeadline } from "./deadline";
import { OpenBatchForm } from "./OpenBatchForm";
import type { AsyncBatch, AsyncBatchData, AsyncStory, TrackerWrite, TrackerWrites } from "./types";
import { VoteFlow } from "./VoteFlow";
import { useLanguage, useT } from "../../../i18n/I18nProvider";
import { useSayMessage } from "../../../i18n/serverMessages";

interface Props {
  roomId: string;
  isManager: boolean;
  /** The server's write-backs of agreed stories to the room's tracker (the room view's trackerWrites). */
  writes: TrackerWrites;
  /** "main": the open batch (above the voting panel); "side": opening one, and the last batch's outcome. */
  part: "main" | "side";
}

/**
 * Async estimation in the room (issue 33). While a batch is open, everyone sees which stories wait
 * for them and how many voted on each, and votes through them; once revealed, each story says
 * whether it was agreed or waits for the live session, with every vote and reason.
 */
export function AsyncEstimation({ roomId, isManager, writes, part }: Props) {
  const data = useQuery(api.async.getBatch, { roomId });
  if (!data) return null;
  const open = data.batch && data.batch.revealedAt === null ? data.batch : null;
  if (part === "main") return open ? <OpenBatch roomId={roomId} batch={open} data={data} isManager={isManager} writes={writes} /> : null;
  return <SidePanel roomId={roomId} isManager={isManager} mailConfigured={data.mailConfigured} hasOpenBatch={open !== null} revealed={data.batch?.revealedAt != null ? data.batch : null} writes={writes} />;
}

function OpenBatch({ roomId, batch, data, isManager, writes }: { roomId: string; batch: AsyncBatch; data: AsyncBatchData; isManager: boolean; writes: TrackerWrites }) {
  const t = useT("async");
  const { language } = useLanguage();
  const locale = language === "en" ? undefined : language;
  // A reminder mail links to /room/CODE?vote=STORY: the flow opens at that story.
  const [voting, setVoting] = useState<string | null>(() => linkedStory(batch));
  const closeBatch = useMutation(api.async.closeBatch);
  const [closing, setClosing] = useState(false);
  const waiting = batch.stories.filter((s) => s.revealedAt === null && !data.myVotes[s.storyId]);
  const reveal = async () => {
    setClosing(true);
    try {
      await closeBatch({ roomId, sessionId: getSessionId() });
    } catch (e) {
      toast.error(serverMessageOr(e, GENERIC_MESSAGES.unexpected));
    } finally {
      setClosing(false);
    }
  };
  return (
    <Card role="region" aria-labelledby="async-batch-title">
      <CardHeader>
        <CardTitle id="async-batch-title">{t("batch.title")}</CardTitle>
        <CardDescription>{t("batch.reveals", { deadline: formatDeadline(batch.deadlineAt, locale) })}</CardDescription>
        {batch.remindAt !== null && (
          <CardDescription>{data.mailConfigured ? t("batch.reminder", { at: formatDeadline(batch.remindAt, locale) }) : t("batch.noMail")}</CardDescription>
        )}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {voting !== null && data.iVote ? (
          <VoteFlow roomId={roomId} batch={batch} myVotes={data.myVotes} startAt={voting} onClose={() => setVoting(null)} />
        ) : (
          <>
            <ul className="flex flex-col divide-y divide-border" aria-label={t("batch.listLabel")}>
              {batch.stories.map((story) => (
                <StoryRow key={story.storyId} story={story} mine={data.myVotes[story.storyId]?.value ?? null} canVote={data.iVote} onVote={() => setVoting(story.storyId)} writes={writes} />
              ))}
            </ul>
            <div className="flex flex-wrap gap-2">
              {data.iVote && waiting.length > 0 && (
                <Button onClick={() => setVoting(waiting[0]!.storyId)}>
                  {t("batch.voteOn", { count: waiting.length })}
                </Button>
              )}
              {isManager && (
                <Button variant="outline" busy={closing} onClick={reveal}>
                  {t("batch.revealNow")}
                </Button>
              )}
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

function linkedStory(batch: AsyncBatch): string | null {
  const storyId = new URLSearchParams(window.location.search).get("vote");
  return batch.stories.some((s) => s.storyId === storyId && s.revealedAt === null) ? storyId : null;
}

/** An agreed story's write-back, if the server is writing or wrote it. */
function writeOf(writes: TrackerWrites, story: AsyncStory): TrackerWrite | null {
  return story.outcome === "agreed" ? (writes.find((w) => w.storyId === story.storyId) ?? null) : null;
}

/** How the server's write of an agreed story to the tracker went: under way, written, or the tracker's refusal and why. */
function WriteOutcome({ write }: { write: TrackerWrite }) {
  const say = useSayMessage(useLanguage().language);
  if (write.state === "written") {
    return (
      <span className="flex items-start gap-1 text-xs text-muted-foreground" data-testid="async-write">
        <Check className="mt-px size-3.5 shrink-0 text-success" aria-hidden />
        {say(asyncWritten(write.trackerLabel, write.key))}
      </span>
    );
  }
  if (write.state === "failed") {
    return (
      <span className="flex items-start gap-1 text-xs text-destructive-text" data-testid="async-write">
        <CircleAlert className="mt-px size-3.5 shrink-0" aria-hidden />
        <span className="min-w-0 break-words">
          {say(asyncNotWritten(write.trackerLabel, write.key))} {write.error ? say(write.error) : say(GENERIC_MESSAGES.unexpected)}
        </span>
      </span>
    );
  }
  return (
    <span className="flex items-start gap-1 text-xs text-muted-foreground" data-testid="async-write">
      <LoaderCircle className="mt-px size-3.5 shrink-0 motion-safe:animate-spin" aria-hidden />
      {say(asyncWriting(write.trackerLabel, write.key))}
    </span>
  );
}

function StoryWrite({ writes, story }: { writes: TrackerWrites; story: AsyncStory }) {
  const write = writeOf(writes, story);
  return write && <WriteOutcome write={write} />;
}

function StoryRow({ story, mine, canVote, onVote, writes }: { story: AsyncStory; mine: string | null; canVote: boolean; onVote: () => void; writes: TrackerWrites }) {
  const t = useT("async");
  const revealed = story.revealedAt !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex min-w-0 flex-col">
        <span className="break-words text-sm font-medium">{story.title}</span>
        <span className="text-xs text-muted-foreground">
          {t("story.voted", { voted: story.votedCount, count: story.voterCount })}
        </span>
        <StoryWrite writes={writes} story={story} />
      </div>
      <div className="flex items-center gap-2">
        {revealed ? <Outcome story={story} /> : mine !== null ? <Badge variant="success">{t("story.youVoted", { card: mine })}</Badge> : canVote && <Badge variant="warning">{t("story.waiting")}</Badge>}
        {!revealed && canVote && (
          <Button size="sm" variant="ghost" onClick={onVote} aria-label={mine === null ? t("story.voteOn", { title: story.title }) : t("story.changeOn", { title: story.title })}>
            {mine === null ? t("story.vote") : t("story.change")}
          </Button>
        )}
      </div>
    </li>
  );
}

function Outcome({ story }: { story: AsyncStory }) {
  const t = useT("async");
  return story.outcome === "agreed" ? <Badge variant="success">{t("outcome.agreed", { value: story.agreedValue ?? "" })}</Badge> : <Badge variant="warning">{t("outcome.discuss")}</Badge>;
}

function SidePanel({
  roomId,
  isManager,
  mailConfigured,
  hasOpenBatch,
  revealed,
  writes,
}: {
  roomId: string;
  isManager: boolean;
  mailConfigured: boolean;
  hasOpenBatch: boolean;
  revealed: AsyncBatch | null;
  writes: TrackerWrites;
}) {
  const t = useT("async");
  const [opening, setOpening] = useState(false);
  const toDiscuss = revealed?.stories.filter((s) => s.outcome === "discuss") ?? [];
  if (!revealed && (!isManager || hasOpenBatch)) return null;
  return (
    <Card role="region" aria-labelledby="async-side-title">
      <CardHeader>
        <CardTitle id="async-side-title">{t("side.title")}</CardTitle>
        {revealed && <CardDescription>{t("side.last", { agreed: revealed.stories.length - toDiscuss.length, discuss: toDiscuss.length })}</CardDescription>}
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        {revealed && (
          <ul className="flex flex-col gap-3" aria-label={t("side.results")}>
            {revealed.stories.map((story) => (
              <li key={story.storyId} className="flex flex-col gap-1">
                <div className="flex flex-wrap items-center justify-between gap-2">
                  <span className="min-w-0 break-words text-sm font-medium">{story.title}</span>
                  <Outcome story={story} />
                </div>
                <StoryWrite writes={writes} story={story} />
                {story.outcome === "discuss" && (story.votes ?? []).length > 0 && (
                  <ul className="flex flex-col gap-0.5 text-xs text-muted-foreground" aria-label={t("side.votesOn", { title: story.title })}>
                    {story.votes!.map((v) => (
                      <li key={v.participantId}>
                        <span className="font-medium text-foreground">{v.name}</span>: {v.value}
                        {v.reason && <> ({v.reason})</>}
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
        {isManager && !hasOpenBatch && (opening ? <OpenBatchForm roomId={roomId} mailConfigured={mailConfigured} onDone={() => setOpening(false)} /> : (
          <Button variant="outline" className="self-start" onClick={() => setOpening(true)}>
            {t("side.open")}
          </Button>
        ))}
      </CardContent>
    </Card>
  );
}
