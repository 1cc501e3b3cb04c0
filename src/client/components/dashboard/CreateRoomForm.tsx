import { useId, useState, type FormEvent } from "react";
import { useNavigate } from "../../router";
import { toast } from "../toast";
import { ROOMS_MESSAGES } from "../../../shared/messages/rooms";
import { CUSTOM_CODE_MAX_LENGTH } from "../../../shared/roomCode";
import { optionalCustomRoomCodeSchema, ROOM_NAME_MAX_LENGTH, validationMessage } from "../../../shared/validation";
import { getSessionId } from "../../session/sessionId";
import { api } from "../../lib/api";
import { useMutation } from "../../sync/react";
import { serverMessageOr } from "../../lib/serverMessage";
import { DeckFields, isSpecDeck, settingOfDraft, type DeckDraft } from "../../features/decks";
import { useLanguage, useT } from "../../i18n/I18nProvider";
import { useSayMessage } from "../../i18n/serverMessages";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { Label } from "../ui/Label";
import { Switch } from "../ui/Switch";
import { DEFAULT_MAX_FIBONACCI } from "../../../shared/deck";

/**
 * 'Create New Room' (spec 2, 5): name, permanent flag, custom code for permanent rooms, the deck
 * (issue 15: Fibonacci up to the chosen highest card by default, as the spec's form).
 */
export function CreateRoomForm({ onCancel, onCreated }: { onCancel: () => void; onCreated: () => void }) {
  const createRoom = useMutation(api.rooms.createRoom);
  const t = useT("dashboard");
  // The validation sentences are the shared catalogue's: said in the page's language.
  const say = useSayMessage(useLanguage().language);
  const navigate = useNavigate();
  const ids = { permanent: useId() };
  const [name, setName] = useState("");
  const [isPermanent, setIsPermanent] = useState(false);
  const [customCode, setCustomCode] = useState("");
  const [codeError, setCodeError] = useState<string | null>(null);
  // Null until someone touches the deck: the room is then created exactly as before decks existed.
  const [deckDraft, setDeckDraft] = useState<DeckDraft | null>(null);
  const [deckTried, setDeckTried] = useState(false);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const trimmedName = name.trim();
    // Spec 5: a blank name is ignored on submit.
    if (!trimmedName || busy) return;
    let code: string | undefined;
    if (isPermanent) {
      const parsed = optionalCustomRoomCodeSchema.safeParse(customCode);
      if (!parsed.success) {
        setCodeError(validationMessage(optionalCustomRoomCodeSchema, customCode));
        return;
      }
      code = parsed.data;
    }
    let deck = {};
    if (deckDraft) {
      const { setting } = settingOfDraft(deckDraft);
      if (!setting) return setDeckTried(true);
      // Today's deck is sent as today (the highest card alone); any other deck is named.
      if (!isSpecDeck(setting)) deck = { deck: setting };
    }
    setBusy(true);
    try {
      const result = await createRoom({
        name: trimmedName,
        sessionId: getSessionId(),
        maxFibonacci: deckDraft?.maxFibonacci ?? DEFAULT_MAX_FIBONACCI,
        isPermanent,
        ...deck,
        // Spec 7: only sent for permanent rooms, upper-cased.
        ...(code ? { customCode: code } : {}),
      });
      toast.success(ROOMS_MESSAGES.created);
      onCreated();
      await navigate(`/room/${result.code}`);
    } catch (error) {
      toast.error(serverMessageOr(error, ROOMS_MESSAGES.createFailed));
      setBusy(false);
    }
  };

  const onCodeChange = (value: string) => {
    const next = value.toUpperCase();
    setCustomCode(next);
    if (codeError) setCodeError(validationMessage(optionalCustomRoomCodeSchema, next));
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4" aria-label={t("create.title")}>
      <Field
        label={t("create.name")}
        name="roomName"
        placeholder={t("create.namePlaceholder")}
        autoComplete="off"
        autoFocus
        required
        maxLength={ROOM_NAME_MAX_LENGTH}
        value={name}
        onChange={(event) => setName(event.target.value)}
      />
      <DeckFields draft={deckDraft} onChange={setDeckDraft} showErrors={deckTried} />
      <div className="flex items-start justify-between gap-4 rounded-lg border border-border bg-muted/40 p-3">
        <div className="min-w-0">
          <Label htmlFor={ids.permanent}>{t("create.permanent")}</Label>
          <p id={`${ids.permanent}-hint`} className="text-xs text-muted-foreground">
            {t("create.permanentHint")}
          </p>
        </div>
        <Switch
          id={ids.permanent}
          checked={isPermanent}
          onCheckedChange={(checked) => {
            setIsPermanent(checked);
            setCodeError(null);
          }}
          aria-describedby={`${ids.permanent}-hint`}
        />
      </div>
      {isPermanent && (
        <Field
          label={t("create.code")}
          name="customCode"
          placeholder="TEAM42"
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          maxLength={CUSTOM_CODE_MAX_LENGTH}
          className="font-mono tracking-wider uppercase placeholder:font-sans placeholder:tracking-normal"
          value={customCode}
          onChange={(event) => onCodeChange(event.target.value)}
          error={codeError && say(codeError)}
          hint={t("create.codeHint")}
        />
      )}
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          {t("form.cancel")}
        </Button>
        <Button type="submit" busy={busy} disabled={!name.trim()}>
          {t("create.open")}
        </Button>
      </div>
    </form>
  );
}
