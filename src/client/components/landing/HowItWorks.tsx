import { useT } from "../../i18n/I18nProvider";

// The three steps' ids in the landing catalogue.
const STEPS = [
  { title: "how.account.title", body: "how.account.body" },
  { title: "how.room.title", body: "how.room.body" },
  { title: "how.plan.title", body: "how.plan.body" },
];

export function HowItWorks() {
  const t = useT("landing");
  return (
    <section className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20" aria-labelledby="how-title">
      <div className="mx-auto max-w-2xl text-center">
        <p className="text-sm font-semibold tracking-wide text-link uppercase">{t("how.eyebrow")}</p>
        <h2 id="how-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
          {t("how.title")}
        </h2>
      </div>
      <ol className="relative mt-12 grid gap-8 md:grid-cols-3 md:gap-6">
        <div className="absolute top-6 right-[16%] left-[16%] hidden h-px bg-gradient-to-r from-transparent via-border to-transparent md:block" aria-hidden="true" />
        {STEPS.map((step, index) => (
          <li key={step.title} className="relative flex flex-col items-center text-center">
            <span className="flex size-12 items-center justify-center rounded-full border border-border bg-surface text-lg font-bold text-link shadow-card">
              {index + 1}
            </span>
            <h3 className="mt-4 text-lg font-semibold">{t(step.title)}</h3>
            <p className="mt-2 max-w-xs text-sm leading-relaxed text-muted-foreground">{t(step.body)}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
