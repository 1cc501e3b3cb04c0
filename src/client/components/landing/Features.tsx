import { DoorOpen, Users, Zap, type LucideIcon } from "lucide-react";
import { useT } from "../../i18n/I18nProvider";

// The three features' ids in the landing catalogue.
const FEATURES: Array<{ icon: LucideIcon; title: string; body: string }> = [
  { icon: Zap, title: "features.realtime.title", body: "features.realtime.body" },
  { icon: Users, title: "features.team.title", body: "features.team.body" },
  { icon: DoorOpen, title: "features.rooms.title", body: "features.rooms.body" },
];

export function Features() {
  const t = useT("landing");
  return (
    <section id="features" className="border-y border-border/70 bg-surface/60" aria-labelledby="features-title">
      <div className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
        <div className="mx-auto max-w-2xl text-center">
          <p className="text-sm font-semibold tracking-wide text-link uppercase">{t("features.eyebrow")}</p>
          <h2 id="features-title" className="mt-2 text-3xl font-bold tracking-tight text-balance sm:text-4xl">
            {t("features.title")}
          </h2>
          <p className="mt-4 text-muted-foreground">{t("features.lead")}</p>
        </div>
        <ul className="mt-12 grid gap-5 md:grid-cols-3">
          {FEATURES.map(({ icon: Icon, title, body }) => (
            <li key={title} className="rounded-card border border-border bg-surface p-6 shadow-card transition-shadow hover:shadow-raised">
              <span className="flex size-11 items-center justify-center rounded-xl bg-gradient-to-br from-indigo-500 to-violet-600 text-white shadow-md shadow-indigo-500/25">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <h3 className="mt-5 text-lg font-semibold">{t(title)}</h3>
              <p className="mt-2 text-sm leading-relaxed text-muted-foreground">{t(body)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
