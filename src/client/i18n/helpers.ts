// Helpers only lazily loaded screens use (sign-up, the error screens): kept out of
// I18nProvider.tsx, whose code is in every page's first download (the sign-in budget).
import { use, useMemo } from "react";
import { I18nContext, type Area, type Values } from "./I18nProvider";

/**
 * `t` when an I18nProvider is above, else null: the error screens render without one (the
 * top-level boundary sits outside it) and then say their English words.
 */
export function useOptionalT(area: Area): ((id: string, values?: Values) => string) | null {
  const state = use(I18nContext);
  const i18n = state ? use(state.area(area)) : null;
  return useMemo(() => (i18n ? (id: string, values?: Values) => i18n._(id, values) : null), [i18n]);
}

/**
 * Where an element (a link, a name in bold) sits inside a translated sentence: `{slot}` in the
 * message; the text before and after it, so the element keeps its markup in any word order.
 */
export function around(t: (id: string, values?: Values) => string, id: string, slot: string, values: Values = {}): [string, string] {
  const marker = "\u0000";
  const [before = "", after = ""] = t(id, { ...values, [slot]: marker }).split(marker);
  return [before, after];
}
