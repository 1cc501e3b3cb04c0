import { useId, useState, type FormEvent } from "react";
import { deadlineProblem } from "../../../../shared/asyncBatch";
import { ASYNC_MESSAGES } from "../../../../shared/messages/async";
import { Button } from "../../../components/ui/Button";
import { Input } from "../../../components/ui/Input";
import { Label } from "../../../components/ui/Label";
import { api } from "../../../lib/api";
import { serverMessageOr } from "../../../lib/serverMessage";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { getSessionId } from "../../../session/sessionId";
import { useMutation, useQuery } from "../../../sync/react";
import { defaultDeadline, formatDeadline, fromLocalInput, toLocalInput } from "./deadline";
import { useLanguage, useT } from "../../../i18n/I18nProvider";

/**
 * A manager opens stories of the queue for async estimation (issue 33): which ones (all still to
 * estimate by default), the deadline in their own time zone, whether a reason is asked, and the
 * consensus rule (one card apart, or 80 % on one card, unless changed).
 */
export function OpenBatchForm({ roomId, mailConfigured, onDone }: { roomId: string; mailConfigured: boolean; onDone: () => void }) {
  const t = useT("async");
  const { language } = useLanguage();
  const queue = useQuery(api.queue.getQueue, { roomId });
  const openBatch = useMutation(api.async.openBatch);
  const pending = (queue ?? []).filter((s) => s.status === "pending");
  const [picked, setPicked] = useState<ReadonlySet<string> | null>(null);
  const [deadline, setDeadline] = useState(() => toLocalInput(defaultDeadline(Date.now())));
  const [asksReason, setAsksReason] = useState(true);
  const [spread, setSpread] = useState(1);
  const [majority, setMajority] = useState(80);
  const [remindHours, setRemindHours] = useState(4);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  // Until someone unticks one, every story still to estimate is in.
  const chosen = picked ?? new Set(pending.map((s) => s._id));
  const toggle = (storyId: string) => {
    const next = new Set(chosen);
    if (next.has(storyId)) next.delete(storyId);
    else next.add(storyId);
    setPicked(next);
  };
  const at = fromLocalInput(deadline);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const problem = chosen.size === 0 ? ASYNC_MESSAGES.pickStories : deadlineProblem(at, Date.now());
    if (problem) return setError(problem);
    setBusy(true);
    try {
      const all = chosen.size === pending.length;
      await openBatch({ roomId, sessionId: getSessionId(), stories: all ? "allPending" : [...chosen], deadline: at, asksReason, rule: { maxSpreadCards: spread, majorityPercent: majority }, remindHoursBefore: remindHours });
      onDone();
    } catch (e) {
      setError(serverMessageOr(e, GENERIC_MESSAGES.unexpected));
    } finally {
      setBusy(false);
    }
  };

  if (queue !== undefined && pending.length === 0) return <p className="text-sm text-muted-foreground">{t("form.emptyQueue")}</p>;
  return (
    <form className="flex flex-col gap-4" onSubmit={submit} aria-describedby={error ? `${id}-error` : undefined}>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("form.stories", { chosen: chosen.size, count: pending.length })}</legend>
        <ul className="flex max-h-60 flex-col gap-1 overflow-y-auto">
          {pending.map((story) => (
            <li key={story._id}>
              <label className="flex items-start gap-2 text-sm">
                <input type="checkbox" className="mt-0.5 size-4 accent-primary" checked={chosen.has(story._id)} onChange={() => toggle(story._id)} />
                <span className="min-w-0 break-words">{story.title}</span>
              </label>
            </li>
          ))}
        </ul>
      </fieldset>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-deadline`}>{t("form.deadline")}</Label>
        <Input id={`${id}-deadline`} type="datetime-local" value={deadline} onChange={(e) => setDeadline(e.target.value)} required />
        {Number.isFinite(at) && <p className="text-xs text-muted-foreground">{t("form.deadlineHint", { at: formatDeadline(at, language === "en" ? undefined : language) })}</p>}
      </div>
      <div className="flex flex-col gap-1.5">
        <Label htmlFor={`${id}-remind`}>{t("form.remind")}</Label>
        <Input id={`${id}-remind`} className="w-24" type="number" min={0} max={720} value={remindHours} onChange={(e) => setRemindHours(Math.max(0, Math.min(720, Math.trunc(Number(e.target.value)) || 0)))} aria-describedby={`${id}-remind-hint`} />
        <p id={`${id}-remind-hint`} className="text-xs text-muted-foreground">
          {mailConfigured ? t("form.remindHint") : t("form.noMail")}
        </p>
      </div>
      <label className="flex items-center gap-2 text-sm">
        <input type="checkbox" className="size-4 accent-primary" checked={asksReason} onChange={(e) => setAsksReason(e.target.checked)} />
        {t("form.asksReason")}
      </label>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 text-sm font-medium">{t("form.rule")}</legend>
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <span>{t("form.rule.before")}</span>
          <Input aria-label={t("form.rule.spread")} className="w-16" type="number" min={0} max={10} value={spread} onChange={(e) => setSpread(Math.max(0, Math.min(10, Number(e.target.value) || 0)))} />
          <span>{t("form.rule.middle")}</span>
          <Input aria-label={t("form.rule.majority")} className="w-20" type="number" min={50} max={100} value={majority} onChange={(e) => setMajority(Math.max(50, Math.min(100, Number(e.target.value) || 50)))} />
          <span>{t("form.rule.after")}</span>
        </div>
      </fieldset>
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-destructive-text">
          {error}
        </p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" busy={busy}>
          {t("form.submit")}
        </Button>
        <Button variant="ghost" onClick={onDone}>
          {t("form.cancel")}
        </Button>
      </div>
    </form>
  );
}
