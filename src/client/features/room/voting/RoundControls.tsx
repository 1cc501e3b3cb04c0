import { Eye, RotateCcw, Trash2 } from "lucide-react";
import { useState } from "react";
import { toast } from "../../../components/toast";
import { VOTING_MESSAGES } from "../../../../shared/messages/voting";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation } from "../../../sync/react";
import { toastFailure } from "../../../lib/failureToast";
import { ConfirmDialog } from "../../../components/ui/AlertDialog";
import { Button } from "../../../components/ui/Button";
import { SHORTCUT_TARGET } from "./useRoomShortcuts";
import { revealQuestion, type VoteCounts } from "./voteCounts";
import { useLanguage, useT } from "../../../i18n/I18nProvider";

type Busy = "reveal" | "clear" | "reset" | null;

/**
 * Owners' and admins' controls (spec 4, 5): Reveal (confirmed when not everyone voted) and
 * Clear (always confirmed) while voting; New Round once revealed. Reveal and Clear need a vote.
 * With "everyone facilitates" (issue 15) members get Reveal and New Round, not Clear.
 */
export function RoundControls({ roomId, revealed, counts, canClear }: { roomId: string; revealed: boolean; counts: VoteCounts; canClear: boolean }) {
  const t = useT("voting");
  const { language } = useLanguage();
  const reveal = useMutation(api.voting.revealVotes);
  const clear = useMutation(api.voting.clearVotes);
  const reset = useMutation(api.voting.resetVoting);
  const [busy, setBusy] = useState<Busy>(null);
  const [confirming, setConfirming] = useState<"reveal" | "clear" | null>(null);
  const noVotes = counts.cast === 0;

  const run = async (action: Exclude<Busy, null>, call: () => Promise<unknown>, failure: string, success?: string) => {
    setBusy(action);
    try {
      await call();
      if (success) toast.success(success);
    } catch (error) {
      toastFailure(failure, error);
    } finally {
      setBusy(null);
    }
  };
  const args = () => ({ roomId, sessionId: getSessionId() });
  const doReveal = () => run("reveal", () => reveal(args()), VOTING_MESSAGES.revealFailed);
  const doClear = () => run("clear", () => clear(args()), VOTING_MESSAGES.clearFailed, VOTING_MESSAGES.cleared);
  // On failure the room is still revealed, so the results simply stay (spec 4).
  const doReset = () => run("reset", () => reset(args()), VOTING_MESSAGES.resetFailed);

  return (
    <div className="flex flex-wrap items-center gap-2">
      {canClear && (
        <Button variant="outline" size="sm" disabled={noVotes || busy !== null} busy={busy === "clear"} onClick={() => setConfirming("clear")} title={t("controls.clear")}>
          {busy !== "clear" && <Trash2 aria-hidden="true" />}
          {/* An icon on a phone, so the round's controls take one row (issue 36). */}
          <span className="max-sm:sr-only">{t("controls.clear")}</span>
        </Button>
      )}
      {revealed ? (
        <Button size="sm" disabled={busy !== null} busy={busy === "reset"} onClick={doReset} data-shortcut={SHORTCUT_TARGET.newRound} aria-keyshortcuts="N">
          {busy !== "reset" && <RotateCcw aria-hidden="true" />}
          {t("controls.newRound")}
        </Button>
      ) : (
        <Button
          size="sm"
          disabled={noVotes || busy !== null}
          busy={busy === "reveal"}
          data-shortcut={SHORTCUT_TARGET.reveal}
          aria-keyshortcuts="R"
          onClick={() => (counts.voted < counts.eligible ? setConfirming("reveal") : void doReveal())}
        >
          {busy !== "reveal" && <Eye aria-hidden="true" />}
          {t("controls.reveal")}
        </Button>
      )}

      <ConfirmDialog
        open={confirming === "reveal"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("reveal.confirmTitle")}
        description={revealQuestion(t, language, counts)}
        confirmLabel={t("reveal.confirm")}
        onConfirm={() => void doReveal()}
      />
      <ConfirmDialog
        open={confirming === "clear"}
        onOpenChange={(open) => !open && setConfirming(null)}
        title={t("clear.title")}
        description={t("clear.description", { count: counts.cast })}
        confirmLabel={t("controls.clear")}
        destructive
        onConfirm={() => void doClear()}
      />
    </div>
  );
}

