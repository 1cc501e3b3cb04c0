// The language of the page and its messages: catalogues per language and per area
// (locales/<lang>/<area>.json), each fetched on first use, so a page downloads only its language
// and its areas. `useT(area)` suspends until that area is loaded (docs/i18n.md).
import type { I18n } from "@lingui/core";
import { createContext, lazy, startTransition, Suspense, use, useCallback, useEffect, useMemo, useState, type ReactNode } from "react";
import { initialLanguage, storeLanguage, type Language } from "./languages";
import type { Area } from "./runtime";

export type { Area };
export type Values = Record<string, string | number>;

// Lingui's runtime and the catalogue map: fetched at once, beside the page's chunk, not in the static script.
const loadRuntime = () => import("./runtime");

interface I18nState {
  language: Language;
  setLanguage: (language: Language) => void;
  /** The area's messages in the current language, loaded once (a promise `use` can wait on). */
  area: (area: Area) => Promise<I18n>;
}

/** Exported for helpers.ts (the lazily loaded pages' helpers), not for pages. */
export const I18nContext = createContext<I18nState | null>(null);

export function I18nProvider({ children }: { children: ReactNode }) {
  const [language, setLanguageState] = useState<Language>(initialLanguage);
  const [loaded] = useState(() => new Map<string, Promise<I18n>>());

  useEffect(() => {
    document.documentElement.lang = language;
  }, [language]);
  useEffect(() => void loadRuntime().catch(() => undefined), []);

  const setLanguage = useCallback((next: Language) => {
    storeLanguage(next);
    // Hook for later: a signed-in user's choice is saved on the account too (issue 35, "kept per user").
    startTransition(() => setLanguageState(next));
  }, []);

  const area = useCallback(
    (name: Area) => {
      const key = `${language}/${name}`;
      let loading = loaded.get(key);
      if (!loading) {
        loading = loadRuntime().then((runtime) => runtime.loadArea(language, name));
        loaded.set(key, loading);
      }
      return loading;
    },
    [language, loaded],
  );

  const value = useMemo(() => ({ language, setLanguage, area }), [language, setLanguage, area]);
  return <I18nContext value={value}>{children}</I18nContext>;
}

function useI18nState(): I18nState {
  const state = use(I18nContext);
  if (!state) throw new Error("No I18nProvider");
  return state;
}

/** The language, its setter, and `area` to load an area's messages without suspending (for effects). */
export function useLanguage(): I18nState {
  return useI18nState();
}

/**
 * `t(id, values)` for one area's messages; suspends the first time an area is shown in a language.
 * Always through `use`, which reads a promise React has seen settle at once: skipping it for a
 * settled area broke the render React replays once the promise it suspended on settles (the hooks
 * after it were never mounted: React error 467 in production).
 */
export function useT(area: Area): (id: string, values?: Values) => string {
  const i18n = use(useI18nState().area(area));
  return useCallback((id: string, values?: Values) => i18n._(id, values), [i18n]);
}

const Menu = lazy(() => import("./LanguageMenu").then((module) => ({ default: module.LanguageMenu })));

/** The language menu (LanguageMenu.tsx), fetched after the page: it sits below the page's own content. */
export function LanguageMenu({ className = "" }: { className?: string }) {
  return (
    <Suspense fallback={<div className={`h-8 ${className}`} />}>
      <Menu className={className} />
    </Suspense>
  );
}
