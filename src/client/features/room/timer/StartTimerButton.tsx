import { Timer } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import { Button } from "../../../components/ui/Button";
import { useT } from "../../../i18n/I18nProvider";

const TimerStartDialog = lazy(() => import("./TimerStartDialog"));

/** Opens the timer's start menu (loaded on first use); starting again replaces a running timer. */
export function StartTimerButton({ roomId, revealed }: { roomId: string; revealed: boolean }) {
  const t = useT("voting");
  const [open, setOpen] = useState(false);
  // Stays mounted once opened, so closing animates and gives focus back to this button.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        variant="outline"
        size="sm"
        className="px-2.5 sm:px-3"
        aria-haspopup="dialog"
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Timer aria-hidden="true" />
        {/* Phones keep the round's buttons on one line: the icon alone shows there. */}
        <span className="sr-only sm:not-sr-only">{t("timer.button")}</span>
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <TimerStartDialog roomId={roomId} open={open} onOpenChange={setOpen} revealed={revealed} />
        </Suspense>
      )}
    </>
  );
}
