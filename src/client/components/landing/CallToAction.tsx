import { ArrowRight } from "lucide-react";
import { useT } from "../../i18n/I18nProvider";
import { Link } from "../../router";

export function CallToAction() {
  const t = useT("landing");
  return (
    <section className="mx-auto w-full max-w-6xl px-4 pb-20 sm:px-6" aria-labelledby="cta-title">
      <div className="relative overflow-hidden rounded-[1.5rem] bg-gradient-to-br from-indigo-600 via-indigo-600 to-violet-700 px-6 py-12 text-center text-white shadow-raised sm:px-12 sm:py-16">
        <div className="pointer-events-none absolute -top-24 -right-24 size-72 rounded-full bg-white/10 blur-2xl" aria-hidden="true" />
        <h2 id="cta-title" className="relative text-2xl font-bold tracking-tight text-balance sm:text-3xl">
          {t("cta.title")}
        </h2>
        <p className="relative mx-auto mt-3 max-w-xl text-indigo-100">
          {t("cta.body")}
        </p>
        <Link
          to="/signup"
          className="relative mt-8 inline-flex h-12 items-center justify-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-indigo-700 shadow-sm transition-colors hover:bg-indigo-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t("hero.getStarted")}
          <ArrowRight className="size-5" aria-hidden="true" />
        </Link>
      </div>
    </section>
  );
}
