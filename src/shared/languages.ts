// The languages the product speaks (issue 35), shared by the browser (its menu, docs/i18n.md) and
// the server (the language kept on a user's account, users.setLanguage).

export const LANGUAGES = [
  { code: "en", name: "English" },
  { code: "de", name: "Deutsch" },
  { code: "fr", name: "Français" },
  { code: "es", name: "Español" },
  { code: "it", name: "Italiano" },
  { code: "pt-BR", name: "Português (Brasil)" },
  { code: "nl", name: "Nederlands" },
  { code: "pl", name: "Polski" },
  { code: "ja", name: "日本語" },
] as const;

/** A language an account can keep (the pseudo-language of development and tests is none). */
export type AccountLanguage = (typeof LANGUAGES)[number]["code"];

export const ACCOUNT_LANGUAGES = Object.freeze(LANGUAGES.map((language) => language.code)) as readonly [AccountLanguage, ...AccountLanguage[]];

const CODES: ReadonlySet<string> = new Set(ACCOUNT_LANGUAGES);

/** The cookie holding a visitor's language choice (set by the browser), so the served HTML is in it. */
export const LANGUAGE_COOKIE = "planning-poker.language";

/**
 * The first of a browser's languages (most preferred first) we speak: an exact match ("pt-BR"),
 * else its base ("de-AT" → "de", "pt-PT" → "pt-BR"); null when none is ours.
 */
export function firstSpokenLanguage(preferred: readonly string[]): AccountLanguage | null {
  for (const tag of preferred) {
    const exact = LANGUAGES.find((language) => language.code.toLowerCase() === tag.toLowerCase());
    if (exact) return exact.code;
    const base = tag.split("-")[0]!.toLowerCase();
    const byBase = LANGUAGES.find((language) => language.code.split("-")[0]!.toLowerCase() === base);
    if (byBase) return byBase.code;
  }
  return null;
}

export function isAccountLanguage(value: unknown): value is AccountLanguage {
  return typeof value === "string" && CODES.has(value);
}
