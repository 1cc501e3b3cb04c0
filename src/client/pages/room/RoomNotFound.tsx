import { Home, SearchX } from "lucide-react";
import { Link } from "react-router";
import { MESSAGES } from "../../../shared/messages";
import { buttonClasses } from "../../components/ui/Button";

/** No room has this code (spec 2): 'Room Not Found', ROOM_404 and a hint to check the code. */
export function RoomNotFound({ code }: { code: string }) {
  return (
    <section className="flex flex-1 items-center justify-center px-4 py-16 sm:py-24" aria-labelledby="room-not-found-title">
      <div className="flex w-full max-w-lg flex-col items-center text-center">
        <div className="relative mb-6">
          <div className="absolute inset-0 rounded-full bg-primary/15 blur-2xl" aria-hidden="true" />
          <div className="relative flex size-20 items-center justify-center rounded-2xl border border-border bg-surface shadow-card">
            <SearchX className="size-9 text-primary dark:text-link" aria-hidden="true" />
          </div>
        </div>
        <p className="mb-2 font-mono text-sm font-semibold tracking-widest text-link">{MESSAGES.pages.roomNotFoundCode}</p>
        <h1 id="room-not-found-title" className="text-3xl font-bold tracking-tight sm:text-4xl">
          {MESSAGES.pages.roomNotFoundTitle}
        </h1>
        <p className="mt-3 max-w-md text-base text-muted-foreground text-pretty">
          No room has the code <span className="font-mono font-semibold break-all text-foreground">{code}</span>. {MESSAGES.pages.roomNotFoundHint}
        </p>
        <Link to="/" className={buttonClasses({ className: "mt-8" })}>
          <Home aria-hidden="true" />
          Back to Home
        </Link>
      </div>
    </section>
  );
}
