import { useState } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
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
import type { AsyncBatch, AsyncBatchData, AsyncStory } from "./types";
import { VoteFlow } from "./VoteFlow";
import { useLanguage, useT } from "../../../i18n/I18nProvider";

interface Props {
  roomId: string;
  isManager: boolean;
  /** "main": the open batch (above the voting panel); "side": opening one, and the last batch's outcome. */
  part: "main" | "side";
}

/**
 * Async estimation in the room (issue 33). While a batch is open, everyone sees which stories wait
 * for them and how many voted on each, and votes through them; once revealed, each story says
 * whether it was agreed or waits for the live session, with every vote and reason.
 */
export function AsyncEstimation({ roomId, isManager, part }: Props) {
  const data = useQuery(api.async.getBatch, { roomId });
  if (!data) return null;
  const open = data.batch && data.batch.revealedAt === null ? data.batch : null;
  if (part === "main") return open ? <OpenBatch roomId={roomId} batch={open} data={data} isManager={isManager} /> : null;
  return <SidePanel roomId={roomId} isManager={isManager} mailConfigured={data.mailConfigured} hasOpenBatch={open !== null} revealed={data.batch?.revealedAt != null ? data.batch : null} />;
}

function OpenBatch({ roomId, batch, data, isManager }: { roomId: string; batch: AsyncBatch; data: AsyncBatchData; isManager: boolean }) {
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
                <StoryRow key={story.storyId} story={story} mine={data.myVotes[story.storyId]?.value ?? null} canVote={data.iVote} onVote={() => setVoting(story.storyId)} />
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

function StoryRow({ story, mine, canVote, onVote }: { story: AsyncStory; mine: string | null; canVote: boolean; onVote: () => void }) {
  const t = useT("async");
  const revealed = story.revealedAt !== null;
  return (
    <li className="flex flex-wrap items-center justify-between gap-2 py-2">
      <div className="flex min-w-0 flex-col">
        <span className="break-words text-sm font-medium">{story.title}</span>
        <span className="text-xs text-muted-foreground">
          {t("story.voted", { voted: story.votedCount, count: story.voterCount })}
        </span>
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

function SidePanel({ roomId, isManager, mailConfigured, hasOpenBatch, revealed }: { roomId: string; isManager: boolean; mailConfigured: boolean; hasOpenBatch: boolean; revealed: AsyncBatch | null }) {
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
