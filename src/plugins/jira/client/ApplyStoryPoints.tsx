import { Upload } from "lucide-react";
import { useId, useMemo, useState } from "react";
import { toast } from "../../../client/components/toast";
import { resolveDeck, type DeckSetting } from "../../../shared/decks";
import { checkDeckStoryPoints, suggestDeckPoints } from "../../../shared/suggestedPoints";
import { getSessionId } from "../../../client/session/sessionId";
import { api } from "../../../client/lib/api";
import { useAction } from "../../../client/sync/react";
import { Button } from "../../../client/components/ui/Button";
import { Label } from "../../../client/components/ui/Label";
import { writePointsToJira } from "./writePointsToJira";
import { useT } from "../../../client/i18n/I18nProvider";

interface Props {
  roomId: string;
  ticketKey: string;
  /** The room's deck (issue 15): its numbers are the choices; a deck of letters offers none. */
  deck: DeckSetting;
  /** The revealed votes' values. */
  voteValues: readonly string[];
}

/** After a reveal: the deck's numbers (no '?') with the suggestion preselected, written to JIRA. */
export function ApplyStoryPoints({ roomId, ticketKey, deck: setting, voteValues }: Props) {
  const t = useT("trackers");
  const update = useAction(api.jira.updateStoryPoints);
  const id = useId();
  const deck = useMemo(() => resolveDeck(setting), [setting]);
  const choices = deck.pointChoices;
  const suggested = useMemo(() => suggestDeckPoints(voteValues, deck), [voteValues, deck]);
  const [value, setValue] = useState(suggested === null ? "" : String(suggested));
  const [busy, setBusy] = useState(false);

  const onApply = async () => {
    const check = checkDeckStoryPoints(value, setting);
    if (!check.ok) return void toast.error(check.message);
    setBusy(true);
    await writePointsToJira(() => update({ roomId, sessionId: getSessionId(), ticketKey, storyPoints: check.points }));
    setBusy(false);
  };

  if (choices.length === 0) {
    return (
      <p className="border-t border-border pt-3 text-sm text-muted-foreground" data-testid="apply-story-points">
        {t("jira.notNumbers", { key: ticketKey })}
      </p>
    );
  }
  return (
    <div className="flex flex-col gap-2 border-t border-border pt-3" data-testid="apply-story-points">
      <Label htmlFor={id}>{t("jira.apply")}</Label>
      <div className="flex flex-wrap items-center gap-2">
        <select
          id={id}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          className="h-10 w-44 rounded-lg border border-input bg-surface px-3 text-sm text-surface-foreground shadow-xs focus-visible:outline-2 focus-visible:outline-ring"
        >
          <option value="">{t("jira.choose")}</option>
          {choices.map((n) => (
            <option key={n} value={String(n)}>
              {n === suggested ? t("jira.suggestedOption", { value: n }) : n}
            </option>
          ))}
        </select>
        <Button onClick={() => void onApply()} busy={busy}>
          {!busy && <Upload aria-hidden="true" />}
          {t("jira.applyTo", { key: ticketKey })}
        </Button>
      </div>
      {suggested !== null && <p className="text-xs text-muted-foreground">{t("jira.suggested", { value: suggested })}</p>}
    </div>
  );
}
