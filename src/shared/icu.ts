// A small ICU MessageFormat reader for the few places outside the browser's Lingui that say a
// message: the server's mails and served HTML in the recipient's language, and the shared
// catalogue's English templates (src/shared/messageCodes.ts). It knows what our catalogues use:
// `{name}`, `{n, plural, =0 {…} one {# …} other {…}}`, `{key, select, a {…} other {…}}`, `#`,
// and Lingui's quoting (`''` is one apostrophe; `'{…}'` is literal text).

export type IcuParams = Readonly<Record<string, string | number>>;

export type IcuPart =
  | string
  | { arg: string }
  | { pound: true }
  | { arg: string; kind: "plural" | "select"; options: Readonly<Record<string, readonly IcuPart[]>> };

export class IcuSyntaxError extends Error {}

/** The message's parts; throws IcuSyntaxError on a broken message. */
export function parseIcu(message: string): IcuPart[] {
  let at = 0;
  const fail = (why: string): never => {
    throw new IcuSyntaxError(`${why} at ${at} in ${JSON.stringify(message)}`);
  };

  const parts = (inPlural: boolean, closing: boolean): IcuPart[] => {
    const out: IcuPart[] = [];
    let text = "";
    while (at < message.length) {
      const c = message[at]!;
      if (c === "'") {
        if (message[at + 1] === "'") {
          text += "'";
          at += 2;
          continue;
        }
        const next = message[at + 1];
        const end = message.indexOf("'", at + 1);
        if ((next === "{" || next === "}" || (inPlural && next === "#")) && end > 0) {
          text += message.slice(at + 1, end);
          at = end + 1;
          continue;
        }
        text += c;
        at += 1;
        continue;
      }
      if (c === "}") {
        if (!closing) fail("unexpected }");
        break;
      }
      if (c === "#" && inPlural) {
        if (text) out.push(text);
        text = "";
        out.push({ pound: true });
        at += 1;
        continue;
      }
      if (c === "{") {
        if (text) out.push(text);
        text = "";
        out.push(argument());
        continue;
      }
      text += c;
      at += 1;
    }
    if (text) out.push(text);
    return out;
  };

  const word = (): string => {
    while (/\s/.test(message[at] ?? "")) at += 1;
    const start = at;
    while (at < message.length && /[^\s,{}]/.test(message[at]!)) at += 1;
    if (at === start) fail("expected a name");
    const found = message.slice(start, at);
    while (/\s/.test(message[at] ?? "")) at += 1;
    return found;
  };

  const argument = (): IcuPart => {
    at += 1; // {
    const arg = word();
    if (message[at] === "}") {
      at += 1;
      return { arg };
    }
    if (message[at] !== ",") fail("expected , or }");
    at += 1;
    const kindWord = word();
    if (kindWord !== "plural" && kindWord !== "select") fail(`unknown argument kind ${kindWord}`);
    const kind = kindWord as "plural" | "select";
    if (message[at] !== ",") fail("expected ,");
    at += 1;
    const options: Record<string, IcuPart[]> = {};
    for (;;) {
      while (/\s/.test(message[at] ?? "")) at += 1;
      if (message[at] === "}") {
        at += 1;
        break;
      }
      const key = word();
      if (message[at] !== "{") fail("expected {");
      at += 1;
      options[key] = parts(kind === "plural", true);
      if (message[at] !== "}") fail("expected }");
      at += 1;
    }
    if (!("other" in options)) fail("a plural or select needs an other branch");
    return { arg, kind, options };
  };

  const result = parts(false, false);
  if (at < message.length) fail("unexpected }");
  return result;
}

/** The names of a message's arguments, with their kind: "count:plural", "name". */
export function icuArguments(message: string): string[] {
  const found = new Set<string>();
  const walk = (parts: readonly IcuPart[]) => {
    for (const part of parts) {
      if (typeof part === "string" || "pound" in part) continue;
      found.add("kind" in part ? `${part.arg}:${part.kind}` : part.arg);
      if ("kind" in part) for (const branch of Object.values(part.options)) walk(branch);
    }
  };
  walk(parseIcu(message));
  return [...found].sort();
}

function pluralCategory(language: string, n: number): string {
  return new Intl.PluralRules(language).select(n);
}

/** The message said with its parameters, in `language`'s plural rules. */
export function formatIcu(message: string | readonly IcuPart[], params: IcuParams = {}, language = "en"): string {
  const parts = typeof message === "string" ? parseIcu(message) : message;
  const say = (list: readonly IcuPart[], pound: string): string =>
    list
      .map((part) => {
        if (typeof part === "string") return part;
        if ("pound" in part) return pound;
        const value = params[part.arg];
        if (!("kind" in part)) return value === undefined ? `{${part.arg}}` : String(value);
        if (part.kind === "select") return say(part.options[String(value)] ?? part.options.other!, pound);
        const n = Number(value);
        const branch = part.options[`=${n}`] ?? part.options[pluralCategory(language, n)] ?? part.options.other!;
        return say(branch, String(value));
      })
      .join("");
  return say(parts, "#");
}

/**
 * Reads the parameters back out of a sentence this English template said, or null when it did not
 * say it: every plural and select branch is tried; `#` gives the plural's number, an `=N` branch
 * its N, a select branch its key.
 */
export function matchIcu(template: string, text: string): Record<string, string | number> | null {
  return icuMatcher(template)(text);
}

/** matchIcu with the template read once: for a template matched again and again. */
export function icuMatcher(template: string): (text: string) => Record<string, string | number> | null {
  const parts = parseIcu(template);
  const compiled = variants(parts).map((variant) => {
    const names: Slot[] = [];
    const pattern = variant.parts
      .map((part) => {
        if (typeof part === "string") return part.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(part);
        if (part.number) return "(-?\\d+(?:\\.\\d+)?)";
        // A site's name has no spaces: "{host} could not be found" never reads a whole sentence as its host.
        return part.name === "host" ? "(\\S+?)" : "([\\s\\S]*?)";
      })
      .join("");
    return { regex: new RegExp(`^${pattern}$`), names, fixed: variant.fixed };
  });
  return (text) => {
    for (const { regex, names, fixed } of compiled) {
      const found = regex.exec(text);
      if (!found) continue;
      const params: Record<string, string | number> = { ...fixed };
      names.forEach((slot, i) => (params[slot.name] = slot.number ? Number(found[i + 1]) : found[i + 1]!));
      if (formatIcu(parts, params) === text) return params;
    }
    return null;
  };
}

type Slot = { name: string; number: boolean };
interface Variant {
  parts: (string | Slot)[];
  fixed: Record<string, string | number>;
}

/** Every way through the template's branches, as text and slots. */
function variants(parts: readonly IcuPart[], pound?: string): Variant[] {
  let out: Variant[] = [{ parts: [], fixed: {} }];
  for (const part of parts) {
    let next: Variant[];
    if (typeof part === "string") next = [{ parts: [part], fixed: {} }];
    else if ("pound" in part) next = [{ parts: pound ? [{ name: pound, number: true }] : ["#"], fixed: {} }];
    else if (!("kind" in part)) next = [{ parts: [{ name: part.arg, number: false }], fixed: {} }];
    else {
      next = Object.entries(part.options).flatMap(([key, branch]) =>
        variants(branch, part.kind === "plural" ? part.arg : pound).map((v) => {
          const fixed = { ...v.fixed };
          if (part.kind === "select" && key !== "other") fixed[part.arg] = key;
          if (part.kind === "plural" && key.startsWith("=")) fixed[part.arg] = Number(key.slice(1));
          if (part.kind === "plural" && key === "one" && !v.parts.some((p) => typeof p !== "string" && p.name === part.arg)) fixed[part.arg] = 1;
          return { parts: v.parts, fixed };
        }),
      );
    }
    out = out.flatMap((a) => next.map((b) => ({ parts: [...a.parts, ...b.parts], fixed: { ...a.fixed, ...b.fixed } })));
  }
  return out;
}
