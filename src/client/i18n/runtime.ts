// The part of i18n a page needs only once it shows text: Lingui's runtime and the map of
// catalogues, one chunk per language and area. Loaded in parallel with the page's own chunk
// (I18nProvider), so the pages' static script stays under its budget (docs/i18n.md).
import { setupI18n, type I18n } from "@lingui/core";
import { PSEUDO, type Language } from "./languages";

export type Area = "common" | "landing" | "auth" | "accountPages" | "errorPages" | "meta" | "dashboard" | "account" | "room" | "voting" | "queue" | "decks" | "trackers" | "async" | "messages";
type Catalogue = Record<string, unknown>;

const CATALOGUES = import.meta.glob<Catalogue>("./locales/*/*.json", { import: "default" });
// The areas the server says too (meta: the served HTML's title and description) live in src/shared.
const SHARED_CATALOGUES = import.meta.glob<Catalogue>("../../shared/locales/*/*.json", { import: "default" });

function fetchCatalogue(language: Language, area: Area): Promise<Catalogue> {
  // The pseudo-language: English, transformed in the browser (its code is fetched only for it).
  if (language === PSEUDO) return Promise.all([fetchCatalogue("en", area), import("./pseudo")]).then(([english, pseudo]) => pseudo.pseudoCatalogue(english));
  const load =
    CATALOGUES[`./locales/${language}/${area}.json`] ??
    SHARED_CATALOGUES[`../../shared/locales/${language}/${area}.json`] ??
    CATALOGUES[`./locales/en/${area}.json`] ??
    SHARED_CATALOGUES[`../../shared/locales/en/${area}.json`];
  if (!load) return Promise.reject(new Error(`No catalogue for the area "${area}"`));
  return load();
}

/** One area of messages in one language, ready to format. */
export async function loadArea(language: Language, area: Area): Promise<I18n> {
  const messages = await fetchCatalogue(language, area);
  const i18n = setupI18n();
  i18n.load(language, messages as never);
  i18n.activate(language);
  return i18n;
}
