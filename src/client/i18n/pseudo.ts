// The pseudo-language (en-XA): every English message accented and padded to 40 % longer, its
// arguments untouched, so a test or a developer sees at once any text that skipped the catalogue
// and any layout that breaks on longer languages.

const ACCENTS: Readonly<Record<string, string>> = Object.freeze({
  a: "á", b: "ƀ", c: "ç", d: "ð", e: "é", f: "ƒ", g: "ĝ", h: "ĥ", i: "í", j: "ĵ", k: "ķ", l: "ļ", m: "ɱ",
  n: "ñ", o: "ö", p: "þ", r: "ŕ", s: "š", q: "ʠ", t: "ţ", u: "ü", v: "ṽ", w: "ŵ", x: "ẋ", y: "ý", z: "ž",
  A: "Å", B: "Ɓ", C: "Ç", D: "Ð", E: "É", F: "Ƒ", G: "Ĝ", H: "Ĥ", I: "Í", J: "Ĵ", K: "Ķ", L: "Ļ", M: "Ṁ",
  N: "Ñ", O: "Ö", P: "Þ", R: "Ŕ", S: "Š", T: "Ţ", U: "Û", V: "Ṽ", W: "Ŵ", X: "Ẋ", Y: "Ý", Z: "Ž",
});

/** One piece of text accented and 40 % longer ("Sign In" → "Šíĝñ Íñ·~~"). */
export function pseudoText(text: string): string {
  if (!text.trim()) return text;
  const accented = [...text].map((char) => ACCENTS[char] ?? char).join("");
  const extra = Math.ceil(text.length * 0.4);
  return `${accented}${"·~".repeat(Math.ceil(extra / 2)).slice(0, extra)}`;
}

/** A compiled message (Lingui's form: strings, and arrays for arguments, plurals and selects) in the pseudo-language. */
export function pseudoMessage(message: unknown): unknown {
  if (typeof message === "string") return pseudoText(message);
  if (!Array.isArray(message)) return message;
  return message.map((part: unknown) => {
    if (part === "#") return part; // a plural's number
    if (typeof part === "string") return pseudoText(part);
    // [name] or [name, "plural"|"select", { option: message }]
    if (Array.isArray(part) && part.length === 3 && typeof part[2] === "object" && part[2] !== null) {
      const options = Object.fromEntries(Object.entries(part[2] as Record<string, unknown>).map(([key, value]) => [key, pseudoMessage(value)]));
      return [part[0], part[1], options];
    }
    return part;
  });
}

export function pseudoCatalogue(catalogue: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(catalogue).map(([id, message]) => [id, pseudoMessage(message)]));
}
