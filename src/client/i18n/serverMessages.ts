// The shared catalogue's sentences (the server's refusals, the spec's toasts) in the person's
// language (docs/i18n.md, "Server messages"). The server sends a code and its parameters beside
// its English sentence; the "messages" area says the code in the page's language (<html lang>).
// Small on purpose: the translator (Lingui's runtime, the area, the catalogue's English to read a
// sentence without a code) is fetched only for a language other than English, on first use.
import { useEffect, useState } from "react";
import type { Translator } from "./messagesTranslator";

export interface MessageRefLike {
  code: string | null;
  params?: Readonly<Record<string, string | number>>;
}

const translators = new Map<string, Promise<Translator>>();
const ready = new Map<string, Translator>();

/** The page's language: I18nProvider keeps <html lang> on it. */
function pageLanguage(): string {
  return typeof document === "undefined" ? "en" : document.documentElement.lang || "en";
}

/** The translator for the page's language, fetched once; null for English (the server's words are English). */
export function loadMessages(language = pageLanguage()): Promise<Translator | null> {
  if (language === "en") return Promise.resolve(null);
  let loading = translators.get(language);
  if (!loading) {
    loading = import("./messagesTranslator").then((module) => module.createTranslator(language));
    translators.set(language, loading);
    loading.then(
      (translator) => ready.set(language, translator),
      () => translators.delete(language),
    );
  }
  return loading.catch(() => null);
}

/**
 * A sentence of the shared catalogue in the page's language, now: by the server's code when it
 * sent one, else by its English words; the English as it is while the language is still loading
 * (it starts loading then) or when the catalogue does not know it (a tracker's own words).
 */
export function sayMessage(english: string, ref: MessageRefLike | null = null, language = pageLanguage()): string {
  if (language === "en" || !english) return english;
  const translator = ready.get(language);
  if (!translator) {
    void loadMessages(language);
    return english;
  }
  return translator.say(english, ref);
}

/** `sayMessage` in one language, once its messages have loaded (the sign-in and sign-up forms fetch it lazily). */
export async function sayerFor(language: string): Promise<(english: string) => string> {
  await loadMessages(language);
  return (english) => sayMessage(english, null, language);
}

/** The same, after the language's messages have loaded (for toasts, which wait for their library anyway). */
export async function sayMessageLoaded(english: string, ref: MessageRefLike | null = null): Promise<string> {
  const translator = await loadMessages();
  return translator ? translator.say(english, ref) : english;
}

/**
 * `sayMessage` for a component that shows such a sentence (a form's error): it renders again once
 * the language's messages have arrived, so the sentence never stays English.
 */
export function useSayMessage(language: string): (english: string, ref?: MessageRefLike | null) => string {
  const [, setLoaded] = useState(0);
  useEffect(() => {
    let live = true;
    void loadMessages(language).then((translator) => translator && live && setLoaded((n) => n + 1));
    return () => {
      live = false;
    };
  }, [language]);
  return (english, ref = null) => sayMessage(english, ref, language);
}
