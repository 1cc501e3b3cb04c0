import { Home, SearchX } from "lucide-react";
import { Link } from "../../router";
import { PAGES_MESSAGES } from "../../../shared/messages/pages";
import { ErrorScreen } from "../../components/ErrorPage";
import { buttonClasses } from "../../components/ui/Button";
import { around } from "../../i18n/helpers";
import { useT } from "../../i18n/I18nProvider";

/** No room has this code (spec 2): 'Room Not Found', ROOM_404 and a hint to check the code. */
export function RoomNotFound({ code }: { code: string }) {
  const t = useT("room");
  const [before, after] = around(t, "notFound.noRoom", "code");
  return (
    <ErrorScreen
      icon={SearchX}
      code={PAGES_MESSAGES.roomNotFoundCode}
      title={PAGES_MESSAGES.roomNotFoundTitle}
      description={
        <>
          {before}
          <span className="font-mono font-semibold break-all text-foreground">{code}</span>
          {after} {PAGES_MESSAGES.roomNotFoundHint}
        </>
      }
    >
      <Link to="/" className={buttonClasses({ className: "mt-8" })}>
        <Home aria-hidden="true" />
        {t("notFound.home")}
      </Link>
    </ErrorScreen>
  );
}
