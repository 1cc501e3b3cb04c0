// The languages the product speaks (docs/i18n.md), and the choice of one: the stored choice, else
// the browser's languages, else English (the spec's words).

import { firstSpokenLanguage, LANGUAGES } from "../../shared/languages";

// The list is shared with the server, which keeps a signed-in user's choice (users.setLanguage).
export { LANGUAGES };

/** The pseudo-language: English accented and 40 % longer, for development and tests (never in production menus). */
export const PSEUDO = "en-XA";

export type Language = (typeof LANGUAGES)[number]["code"] | typeof PSEUDO;
export const DEFAULT_LANGUAGE: Language = "en";
/** Where the browser keeps its choice; a signed-in user's is kept on the account too (useUserLanguageSync). */
export const LANGUAGE_STORAGE_KEY = "planning-poker.language";

const CODES: ReadonlySet<string> = new Set([...LANGUAGES.map((language) => language.code), PSEUDO]);

export function isLanguage(value: unknown): value is Language {
  return typeof value === "string" && CODES.has(value);
}

/** The first of the browser's languages we speak (the server reads Accept-Language the same way), else English. */
export function matchLanguage(preferred: readonly string[]): Language {
  return firstSpokenLanguage(preferred) ?? DEFAULT_LANGUAGE;
}

/** The stored choice, else the browser's languages. */
export function initialLanguage(): Language {
  try {
    const stored = localStorage.getItem(LANGUAGE_STORAGE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // Storage refused (private mode): the browser's languages decide.
  }
  return matchLanguage(typeof navigator === "undefined" ? [] : navigator.languages ?? [navigator.language]);
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language);
  } catch {
    // Storage refused: the choice holds for this visit only.
  }
}
