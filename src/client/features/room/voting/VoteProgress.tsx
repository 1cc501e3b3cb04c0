import { progressText, type VoteCounts } from "./voteCounts";
import { useLanguage, useT } from "../../../i18n/I18nProvider";

/** 'x of y voted' (spec 6: excluded participants are not counted), who is away, and a thin bar for the eye. */
export function VoteProgress({ counts }: { counts: VoteCounts }) {
  const t = useT("voting");
  const { language } = useLanguage();
  const { voted, eligible } = counts;
  const share = eligible === 0 ? 0 : Math.min(100, Math.round((voted / eligible) * 100));
  return (
    <div className="flex min-w-[7.5rem] flex-col gap-1.5">
      <p className="text-sm font-medium text-muted-foreground tabular-nums" data-testid="vote-progress">
        {progressText(t, language, { voted, expected: eligible, awayNames: counts.awayNames })}
      </p>
      <div className="h-1.5 overflow-hidden rounded-full bg-muted" aria-hidden="true">
        <div className="h-full rounded-full bg-primary transition-[width] duration-300" style={{ width: `${share}%` }} />
      </div>
    </div>
  );
}
