import { useT } from "../../i18n/I18nProvider";

// The steps' ids in the dashboard catalogue.
const STEPS = [
  { title: "how.room.title", body: "how.room.body" },
  { title: "how.share.title", body: "how.share.body" },
  { title: "how.estimate.title", body: "how.estimate.body" },
];

/** 'How It Works' on the dashboard (spec 2): three steps for someone who already has an account. */
export function DashboardHowItWorks() {
  const t = useT("dashboard");
  return (
    <section aria-labelledby="how-it-works-title" className="rounded-card border border-border bg-surface/60 p-6 sm:p-8">
      <h2 id="how-it-works-title" className="text-lg font-semibold tracking-tight">
        {t("how.title")}
      </h2>
      <ol className="mt-5 grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="flex gap-4">
            <span className="flex size-9 shrink-0 items-center justify-center rounded-full border border-border bg-surface text-sm font-bold text-link shadow-card">
              {index + 1}
            </span>
            <span className="min-w-0">
              <span className="block font-semibold">{t(step.title)}</span>
              <span className="mt-1 block text-sm leading-relaxed text-muted-foreground">{t(step.body)}</span>
            </span>
          </li>
        ))}
      </ol>
    </section>
  );
}
