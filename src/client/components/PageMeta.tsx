import { useEffect, useRef } from "react";
import { useLanguage } from "../i18n/I18nProvider";
import { useLocation } from "../router";

/**
 * The public URL the server put in the served canonical link (PUBLIC_URL); the page's origin
 * when the HTML came from the dev server.
 */
function publicUrl(): string {
  const canonical = document.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
  try {
    if (canonical) return new URL(canonical).origin;
  } catch {
    // fall through
  }
  return window.location.origin;
}

const PUBLIC_URL = typeof document === "undefined" ? "" : publicUrl();

/**
 * Keeps <title> and the route's meta tags current as the visitor moves around, in their language.
 * The server wrote the first page's English tags into the HTML, so the table of them (meta.ts)
 * loads on the first move, or at once in another language.
 */
export function PageMeta() {
  const { pathname } = useLocation();
  const { language, area: loadArea } = useLanguage();
  const served = useRef<string | null>(pathname);
  useEffect(() => {
    if (pathname === served.current && language === "en") return;
    served.current = null;
    let current = true;
    const translated = language === "en" ? Promise.resolve(null) : loadArea("meta");
    void Promise.all([import("./pageMetaText"), translated]).then(([{ writePageMeta }, i18n]) => {
      if (current) writePageMeta(pathname, i18n, PUBLIC_URL);
    });
    return () => {
      current = false;
    };
  }, [pathname, language, loadArea]);
  return null;
}
