import { DoorOpen } from "lucide-react";
import { useId, type ReactNode } from "react";
import { Input } from "../../components/ui/Input";
import { Label } from "../../components/ui/Label";
import { useT } from "../../i18n/I18nProvider";

/**
 * The join screen both signed-out visitors and a failed auto-join see: the room code from the
 * URL, prefilled and locked (spec 5), and whatever comes below it.
 */
export function RoomJoinCard({ code, title, description, children }: { code: string; title: string; description: string; children: ReactNode }) {
  const t = useT("room");
  const id = useId();
  return (
    <div className="flex flex-1 items-start justify-center px-4 py-10 sm:items-center sm:py-16">
      <section className="w-full max-w-md animate-fade-in" aria-labelledby={`${id}-title`}>
        <div className="mb-6 flex flex-col items-center text-center">
          <span className="flex size-12 items-center justify-center rounded-2xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-500/25">
            <DoorOpen className="size-6" aria-hidden="true" />
          </span>
          <h1 id={`${id}-title`} className="mt-4 text-2xl font-bold tracking-tight break-words sm:text-3xl">
            {title}
          </h1>
          <p className="mt-1.5 text-sm text-muted-foreground">{description}</p>
        </div>
        <div className="flex flex-col gap-4 rounded-card border border-border bg-surface p-6 shadow-raised sm:p-8">
          <div className="flex flex-col gap-1.5">
            <Label htmlFor={`${id}-code`}>{t("join.code")}</Label>
            <Input id={`${id}-code`} name="roomCode" value={code} disabled readOnly className="font-mono tracking-wider" />
          </div>
          {children}
        </div>
      </section>
    </div>
  );
}
