import { Pause, Play, Square, Timer } from "lucide-react";
import { memo, useState } from "react";
import { TIMER_EXTEND_OPTIONS_MS, formatRemaining, remainingFraction, type RoundTimer as RoundTimerState } from "../../../../shared/countdown";
import { TIMER_MESSAGES } from "../../../../shared/messages/timer";
import { formatDuration, formatShortDuration } from "../../../i18n/format";
import { useLanguage, useT } from "../../../i18n/I18nProvider";
import { useRemainingMs, useServerNow } from "../../../hooks/useServerCountdown";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation } from "../../../sync/react";
import { toastFailure } from "../../../lib/failureToast";
import type { RoomInfo } from "../../../lib/roomTypes";
import { Button } from "../../../components/ui/Button";
import { cn } from "../../../components/ui/cn";
import { sayTimerMoment, timerChangeAnnouncement, timerTick, type TimerMoment } from "./timerAnnouncements";

type RoomTimer = NonNullable<RoomInfo["timer"]>;

export interface RoundTimerProps {
  roomId: string;
  timer: RoomTimer | null;
  /** The viewer may run the round (shared permissions): pause, resume, extend and stop. */
  canRun: boolean;
  revealed: boolean;
}

/**
 * The room's shared timer (issue 15): the same time left in every browser, computed from server
 * time. Only this component re-renders as the seconds go; the screen reader hears its changes and
 * a few moments (a minute left, 10 s, time up), never every second.
 */
export const RoundTimer = memo(function RoundTimer({ roomId, timer, canRun, revealed }: RoundTimerProps) {
  const t = useT("voting");
  const { language } = useLanguage();
  const left = useRemainingMs(timer);
  const moment = useTimerAnnouncement(timer, left);
  return (
    <>
      {timer && left !== null && <TimerBar roomId={roomId} timer={timer} left={left} canRun={canRun} revealed={revealed} />}
      {/* Always in the page, so the first "Timer started" is announced too. */}
      <p role="status" aria-live="polite" aria-atomic="true" className="sr-only" data-testid="timer-announcement">
        {moment && sayTimerMoment(t, language, moment)}
      </p>
    </>
  );
});

function TimerBar({ roomId, timer, left, canRun, revealed }: { roomId: string; timer: RoomTimer; left: number; canRun: boolean; revealed: boolean }) {
  const t = useT("voting");
  const { language } = useLanguage();
  const now = useServerNow();
  const paused = timer.status === "paused";
  const timeUp = left === 0;
  const revealing = timeUp && timer.revealsAtZero && !revealed;
  const share = Math.round(remainingFraction(timer, now()) * 100);
  return (
    <div
      role="group"
      aria-label={t("timer.label")}
      className={cn(
        "flex flex-wrap items-center gap-x-4 gap-y-2 rounded-xl border px-3 py-2 sm:px-4",
        timeUp ? "border-destructive/40 bg-destructive-subtle" : "border-border bg-muted/50",
      )}
      data-testid="round-timer"
    >
      {/* Never squeezed: on a phone the controls go to their own line instead. */}
      <div className="flex min-w-max flex-1 items-center gap-3">
        <Timer className={cn("size-5 shrink-0", timeUp ? "text-destructive-text" : "text-primary")} aria-hidden="true" />
        <span className="text-2xl leading-none font-semibold tabular-nums" data-testid="timer-remaining">
          {formatRemaining(left)}
        </span>
        <span className={cn("text-sm font-medium", timeUp ? "text-destructive-text" : "text-muted-foreground")} data-testid="timer-status">
          {timeUp ? (revealing ? t("timer.revealing") : t("timer.timeUp")) : paused ? t("timer.paused") : t("timer.of", { duration: formatDuration(language, Math.round(timer.durationMs / 1_000)) })}
        </span>
        <div className="hidden h-1.5 min-w-12 flex-1 overflow-hidden rounded-full bg-border sm:block" aria-hidden="true">
          <div className={cn("h-full rounded-full", timeUp ? "bg-destructive" : paused ? "bg-muted-foreground" : "bg-primary")} style={{ width: `${share}%` }} />
        </div>
      </div>
      {canRun && <TimerControls roomId={roomId} paused={paused} timeUp={timeUp} />}
    </div>
  );
}

type TimerChange = "pause" | "resume" | "extend" | "stop";

function TimerControls({ roomId, paused, timeUp }: { roomId: string; paused: boolean; timeUp: boolean }) {
  const t = useT("voting");
  const { language } = useLanguage();
  const pause = useMutation(api.voting.pauseTimer);
  const resume = useMutation(api.voting.resumeTimer);
  const extend = useMutation(api.voting.extendTimer);
  const stop = useMutation(api.voting.stopTimer);
  const [busy, setBusy] = useState<TimerChange | null>(null);
  const run = async (change: TimerChange, call: () => Promise<unknown>) => {
    setBusy(change);
    try {
      await call();
    } catch (error) {
      toastFailure(TIMER_MESSAGES.changeFailed, error);
    } finally {
      setBusy(null);
    }
  };
  const args = () => ({ roomId, sessionId: getSessionId() });
  return (
    <div className="flex flex-wrap items-center gap-1.5">
      {!timeUp &&
        (paused ? (
          <Button variant="outline" size="sm" busy={busy === "resume"} disabled={busy !== null} onClick={() => void run("resume", () => resume(args()))}>
            {busy !== "resume" && <Play aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">{t("timer.resume")}</span>
          </Button>
        ) : (
          <Button variant="outline" size="sm" busy={busy === "pause"} disabled={busy !== null} onClick={() => void run("pause", () => pause(args()))}>
            {busy !== "pause" && <Pause aria-hidden="true" />}
            <span className="sr-only sm:not-sr-only">{t("timer.pause")}</span>
          </Button>
        ))}
      {TIMER_EXTEND_OPTIONS_MS.map((byMs) => (
        <Button
          key={byMs}
          variant="ghost"
          size="sm"
          className="px-2.5"
          disabled={busy !== null}
          aria-label={t("timer.extend", { label: extendLabel(language, byMs), duration: formatDuration(language, byMs / 1_000) })}
          onClick={() => void run("extend", () => extend({ ...args(), byMs }))}
        >
          {extendLabel(language, byMs)}
        </Button>
      ))}
      <Button variant="ghost" size="sm" className="px-2.5" busy={busy === "stop"} disabled={busy !== null} onClick={() => void run("stop", () => stop(args()))}>
        {busy !== "stop" && <Square aria-hidden="true" />}
        <span className="sr-only sm:not-sr-only">{t("timer.stop")}</span>
      </Button>
    </div>
  );
}

const extendLabel = (language: Parameters<typeof formatShortDuration>[0], byMs: number) => `+${formatShortDuration(language, byMs)}`;

/** What the live region says: the latest change to the timer, or a moment passed (said in the page's language). */
function useTimerAnnouncement(timer: RoundTimerState | null, left: number | null): TimerMoment | null {
  const now = useServerNow();
  const [seenTimer, setSeenTimer] = useState(timer);
  const [seenLeft, setSeenLeft] = useState(left);
  const [moment, setMoment] = useState<TimerMoment | null>(null);
  if (timer !== seenTimer) {
    setSeenTimer(timer);
    setSeenLeft(left);
    const said = timerChangeAnnouncement(seenTimer, timer, now());
    if (said) setMoment(said);
  } else if (left !== seenLeft) {
    setSeenLeft(left);
    const said = left !== null && seenLeft !== null ? timerTick(seenLeft, left) : null;
    if (said) setMoment(said);
  }
  return moment;
}
