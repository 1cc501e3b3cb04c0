import { ArrowDown, PartyPopper } from "lucide-react";
import { useId } from "react";
import { api } from "../../../lib/api";
import { useQuery } from "../../../sync/react";
import { Button } from "../../../components/ui/Button";
import { Card } from "../../../components/ui/Card";
import { SummaryExports } from "./SessionSummaryPanel";
import { UpNext } from "./UpNext";
import { totalsLine } from "./totalsLine";
import { useLanguage, useT } from "../../../i18n/I18nProvider";

interface SessionEndProps {
  roomId: string;
  currentStoryId: string | null;
  /** Whether the room estimates anything: a queue story, a typed one or a tracker's picked ticket. */
  estimating: boolean;
  isManager: boolean;
}

/**
 * The end of the session (issue 36): once no story of the queue is left to estimate and none is
 * current, it says so, with the summary's totals, a way to the summary, and its exports. Before
 * that, while the room estimates nothing, a manager is offered the queue's next story.
 */
export function SessionEnd({ roomId, currentStoryId, estimating, isManager }: SessionEndProps) {
  const t = useT("queue");
  const { language } = useLanguage();
  const summary = useQuery(api.queue.getSessionSummary, { roomId });
  const id = useId();
  if (!summary || summary.stories.length === 0 || currentStoryId !== null) return null;
  const next = summary.notEstimated[0];
  if (next) return isManager && !estimating ? <UpNext roomId={roomId} story={next} /> : null;
  const toSummary = () => {
    const heading = document.querySelector<HTMLElement>("[data-summary-heading]");
    heading?.scrollIntoView({ block: "start", behavior: "smooth" });
    heading?.focus({ preventScroll: true });
  };
  return (
    <Card className="flex flex-col gap-3 border-primary/40 p-5 sm:p-6" role="region" aria-labelledby={`${id}-title`} data-testid="session-end">
      <h2 id={`${id}-title`} className="flex items-center gap-2 text-lg font-semibold tracking-tight">
        <PartyPopper className="size-5 text-primary" aria-hidden="true" />
        {t("end.title")}
      </h2>
      <p className="text-sm" data-testid="session-end-text">
        {t("end.text", { totals: totalsLine(t, language, summary) })}
      </p>
      <div className="flex flex-wrap gap-2">
        <Button size="sm" onClick={toSummary}>
          <ArrowDown aria-hidden="true" />
          {t("end.toSummary")}
        </Button>
        {isManager && <SummaryExports roomId={roomId} />}
      </div>
    </Card>
  );
}
