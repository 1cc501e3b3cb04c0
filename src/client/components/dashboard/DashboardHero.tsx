import { DoorOpen, Users, Zap, type LucideIcon } from "lucide-react";
import { useT } from "../../i18n/I18nProvider";

// The blurbs' ids in the dashboard catalogue.
const BLURBS: Array<{ icon: LucideIcon; title: string; body: string }> = [
  { icon: Zap, title: "blurb.realtime.title", body: "blurb.realtime.body" },
  { icon: Users, title: "blurb.team.title", body: "blurb.team.body" },
  { icon: DoorOpen, title: "blurb.rooms.title", body: "blurb.rooms.body" },
];

/** The dashboard's greeting and the three feature blurbs (spec 2). */
export function DashboardHero({ firstName, firstVisit }: { firstName: string | undefined; firstVisit: boolean }) {
  const t = useT("dashboard");
  let greeting = firstVisit ? t("hero.welcome") : t("hero.welcomeBack");
  if (firstName) greeting = firstVisit ? t("hero.welcomeName", { name: firstName }) : t("hero.welcomeBackName", { name: firstName });
  return (
    <section aria-labelledby="welcome-title" className="animate-fade-in">
      <p className="text-sm font-semibold tracking-wide text-link uppercase">{t("hero.eyebrow")}</p>
      <h1 id="welcome-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
        {greeting}
      </h1>
      <p className="mt-3 max-w-2xl text-muted-foreground">{t("hero.lead")}</p>
      <ul className="mt-6 grid gap-3 sm:grid-cols-3">
        {BLURBS.map(({ icon: Icon, title, body }) => (
          <li key={title} className="flex items-start gap-3 rounded-xl border border-border/70 bg-surface/70 p-3.5">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-lg bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-sm shadow-indigo-500/25">
              <Icon className="size-4" aria-hidden="true" />
            </span>
            <span className="min-w-0">
              <span className="block text-sm font-semibold">{t(title)}</span>
              <span className="block text-sm text-muted-foreground">{t(body)}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
