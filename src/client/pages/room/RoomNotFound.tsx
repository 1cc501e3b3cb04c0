import { Home, SearchX } from "lucide-react";
import { Link } from "../../router";
import { MESSAGES } from "../../../shared/messages";
import { ErrorScreen } from "../../components/ErrorPage";
import { buttonClasses } from "../../components/ui/Button";

/** No room has this code (spec 2): 'Room Not Found', ROOM_404 and a hint to check the code. */
export function RoomNotFound({ code }: { code: string }) {
  return (
    <ErrorScreen
      icon={SearchX}
      code={MESSAGES.pages.roomNotFoundCode}
      title={MESSAGES.pages.roomNotFoundTitle}
      description={
        <>
          No room has the code <span className="font-mono font-semibold break-all text-foreground">{code}</span>. {MESSAGES.pages.roomNotFoundHint}
        </>
      }
    >
      <Link to="/" className={buttonClasses({ className: "mt-8" })}>
        <Home aria-hidden="true" />
        Back to Home
      </Link>
    </ErrorScreen>
  );
}
