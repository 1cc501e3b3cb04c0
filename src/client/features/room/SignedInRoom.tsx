import { useDeferredValue, type FormEvent } from "react";
import { Link } from "../../router";
import { Alert } from "../../components/ui/Alert";
import { Button, buttonClasses } from "../../components/ui/Button";
import { JoinedRoom } from "./JoinedRoom";
import { RoomJoinCard } from "./RoomJoinCard";
import { RoomNotFound } from "./RoomNotFound";
import { RoomStatus } from "./RoomStatus";
import { useRoomJoin } from "./useRoomJoin";
import { useT } from "../../i18n/I18nProvider";

/** The room page for a signed-in user: the views of the room-join flow (spec 2, 4). */
export function SignedInRoom({ code }: { code: string }) {
  const t = useT("room");
  const { state, roomName, roomData: latestRoomData, submit, leave } = useRoomJoin(code);
  // Live data arrives through useSyncExternalStore, which renders at once and in one piece. The
  // room (first shown, or changed by a vote) renders in the background instead: React splits that
  // work into slices between which the page stays responsive, then shows it in one commit.
  const roomData = useDeferredValue(latestRoomData);

  switch (state.status) {
    case "loading-room":
      return <RoomStatus label={t("status.loading")} />;
    case "room-not-found":
      return <RoomNotFound code={code} />;
    case "auto-joining":
      return <RoomStatus label={t("status.joining")} />;
    case "ready-to-join":
    case "joining":
      // Before the one automatic attempt (the user is still loading) there is nothing to fill in.
      if (state.status === "ready-to-join" && !state.autoJoinTried) return <RoomStatus label={t("status.joining")} />;
      return (
        <JoinForm
          code={code}
          roomName={roomName}
          error={state.status === "ready-to-join" ? state.error : null}
          busy={state.status === "joining"}
          onSubmit={submit}
        />
      );
    case "joined":
      return roomData ? <JoinedRoom roomData={roomData} onLeave={() => void leave()} /> : <RoomStatus label={t("status.loading")} />;
    case "kicked":
      return <RoomStatus label={t("status.leaving")} />;
    case "idle":
      return <RoomStatus label={t("status.leaving")} />;
  }
}

function JoinForm({ code, roomName, error, busy, onSubmit }: { code: string; roomName: string | null; error: string | null; busy: boolean; onSubmit: () => void }) {
  const t = useT("room");
  const handleSubmit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <RoomJoinCard code={code} title={roomName ? t("join.titleNamed", { name: roomName }) : t("join.title")} description={t("join.oneClick")}>
      <form onSubmit={handleSubmit} className="flex flex-col gap-4" aria-label={t("join.formLabel")}>
        {error && <Alert variant="error">{error}</Alert>}
        <Button type="submit" size="lg" busy={busy} className="w-full">
          {t("join.title")}
        </Button>
        <Link to="/" className={buttonClasses({ variant: "ghost", className: "w-full" })}>
          {t("join.backToDashboard")}
        </Link>
      </form>
    </RoomJoinCard>
  );
}
