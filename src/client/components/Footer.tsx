import { useT } from "../i18n/I18nProvider";
import { Link } from "../router";

export function Footer() {
  const t = useT("common");
  return (
    <footer className="border-t border-border/70">
      <div className="mx-auto flex max-w-6xl flex-col items-center justify-between gap-3 px-4 py-6 text-sm text-muted-foreground sm:flex-row sm:px-6">
        {/* The year as written, not a grouped number ("2,026"). */}
        <p>{t("footer.tagline", { year: String(new Date().getFullYear()) })}</p>
        <nav aria-label={t("footer.nav")} className="flex items-center gap-5">
          <Link to="/legal-notice" className="rounded hover:text-foreground hover:underline underline-offset-4">
            {t("footer.legalNotice")}
          </Link>
          <Link to="/terms-of-service" className="rounded hover:text-foreground hover:underline underline-offset-4">
            {t("footer.terms")}
          </Link>
        </nav>
      </div>
    </footer>
  );
}
