import { SkipForward } from "lucide-react";
import { useState } from "react";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { focusFallbackHome } from "../../../hooks/focusHome";
import { getSessionId } from "../../../session/sessionId";
import { api } from "../../../lib/api";
import { useMutation } from "../../../sync/react";
import { serverMessageOr } from "../../../lib/serverMessage";
import { toast } from "../../../components/toast";
import { Button } from "../../../components/ui/Button";
import { useT } from "../../../i18n/I18nProvider";

/** Skip the queue's current story before anyone votes (issue 36): it is marked skipped and the room moves on. */
export function SkipStoryButton({ roomId }: { roomId: string }) {
  const t = useT("queue");
  const nextStory = useMutation(api.queue.nextStory);
  const [busy, setBusy] = useState(false);
  const skip = async () => {
    setBusy(true);
    try {
      await nextStory({ roomId, sessionId: getSessionId(), outcome: "skip" });
      focusFallbackHome();
    } catch (error) {
      toast.error(serverMessageOr(error, GENERIC_MESSAGES.unexpected));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant="ghost" size="sm" busy={busy} disabled={busy} onClick={() => void skip()} title={t("skip")}>
      {!busy && <SkipForward aria-hidden="true" />}
      {/* An icon on a phone, so the round's controls take one row (issue 36). */}
      <span className="max-sm:sr-only">{t("skip")}</span>
    </Button>
  );
}
