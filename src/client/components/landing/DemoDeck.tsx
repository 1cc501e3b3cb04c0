import { Check, Eye } from "lucide-react";
import { useState } from "react";
import { useT } from "../../i18n/I18nProvider";
import { Badge } from "../ui/Badge";
import { cn } from "../ui/cn";

/** The landing page's demo deck (spec 2). */
export const DEMO_CARDS = ["1", "2", "3", "5", "8", "13", "21", "?"] as const;

const TEAM = [
  { initials: "AL", voted: true, tint: "from-sky-500 to-indigo-500" },
  { initials: "GH", voted: true, tint: "from-fuchsia-500 to-violet-600" },
  { initials: "KJ", voted: true, tint: "from-emerald-500 to-teal-600" },
  { initials: "MR", voted: false, tint: "from-amber-500 to-orange-600" },
];

/** A playable preview of a room: a sample story and the cards; picking one only changes this preview. */
export function DemoDeck() {
  const t = useT("landing");
  const [picked, setPicked] = useState<string>("5");
  const voted = TEAM.filter((member) => member.voted).length + 1;
  return (
    <div className="relative">
      <div className="absolute -inset-4 -z-10 rounded-[2rem] bg-gradient-to-br from-indigo-500/20 via-violet-500/15 to-transparent blur-2xl" aria-hidden="true" />
      <div className="rounded-card border border-border bg-surface p-5 shadow-raised sm:p-6">
        <div className="flex items-center justify-between gap-3">
          <Badge variant="default">{t("demo.badge")}</Badge>
          <span className="font-mono text-xs text-muted-foreground">ROOM · SPRINT24</span>
        </div>
        <p className="mt-3 text-base font-semibold leading-snug sm:text-lg">
          {t("demo.story")}
        </p>
        <p className="mt-1 text-sm text-muted-foreground">{t("demo.acceptance")}</p>

        <div className="mt-5 grid grid-cols-4 gap-2.5 sm:gap-3" role="group" aria-label={t("demo.deckLabel")}>
          {DEMO_CARDS.map((value) => {
            const selected = value === picked;
            return (
              <button
                key={value}
                type="button"
                aria-pressed={selected}
                aria-label={value === "?" ? t("demo.unknown") : t("demo.points", { value })}
                onClick={() => setPicked(value)}
                className={cn(
                  "flex aspect-[3/4] items-center justify-center rounded-xl border-2 text-xl font-bold transition-all sm:text-2xl",
                  "focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring",
                  selected
                    ? "-translate-y-1 border-primary bg-primary text-primary-foreground shadow-lg shadow-primary/30"
                    : "border-border bg-card-face text-foreground hover:-translate-y-0.5 hover:border-primary/50 hover:shadow-md",
                )}
              >
                {value}
              </button>
            );
          })}
        </div>

        <div className="mt-5 flex flex-wrap items-center justify-between gap-3 border-t border-border pt-4">
          <div className="flex items-center gap-3">
            <div className="flex gap-1.5" aria-hidden="true">
              {TEAM.map((member) => (
                <span
                  key={member.initials}
                  className={cn(
                    "relative inline-flex size-8 items-center justify-center rounded-full bg-gradient-to-br text-[11px] font-semibold text-white ring-2 ring-surface",
                    member.tint,
                  )}
                >
                  {member.initials}
                  {member.voted && (
                    <span className="absolute -right-0.5 -bottom-0.5 flex size-3.5 items-center justify-center rounded-full bg-emerald-500 ring-2 ring-surface">
                      <Check className="size-2.5" strokeWidth={4} />
                    </span>
                  )}
                </span>
              ))}
            </div>
            <p className="text-sm text-muted-foreground">
              <span className="font-semibold text-foreground">{t("demo.votedCount", { voted, total: 5 })}</span> {t("demo.voted")}
            </p>
          </div>
          <span className="inline-flex items-center gap-1.5 text-sm font-medium text-link">
            <Eye className="size-4" aria-hidden="true" />
            {t("demo.reveal")}
          </span>
        </div>
      </div>
    </div>
  );
}
