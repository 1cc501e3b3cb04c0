// The "messages" area for one language, with the shared catalogue to read a code out of an English
// sentence (a toast's own sentence, or a server too old to send codes). Loaded only for a
// language other than English (serverMessages.ts).
import { messageRefOf } from "../../shared/messageCodes";
import { isLanguage } from "./languages";
import { loadArea } from "./runtime";

export interface Translator {
  say(english: string, ref: { code: string | null; params?: Readonly<Record<string, string | number>> } | null): string;
}

const SENTENCE_PARAMS: ReadonlySet<string> = new Set(["duration", "error", "says"]);

export async function createTranslator(language: string): Promise<Translator> {
  if (!isLanguage(language)) throw new Error(`No such language: ${language}`);
  const i18n = await loadArea(language, "messages");
  const say: Translator["say"] = (english, ref) => {
    const known = ref?.code ? { code: ref.code, params: ref.params } : messageRefOf(english);
    // A code this catalogue does not have (a newer server): its English words.
    if (!known || !(known.code in i18n.messages)) return english;
    // A parameter that is itself a sentence of the catalogue ("42 seconds" in "Timer paused with
    // 42 seconds left", JIRA's reason in "Connection failed: …") is said in the language too.
    // Only those parameters: a name or a code is never a sentence, even one that reads like one.
    const params = Object.fromEntries(Object.entries(known.params ?? {}).map(([name, value]) => [name, typeof value === "string" && SENTENCE_PARAMS.has(name) ? say(value, null) : value]));
    return i18n._(known.code, params);
  };
  return { say };
}
