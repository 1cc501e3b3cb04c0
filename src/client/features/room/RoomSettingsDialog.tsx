// Room settings (issue 15), loaded on first open: the deck, auto-reveal, "everyone
// facilitates" and "Don't wait for away people" (issue 36). Owners and admins open it; only the owner switches who facilitates (the server
// checks both). A deck with other cards clears the round, so that asks first.
import { useId, useState, type FormEvent } from "react";
import { resolveDeck, sameCards, type DeckSetting } from "../../../shared/decks";
import { ROOMS_MESSAGES } from "../../../shared/messages/rooms";
import { canChangeFacilitation, type RoomRole } from "../../../shared/permissions";
import type { RoomSettingsChange } from "../../../shared/roomSettings";
import { getSessionId } from "../../session/sessionId";
import { api } from "../../lib/api";
import { useMutation, useQuery } from "../../sync/react";
import { toast } from "../../components/toast";
import { DeckFields, draftOf, sameDeckSetting, settingOfDraft, SwitchRow } from "../decks";
import { Alert } from "../../components/ui/Alert";
import { ConfirmDialog } from "../../components/ui/AlertDialog";
import { Button } from "../../components/ui/Button";
import { Dialog, DialogContent, DialogFooter, DialogHeader } from "../../components/ui/Dialog";
import { serverMessageOr } from "../../lib/serverMessage";
import type { RoomInfo } from "../../lib/roomTypes";
import { useT } from "../../i18n/I18nProvider";

interface RoomSettingsDialogProps {
  room: RoomInfo;
  role: RoomRole;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export default function RoomSettingsDialog({ room, role, open, onOpenChange }: RoomSettingsDialogProps) {
  const t = useT("room");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-xl">
        <DialogHeader title={t("settings.title")} description={t("settings.description")} />
        {/* Mounted per opening: the fields start from the room's settings as they are now. */}
        {open && <SettingsForm room={room} role={role} onDone={() => onOpenChange(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function SettingsForm({ room, role, onDone }: { room: RoomInfo; role: RoomRole; onDone: () => void }) {
  const t = useT("room");
  const update = useMutation(api.rooms.updateRoomSettings);
  // The room subscription the page already holds: whether a round would be lost.
  const roomData = useQuery(api.rooms.getRoomData, { roomId: room._id });
  const current = room.settings;
  const [draft, setDraft] = useState(() => draftOf(current.deck));
  const [autoReveal, setAutoReveal] = useState(current.autoReveal);
  const [everyoneFacilitates, setEveryoneFacilitates] = useState(current.everyoneFacilitates);
  const [skipAwayVoters, setSkipAwayVoters] = useState(current.skipAwayVoters);
  const [tried, setTried] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [confirmDeck, setConfirmDeck] = useState(false);
  const ownerOnly = !canChangeFacilitation(role);
  const ids = { autoReveal: useId(), everyoneFacilitates: useId(), skipAwayVoters: useId() };

  const change = (deck: DeckSetting): RoomSettingsChange => ({
    ...(sameDeckSetting(deck, current.deck) ? {} : { deck }),
    ...(autoReveal === current.autoReveal ? {} : { autoReveal }),
    ...(everyoneFacilitates === current.everyoneFacilitates ? {} : { everyoneFacilitates }),
    ...(skipAwayVoters === current.skipAwayVoters ? {} : { skipAwayVoters }),
  });

  const save = async (settings: RoomSettingsChange) => {
    setBusy(true);
    setError(null);
    try {
      await update({ roomId: room._id, sessionId: getSessionId(), ...settings });
      toast.success(ROOMS_MESSAGES.settingsSaved);
      onDone();
    } catch (caught) {
      setError(serverMessageOr(caught, ROOMS_MESSAGES.settingsSaveFailed));
      setBusy(false);
    }
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const { setting } = settingOfDraft(draft);
    if (!setting) return setTried(true);
    const settings = change(setting);
    if (Object.keys(settings).length === 0) return onDone();
    const roundUnderway = (roomData?.votes.length ?? 0) > 0 || room.isVotingRevealed;
    // Votes on the old cards mean nothing on the new ones: the server clears the round.
    if (settings.deck && roundUnderway && !sameCards(resolveDeck(current.deck), resolveDeck(settings.deck))) return setConfirmDeck(true);
    void save(settings);
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-5" aria-label={t("settings.title")}>
      {error && <Alert variant="error">{error}</Alert>}
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("settings.cards")}</legend>
        <DeckFields draft={draft} onChange={setDraft} showErrors={tried} disabled={busy} />
      </fieldset>
      <fieldset className="flex flex-col gap-3">
        <legend className="mb-2 text-sm font-semibold">{t("settings.rounds")}</legend>
        <div className="flex flex-col divide-y divide-border rounded-lg border border-border bg-muted/40">
          <SwitchRow
            id={ids.autoReveal}
            label={t("settings.autoReveal")}
            hint={t("settings.autoRevealHint")}
            checked={autoReveal}
            disabled={busy}
            onChange={setAutoReveal}
          />
          <SwitchRow
            id={ids.everyoneFacilitates}
            label={t("settings.everyoneFacilitates")}
            hint={ownerOnly ? t("settings.ownerOnly") : t("settings.everyoneFacilitatesHint")}
            checked={everyoneFacilitates}
            disabled={busy || ownerOnly}
            onChange={setEveryoneFacilitates}
          />
          <SwitchRow
            id={ids.skipAwayVoters}
            label={t("settings.skipAway")}
            hint={t("settings.skipAwayHint")}
            checked={skipAwayVoters}
            disabled={busy}
            onChange={setSkipAwayVoters}
          />
        </div>
      </fieldset>
      <DialogFooter>
        <Button variant="outline" onClick={onDone} disabled={busy}>
          {t("settings.cancel")}
        </Button>
        <Button type="submit" busy={busy}>
          {t("settings.save")}
        </Button>
      </DialogFooter>
      <ConfirmDialog
        open={confirmDeck}
        onOpenChange={setConfirmDeck}
        title={t("settings.deckConfirm.title")}
        description={t("settings.deckConfirm.description")}
        confirmLabel={t("settings.deckConfirm.confirm")}
        destructive
        onConfirm={() => {
          const { setting } = settingOfDraft(draft);
          if (setting) void save(change(setting));
        }}
      />
    </form>
  );
}
