// The language of the served HTML (issue 35): the visitor's stored choice (the cookie the browser
// sets when they pick one; signed-in people's choice is kept there too), else the first of their
// Accept-Language we speak, else English. Its title and description come from the meta catalogue
// the browser uses (src/shared/locales/<lang>/meta.json), so crawlers and link previews read the
// page in that language.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { formatIcu } from "../../shared/icu";
import { type AccountLanguage, ACCOUNT_LANGUAGES, firstSpokenLanguage, isAccountLanguage, LANGUAGE_COOKIE } from "../../shared/languages";

/** The response varies by these request headers: caches keep one copy per language (and encoding). */
export const LANGUAGE_VARY = "cookie, accept-language";

const META_DIR = join(import.meta.dirname, "..", "..", "shared", "locales");

/** Each language's meta catalogue (ICU strings by id), read once at start. */
const META: Readonly<Record<string, Readonly<Record<string, string>>>> = Object.freeze(
  Object.fromEntries(ACCOUNT_LANGUAGES.map((language) => [language, Object.freeze(JSON.parse(readFileSync(join(META_DIR, language, "meta.json"), "utf8")) as Record<string, string>)])),
);

/** A meta message in `language`; the English catalogue's words when it lacks one. */
export function sayMeta(language: AccountLanguage, id: string, values: Record<string, string>): string {
  return formatIcu(META[language]?.[id] ?? META.en![id] ?? id, values, language);
}

/** The stored choice from the Cookie header, if it names one of our languages. */
function cookieLanguage(cookie: string | undefined): AccountLanguage | null {
  for (const part of (cookie ?? "").split(";")) {
    const [name, ...value] = part.trim().split("=");
    if (name === LANGUAGE_COOKIE) {
      const chosen = decodeURIComponent(value.join("="));
      return isAccountLanguage(chosen) ? chosen : null;
    }
  }
  return null;
}

/** Accept-Language's tags, most preferred first ("de-AT,de;q=0.9,en;q=0.8"); a q of 0 refuses one. */
function acceptedTags(header: string | undefined): string[] {
  return (header ?? "")
    .split(",")
    .slice(0, 32)
    .map((entry, index) => {
      const [tag = "", ...params] = entry.trim().split(";");
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find((v) => v !== undefined);
      return { tag: tag.trim(), q: q === undefined ? 1 : Number(q), index };
    })
    .filter((entry) => entry.tag && entry.tag !== "*" && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index)
    .map((entry) => entry.tag);
}

export function servedLanguage(headers: { cookie?: string; "accept-language"?: string }): AccountLanguage {
  return cookieLanguage(headers.cookie) ?? firstSpokenLanguage(acceptedTags(headers["accept-language"])) ?? "en";
}
