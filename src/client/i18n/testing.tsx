// For screen tests (jsdom): the English catalogues, compiled and loaded at once, so a component
// that calls useT renders in the same act() as before, without suspending (docs/i18n.md).
import { setupI18n, type I18n } from "@lingui/core";
import type { ReactNode } from "react";
import { compileCatalogue } from "../../../scripts/build/i18nCatalogues";
import { I18nContext } from "./I18nProvider";
import type { Area } from "./runtime";

const ENGLISH = import.meta.glob<Record<string, string>>("./locales/en/*.json", { eager: true, import: "default" });

/** A promise React's `use` reads without waiting: already marked fulfilled. */
function fulfilled<T>(value: T): Promise<T> {
  return Object.assign(Promise.resolve(value), { status: "fulfilled", value });
}

const areas = new Map<string, Promise<I18n>>();
function area(name: Area): Promise<I18n> {
  let loaded = areas.get(name);
  if (!loaded) {
    const i18n = setupI18n();
    i18n.load("en", compileCatalogue(ENGLISH[`./locales/en/${name}.json`] ?? {}) as never);
    i18n.activate("en");
    loaded = fulfilled(i18n);
    areas.set(name, loaded);
  }
  return loaded;
}

/** `t` for one area in English, for tests of the functions that take one. */
export function englishT(name: Area): (id: string, values?: Record<string, string | number>) => string {
  const i18n = (area(name) as unknown as { value: I18n }).value;
  return (id, values) => i18n._(id, values);
}

const STATE = { language: "en" as const, setLanguage: () => undefined, area };

/** Wraps a screen under test in English. */
export function EnglishI18n({ children }: { children: ReactNode }) {
  return <I18nContext value={STATE}>{children}</I18nContext>;
}
