// The language menu of the signed-out pages (landing, sign-in): a native select, light and
// accessible; the choice is kept in the browser (languages.ts).
import { Languages } from "lucide-react";
import { useId } from "react";
import { useLanguage, useT } from "./I18nProvider";
import { useLanguageCookie } from "./languageCookie";
import { isLanguage, LANGUAGES, PSEUDO } from "./languages";

export function LanguageMenu({ className = "" }: { className?: string }) {
  const t = useT("common");
  const { language, setLanguage } = useLanguage();
  useLanguageCookie(language);
  const id = useId();
  return (
    <div className={`flex items-center gap-2 text-sm text-muted-foreground ${className}`}>
      <Languages className="size-4" aria-hidden="true" />
      <label htmlFor={id}>{t("language.label")}</label>
      <select
        id={id}
        value={language}
        onChange={(event) => {
          if (isLanguage(event.target.value)) setLanguage(event.target.value);
        }}
        className="rounded-lg border border-border bg-surface px-2 py-1 text-sm text-foreground"
      >
        {LANGUAGES.map((option) => (
          <option key={option.code} value={option.code} lang={option.code}>
            {option.name}
          </option>
        ))}
        {/* The pseudo-language: in development, or once chosen (tests set it in storage). */}
        {(import.meta.env.DEV || language === PSEUDO) && <option value={PSEUDO}>Pseudo (en-XA)</option>}
      </select>
    </div>
  );
}
