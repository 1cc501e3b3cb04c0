import { Lock } from "lucide-react";
import { Link } from "../../router";
import { buttonClasses } from "../../components/ui/Button";
import { api } from "../../lib/api";
import { useQuery } from "../../sync/react";
import { RoomJoinCard } from "./RoomJoinCard";
import { RoomNotFound } from "./RoomNotFound";
import { RoomStatus } from "./RoomStatus";
import { useT } from "../../i18n/I18nProvider";

/** The room page for a signed-out visitor (spec 2): whether the room exists, and a way to sign in. */
export function SignedOutRoom({ code }: { code: string }) {
  const t = useT("room");
  const room = useQuery(api.rooms.getRoomByCode, { code });
  if (room === null) return <RoomNotFound code={code} />;
  if (room === undefined) return <RoomStatus label={t("status.loading")} />;
  // Sign-in and sign-up bring the visitor back here afterwards.
  const back = `?redirect=${encodeURIComponent(`/room/${code}`)}`;
  return (
    <RoomJoinCard code={code} title={t("join.titleNamed", { name: room.name })} description={t("join.invited")}>
      <div className="flex gap-3 rounded-lg border border-border bg-subtle p-4 text-subtle-foreground" role="note" aria-labelledby="auth-required-title">
        <Lock className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
        <div>
          <p id="auth-required-title" className="font-semibold">
            {t("join.authRequired")}
          </p>
          <p className="mt-0.5 text-sm">{t("join.authBody")}</p>
        </div>
      </div>
      <div className="flex flex-col gap-2 sm:flex-row">
        <Link to={`/signin${back}`} className={buttonClasses({ className: "sm:flex-1" })}>
          {t("join.signIn")}
        </Link>
        <Link to={`/signup${back}`} className={buttonClasses({ variant: "outline", className: "sm:flex-1" })}>
          {t("join.signUp")}
        </Link>
      </div>
    </RoomJoinCard>
  );
}
