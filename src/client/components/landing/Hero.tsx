import { ArrowRight, Check } from "lucide-react";
import { LanguageMenu, useT } from "../../i18n/I18nProvider";
import { Link } from "../../router";
import { buttonClasses } from "../ui/Button";
import { DemoDeck } from "./DemoDeck";

/** The claims the landing page makes (spec 1): their ids in the landing catalogue. */
const LANDING_CLAIMS = ["hero.claim.members", "hero.claim.free", "hero.claim.rooms"] as const;

export function Hero() {
  const t = useT("landing");
  return (
    <section className="relative overflow-hidden" aria-labelledby="hero-title">
      <div className="pointer-events-none absolute inset-x-0 -top-40 -z-10 h-[36rem] bg-[radial-gradient(ellipse_at_top,var(--color-subtle),transparent_65%)]" aria-hidden="true" />
      <div className="mx-auto grid max-w-6xl items-center gap-12 px-4 pt-12 pb-16 sm:px-6 sm:pt-20 lg:grid-cols-[1.1fr_1fr] lg:gap-16 lg:pb-24">
        <div className="animate-fade-in">
          <p className="inline-flex items-center gap-2 rounded-full border border-border bg-surface px-3 py-1 text-xs font-medium text-muted-foreground shadow-xs">
            <span className="size-1.5 rounded-full bg-emerald-500" aria-hidden="true" />
            {t("hero.badge")}
          </p>
          <h1 id="hero-title" className="mt-5 text-4xl font-extrabold tracking-tight text-balance sm:text-5xl lg:text-6xl">
            {t("hero.title")}{" "}
            <span className="bg-gradient-to-r from-indigo-600 to-violet-600 bg-clip-text text-transparent dark:from-indigo-300 dark:to-violet-300">
              {t("hero.titleHighlight")}
            </span>
          </h1>
          <p className="mt-5 max-w-xl text-lg text-muted-foreground text-pretty">
            {t("hero.lead")}
          </p>
          <div className="mt-8 flex flex-col gap-3 sm:flex-row">
            <Link to="/signup" className={buttonClasses({ size: "lg" })}>
              {t("hero.getStarted")}
              <ArrowRight aria-hidden="true" />
            </Link>
            <Link to="/signin" className={buttonClasses({ size: "lg", variant: "outline" })}>
              {t("hero.signIn")}
            </Link>
          </div>
          <ul className="mt-8 grid gap-2.5 text-sm text-muted-foreground sm:grid-cols-1">
            {LANDING_CLAIMS.map((claim) => (
              <li key={claim} className="flex items-center gap-2">
                <span className="flex size-5 items-center justify-center rounded-full bg-success-subtle text-success">
                  <Check className="size-3.5" strokeWidth={3} aria-hidden="true" />
                </span>
                {t(claim)}
              </li>
            ))}
          </ul>
          <LanguageMenu className="mt-6" />
        </div>
        <div className="animate-fade-in [animation-delay:120ms]">
          <DemoDeck />
        </div>
      </div>
    </section>
  );
}
