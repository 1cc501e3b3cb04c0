import { Eye } from "lucide-react";
import { memo, useMemo, useState } from "react";
import { AUTO_REVEAL_DELAY_MS, displaySeconds, type RoundTimer } from "../../../../shared/countdown";
import { TIMER_MESSAGES } from "../../../../shared/messages/timer";
import { useRemainingMs } from "../../../hooks/useServerCountdown";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation } from "../../../sync/react";
import { toast } from "../../../components/toast";
import { toastFailure } from "../../../lib/failureToast";
import { Button } from "../../../components/ui/Button";
import { formatDuration, formatNumber } from "../../../i18n/format";
import { useLanguage, useT } from "../../../i18n/I18nProvider";

/**
 * The auto-reveal countdown (issue 15): once every present voter has voted, the server reveals at
 * `autoRevealAt` (server time); everyone sees "Revealing in 3…", facilitators may cancel. The
 * screen reader hears it once, when it starts, not every second.
 */
export const AutoRevealCountdown = memo(function AutoRevealCountdown({ roomId, autoRevealAt, canRun }: { roomId: string; autoRevealAt: number | null; canRun: boolean }) {
  const countdown = useMemo<RoundTimer | null>(
    () => (autoRevealAt === null ? null : { status: "running", durationMs: AUTO_REVEAL_DELAY_MS, endsAt: autoRevealAt }),
    [autoRevealAt],
  );
  const t = useT("voting");
  const { language } = useLanguage();
  const left = useRemainingMs(countdown);
  const [seen, setSeen] = useState(autoRevealAt);
  const [startedWith, setStartedWith] = useState<number | null>(null);
  if (seen !== autoRevealAt) {
    setSeen(autoRevealAt);
    // A restart (a vote changed) is not news worth a second sentence.
    if (seen === null && autoRevealAt !== null) setStartedWith(displaySeconds(left ?? AUTO_REVEAL_DELAY_MS));
  }
  return (
    <>
      {left !== null && (
        <div className="flex animate-fade-in flex-wrap items-center justify-between gap-3 rounded-xl border border-primary/30 bg-subtle px-4 py-2.5 text-subtle-foreground" data-testid="auto-reveal">
          <p className="flex items-center gap-2.5 text-sm font-semibold">
            <Eye className="size-5 shrink-0" aria-hidden="true" />
            <span className="tabular-nums" data-testid="auto-reveal-countdown">
              {left > 0 ? t("timer.revealingIn", { seconds: formatNumber(language, displaySeconds(left)) }) : t("timer.revealing")}
            </span>
          </p>
          {canRun && <CancelButton roomId={roomId} />}
        </div>
      )}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only">
        {startedWith !== null && t("timer.said.autoReveal", { duration: formatDuration(language, startedWith) })}
      </p>
    </>
  );
});

function CancelButton({ roomId }: { roomId: string }) {
  const t = useT("voting");
  const cancel = useMutation(api.voting.cancelAutoReveal);
  const [busy, setBusy] = useState(false);
  const onCancel = async () => {
    setBusy(true);
    try {
      const { cancelled } = await cancel({ roomId, sessionId: getSessionId() });
      if (cancelled) toast.success(TIMER_MESSAGES.autoRevealCancelled);
    } catch (error) {
      toastFailure(TIMER_MESSAGES.cancelAutoRevealFailed, error);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="outline" size="sm" busy={busy} onClick={() => void onCancel()}>
      {t("timer.cancel")}
    </Button>
  );
}
