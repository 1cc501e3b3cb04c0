// The language for the server: a cookie it reads to serve the next page's HTML (lang, title,
// description) in it (src/server/web/pageLanguage.ts). Written by the language menu and the
// account's language sync, both loaded after the first paint, so no first download carries it.
import { useEffect } from "react";
import { LANGUAGE_COOKIE } from "../../shared/languages";

/** Keeps the cookie on the page's language: a year, the whole site. */
export function useLanguageCookie(language: string): void {
  useEffect(() => {
    document.cookie = `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; path=/; max-age=31536000; samesite=lax`;
  }, [language]);
}
