// The timer's start menu, loaded when a manager first opens it (the room's first paint goes without it).
import { useId, useState, type FormEvent } from "react";
import { TIMER_PRESETS_MS } from "../../../../shared/countdown";
import { TIMER_MESSAGES } from "../../../../shared/messages/timer";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation } from "../../../sync/react";
import { toastFailure } from "../../../lib/failureToast";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogContent, DialogHeader } from "../../../components/ui/Dialog";
import { Field } from "../../../components/ui/Field";
import { Label } from "../../../components/ui/Label";
import { Switch } from "../../../components/ui/Switch";
import { parseTimerLength } from "./timerInput";
import { formatShortDuration } from "../../../i18n/format";
import { useLanguage, useT } from "../../../i18n/I18nProvider";

export interface TimerStartDialogProps {
  roomId: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Votes are already revealed: "reveal at zero" has nothing left to do. */
  revealed: boolean;
}

export default function TimerStartDialog({ roomId, open, onOpenChange, revealed }: TimerStartDialogProps) {
  const t = useT("voting");
  const { language } = useLanguage();
  const start = useMutation(api.voting.startTimer);
  const [custom, setCustom] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [revealAtZero, setRevealAtZero] = useState(false);
  const [busy, setBusy] = useState<number | "custom" | null>(null);
  const switchId = useId();

  const startFor = async (durationMs: number, which: number | "custom") => {
    setBusy(which);
    try {
      await start({ roomId, sessionId: getSessionId(), durationMs, ...(revealed ? {} : { revealAtZero }) });
      onOpenChange(false);
    } catch (failure) {
      toastFailure(TIMER_MESSAGES.startFailed, failure);
    } finally {
      setBusy(null);
    }
  };
  const submitCustom = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseTimerLength(custom);
    if ("error" in parsed) return setError(parsed.error);
    setError(null);
    void startFor(parsed.ms, "custom");
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent aria-describedby={undefined} className="max-w-md">
        <DialogHeader title={t("timer.startTitle")} description={t("timer.startDescription")} />
        <div className="grid grid-cols-2 gap-2 sm:grid-cols-4" role="group" aria-label={t("timer.presets")}>
          {TIMER_PRESETS_MS.map((ms) => (
            <Button
              key={ms}
              variant="outline"
              busy={busy === ms}
              disabled={busy !== null}
              onClick={() => void startFor(ms, ms)}
            >
              {formatShortDuration(language, ms)}
            </Button>
          ))}
        </div>
        <form onSubmit={submitCustom} className="flex items-start gap-2" noValidate>
          <div className="flex-1">
            <Field
              label={t("timer.custom")}
              value={custom}
              onChange={(event) => setCustom(event.target.value)}
              error={error}
              hint={t("timer.customHint")}
              inputMode="decimal"
              autoComplete="off"
              maxLength={8}
            />
          </div>
          <Button type="submit" className="mt-6.5" busy={busy === "custom"} disabled={busy !== null}>
            {t("timer.start")}
          </Button>
        </form>
        {!revealed && (
          <div className="flex items-center justify-between gap-3 rounded-lg bg-muted/60 px-3 py-2.5">
            <Label htmlFor={switchId} className="cursor-pointer">
              {t("timer.revealAtZero")}
            </Label>
            <Switch id={switchId} checked={revealAtZero} onCheckedChange={setRevealAtZero} />
          </div>
        )}
      </DialogContent>
    </Dialog>
  );
}
