// "Card numbers" (managers, a room with a tracker source and a deck whose cards are not all
// numbers): the number each such card writes back to the tracker (T-shirt sizes as points). A card
// left empty has none, and recording it writes nothing. The server checks every number again.
import { Hash } from "lucide-react";
import { useState, type FormEvent } from "react";
import { cardNumber } from "../../../../shared/decks";
import { GENERIC_MESSAGES } from "../../../../shared/messages/generic";
import { TRACKERS_MESSAGES } from "../../../../shared/messages/trackers";
import { toast } from "../../../components/toast";
import { useT } from "../../../i18n/I18nProvider";
import { Button } from "../../../components/ui/Button";
import { Dialog, DialogContent, DialogHeader, DialogTrigger } from "../../../components/ui/Dialog";
import { Field } from "../../../components/ui/Field";
import { api } from "../../../lib/api";
import type { RoomInfo } from "../../../lib/roomTypes";
import { serverMessageOr } from "../../../lib/serverMessage";
import { getSessionId } from "../../../session/sessionId";
import { useMutation } from "../../../sync/react";
import { useRoomDeck } from "../voting";

const NUMBER = /^\d{1,5}(?:[.,]\d{1,3})?$/;

export function CardNumbers({ room, trackerLabel }: { room: RoomInfo; trackerLabel: string }) {
  const t = useT("trackers");
  const deck = useRoomDeck(room);
  const [open, setOpen] = useState(false);
  const cards = deck.sizes.filter((card) => cardNumber(card) === null);
  if (cards.length === 0 || !room.trackerSource) return null;
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="ghost" size="sm">
          <Hash aria-hidden="true" />
          {t("cardNumbers.title")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-w-md">
        <DialogHeader title={t("cardNumbers.title")} description={t("cardNumbers.description", { tracker: trackerLabel })} />
        {open && <CardNumbersForm roomId={room._id} cards={cards} current={room.trackerSource.cardValues} onDone={() => setOpen(false)} />}
      </DialogContent>
    </Dialog>
  );
}

function CardNumbersForm({ roomId, cards, current, onDone }: { roomId: string; cards: readonly string[]; current: Readonly<Record<string, number>>; onDone: () => void }) {
  const t = useT("trackers");
  const setCardValues = useMutation(api.trackers.setCardValues);
  const [typed, setTyped] = useState<Record<string, string>>(() => Object.fromEntries(cards.map((card) => [card, Object.hasOwn(current, card) ? String(current[card]) : ""])));
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const values: Record<string, number> = {};
    for (const card of cards) {
      const raw = (typed[card] ?? "").trim();
      if (!raw) continue;
      if (!NUMBER.test(raw)) return setError(TRACKERS_MESSAGES.cardValueInvalid);
      values[card] = Number(raw.replace(",", "."));
    }
    setBusy(true);
    setError(null);
    try {
      await setCardValues({ roomId, sessionId: getSessionId(), cardValues: values });
      toast.success(t("cardNumbers.saved"));
      onDone();
    } catch (caught) {
      setError(serverMessageOr(caught, GENERIC_MESSAGES.unexpected));
      setBusy(false);
    }
  };

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="card-numbers-form">
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {cards.map((card) => (
          <Field
            key={card}
            label={t("cardNumbers.card", { card })}
            inputMode="decimal"
            autoComplete="off"
            value={typed[card] ?? ""}
            onChange={(event) => {
              setTyped({ ...typed, [card]: event.target.value });
              setError(null);
            }}
          />
        ))}
      </div>
      {error && (
        <p role="alert" className="text-sm text-destructive">
          {error}
        </p>
      )}
      <div className="flex justify-end">
        <Button type="submit" busy={busy}>
          {t("cardNumbers.save")}
        </Button>
      </div>
    </form>
  );
}
