import { useState, type FormEvent } from "react";
import { useNavigate } from "../../router";
import { toast } from "../toast";
import { ROOMS_MESSAGES } from "../../../shared/messages/rooms";
import { JOIN_CODE_MAX_LENGTH } from "../../../shared/roomCode";
import { joinCodeSchema, validationMessage } from "../../../shared/validation";
import { getSessionId } from "../../session/sessionId";
import { api } from "../../lib/api";
import { useMutation } from "../../sync/react";
import { serverMessageOr } from "../../lib/serverMessage";
import { useLanguage, useT } from "../../i18n/I18nProvider";
import { useSayMessage } from "../../i18n/serverMessages";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";

/** 'Join Existing Room' (spec 2, 5): the code, upper-cased as typed, joined before going to the room. */
export function JoinRoomForm({ onCancel, onJoined }: { onCancel: () => void; onJoined: () => void }) {
  const joinRoom = useMutation(api.rooms.joinRoom);
  const t = useT("dashboard");
  // The validation sentences are the shared catalogue's: said in the page's language.
  const say = useSayMessage(useLanguage().language);
  const navigate = useNavigate();
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    const parsed = joinCodeSchema.safeParse(code);
    if (!parsed.success) {
      setError(validationMessage(joinCodeSchema, code));
      return;
    }
    setBusy(true);
    const toastId = toast.loading(ROOMS_MESSAGES.joining);
    try {
      await joinRoom({ code: parsed.data, sessionId: getSessionId() });
      toast.success(ROOMS_MESSAGES.joined, { id: toastId });
      onJoined();
      await navigate(`/room/${parsed.data}`);
    } catch (caught) {
      toast.error(serverMessageOr(caught, ROOMS_MESSAGES.joinFailedFromDashboard), { id: toastId });
      setBusy(false);
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t("join.title")}>
      <Field
        label={t("join.code")}
        name="roomCode"
        placeholder="ABC123"
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        autoFocus
        required
        maxLength={JOIN_CODE_MAX_LENGTH}
        className="font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal"
        value={code}
        onChange={(event) => {
          setCode(event.target.value.toUpperCase());
          setError(null);
        }}
        error={error && say(error)}
      />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t("form.cancel")}
        </Button>
        <Button type="submit" busy={busy} disabled={!code.trim()}>
          {t("join.open")}
        </Button>
      </div>
    </form>
  );
}
