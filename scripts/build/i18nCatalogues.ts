// Vite plugin: the translation catalogues (src/client/i18n/locales/<lang>/<area>.json, and
// src/shared/locales/<lang>/<area>.json for the areas the server says too; ICU message
// strings) are compiled at build time into Lingui's compiled form, still JSON, so the browser never
// downloads an ICU parser (docs/i18n.md). Vite's JSON plugin then turns the result into a module.
import { compileMessageOrThrow } from "@lingui/message-utils/compileMessage";
import type { Plugin } from "vite";

const CATALOGUE = /\/src\/(client\/i18n|shared)\/locales\/[^/]+\/[^/]+\.json$/;

/** One catalogue's ICU strings, compiled (a plain string stays a string). */
export function compileCatalogue(messages: Record<string, string>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(messages).map(([id, message]) => [id, compileMessageOrThrow(message)]));
}

export function i18nCatalogues(): Plugin {
  return {
    name: "i18n-catalogues",
    enforce: "pre",
    transform(code, id) {
      if (!CATALOGUE.test(id.split("?")[0]!)) return null;
      return { code: JSON.stringify(compileCatalogue(JSON.parse(code) as Record<string, string>)), map: null };
    },
  };
}
