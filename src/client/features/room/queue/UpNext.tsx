import { Play } from "lucide-react";
import { useId, useState } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import type { SummaryStory } from "../../../../shared/sessionSummary";
import { focusFallbackHome } from "../../../hooks/focusHome";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation } from "../../../sync/react";
import { serverMessageOr } from "../../../lib/serverMessage";
import { toast } from "../../../components/toast";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { useT } from "../../../i18n/I18nProvider";

/**
 * The queue's next story, offered to a manager above the voting panel while the room estimates
 * nothing (issue 36): the loop starts where it runs, without a trip down to the queue (on a phone
 * the queue is below the fold).
 */
export function UpNext({ roomId, story }: { roomId: string; story: SummaryStory }) {
  const t = useT("queue");
  const startStory = useMutation(api.queue.startStory);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const start = async () => {
    setBusy(true);
    try {
      await startStory({ roomId, sessionId: getSessionId(), storyId: story.id });
      // This card goes with the start: the keyboard goes on to the voting.
      focusFallbackHome();
    } catch (error) {
      toast.error(serverMessageOr(error, GENERIC_MESSAGES.unexpected));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Card className="flex flex-wrap items-center justify-between gap-3 p-4 sm:p-5" role="region" aria-labelledby={`${id}-title`} data-testid="up-next">
      <div className="min-w-0">
        <h2 id={`${id}-title`} className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
          {t("upNext.title")}
        </h2>
        <p className="mt-0.5 text-sm font-medium break-words hyphens-auto">
          {story.ticketKey && <span className="mr-1.5 text-muted-foreground">{story.ticketKey}</span>}
          {story.title}
        </p>
      </div>
      <Button size="sm" onClick={() => void start()} busy={busy} disabled={busy}>
        {!busy && <Play aria-hidden="true" />}
        {t("upNext.start")}
      </Button>
    </Card>
  );
}
