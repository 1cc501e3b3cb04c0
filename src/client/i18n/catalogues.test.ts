// The catalogues (docs/i18n.md): every language has every message of each area, with the same ICU
// arguments as English; every message is used by some code; every language has its glossary.
import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { setupI18n } from "@lingui/core";
import { compileCatalogue } from "../../../scripts/build/i18nCatalogues";
import { MESSAGE_CATALOGUE, messageRefOf } from "../../shared/messageCodes";
import { roomNotFound, signInLockedOut, MESSAGES } from "../../shared/messages";
import { LANGUAGES } from "./languages";
import { pseudoCatalogue, pseudoText } from "./pseudo";

const ROOT = join(import.meta.dirname, "locales");
/** The areas the server says too (the served HTML's meta) live in src/shared/locales. */
const SHARED_ROOT = join(import.meta.dirname, "..", "..", "shared", "locales");
const GLOSSARY = join(import.meta.dirname, "glossary");
const CLIENT = join(import.meta.dirname, "..");
/** The plugins' client parts say their words from the catalogues too. */
const PLUGINS = join(import.meta.dirname, "../../plugins");

const SHARED_AREAS = readdirSync(join(SHARED_ROOT, "en")).map((file) => file.replace(/\.json$/, ""));

function catalogue(language: string, area: string): Record<string, string> {
  return JSON.parse(readFileSync(join(SHARED_AREAS.includes(area) ? SHARED_ROOT : ROOT, language, `${area}.json`), "utf8")) as Record<string, string>;
}

const AREAS = [...readdirSync(join(ROOT, "en")).map((file) => file.replace(/\.json$/, "")), ...SHARED_AREAS];

/** The arguments of a compiled message, with their kind: "count:plural", "name". */
function argumentsOf(message: unknown, found = new Set<string>()): Set<string> {
  if (!Array.isArray(message)) return found;
  for (const part of message as unknown[]) {
    if (!Array.isArray(part)) continue;
    const [name, kind, options] = part as [string, string?, unknown?];
    found.add(kind ? `${name}:${kind}` : name);
    if (options && typeof options === "object") for (const option of Object.values(options)) argumentsOf(option, found);
  }
  return found;
}

/** Every source file of the client but the catalogues and the tests. */
function clientSources(dir = CLIENT): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === "locales" ? [] : clientSources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [readFileSync(path, "utf8")] : [];
  });
}

describe("the catalogues", () => {
  it("exist for every language the menu offers, and no other", () => {
    expect(readdirSync(ROOT).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
    expect(readdirSync(SHARED_ROOT).sort()).toEqual(LANGUAGES.map((language) => language.code).sort());
  });

  for (const area of AREAS) {
    const english = compileCatalogue(catalogue("en", area));
    for (const { code } of LANGUAGES) {
      it(`${code}/${area} has every English message, no other, with the same ICU arguments`, () => {
        const translated = compileCatalogue(catalogue(code, area)); // throws on broken ICU
        expect(Object.keys(translated).sort()).toEqual(Object.keys(english).sort());
        for (const [id, message] of Object.entries(english)) {
          expect([...argumentsOf(translated[id])].sort(), `${code}/${area} "${id}"`).toEqual([...argumentsOf(message)].sort());
          expect(catalogue(code, area)[id]!.trim(), `${code}/${area} "${id}" is empty`).not.toBe("");
        }
      });
    }
  }

  it("hold no message that no code uses (each id is written somewhere in the client's source)", () => {
    // The meta area's ids are written in src/shared/meta.ts (the served HTML says them too).
    const plugins = readdirSync(PLUGINS, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map((entry) => join(PLUGINS, entry.name, "client"));
    const source = [...clientSources(), ...plugins.filter((dir) => existsSync(dir)).flatMap((dir) => clientSources(dir)), readFileSync(join(CLIENT, "..", "shared", "meta.ts"), "utf8")].join("\n");
    // The messages area is said by code: its ids are the shared catalogue's (the next test).
    const unused = AREAS.filter((area) => area !== "messages").flatMap((area) => Object.keys(catalogue("en", area)).filter((id) => !source.includes(`"${id}"`)).map((id) => `${area}: ${id}`));
    expect(unused).toEqual([]);
  });

  it("name the trackers' descriptor words by id (labels, hints, descriptions, options' labels), never in English words", () => {
    const ids = catalogue("en", "trackers");
    const descriptors = readdirSync(PLUGINS).map((name) => join(PLUGINS, name, "client", "plugin.ts")).filter((file) => existsSync(file));
    const words = (source: string) => [
      ...[...source.matchAll(/\b(?:label|hint|description): (["'`])((?:\\.|(?!\1).)*)\1/g)].map((match) => match[2]!),
      ...[...source.matchAll(/\["[\w-]+", "([^"]*)"\]/g)].map((match) => match[1]!),
    ];
    // A tracker's own name ("GitHub") is its label, never translated.
    const named = (source: string) => /\bid: "\w+",\s*label: "([^"]+)"/.exec(source)?.[1];
    const notIds = descriptors.flatMap((file) => {
      const source = readFileSync(file, "utf8");
      return words(source).filter((word) => word !== named(source) && !(word in ids));
    });
    expect(descriptors.length).toBeGreaterThanOrEqual(5);
    expect(notIds).toEqual([]);
    // The rule catches English written in a descriptor.
    expect(words('{ name: "state", label: "State", options: [["open", "Open"]] }').filter((word) => !(word in ids))).toEqual(["State", "Open"]);
  });

  it("say the shared catalogue in English exactly as the server does (the messages area is its codes, no more, no fewer)", () => {
    expect(catalogue("en", "messages")).toEqual(MESSAGE_CATALOGUE);
  });

  it("say a code the server sends in every language, with its parameters", () => {
    const sent = [messageRefOf(roomNotFound("QX7Z"))!, messageRefOf(signInLockedOut(5 * 60_000))!, messageRefOf(MESSAGES.rooms.roomGone)!];
    expect(sent.map((ref) => ref.code)).toEqual(["rooms.roomNotFound", "auth.signInLockedOut", "rooms.roomGone"]);
    for (const { code: language } of LANGUAGES) {
      const i18n = setupI18n();
      i18n.load(language, compileCatalogue(catalogue(language, "messages")) as never);
      i18n.activate(language);
      const [notFound, lockedOut, gone] = sent.map((ref) => i18n._(ref.code, ref.params ? { ...ref.params } : undefined));
      expect(notFound, language).toContain("QX7Z");
      expect(lockedOut, language).toContain("5");
      for (const said of [notFound, lockedOut, gone]) expect(said, language).not.toMatch(/[{}]/);
      if (language === "en") expect([notFound, lockedOut, gone]).toEqual([roomNotFound("QX7Z"), signInLockedOut(5 * 60_000), MESSAGES.rooms.roomGone]);
      else expect(gone, language).not.toBe(MESSAGES.rooms.roomGone);
    }
  });

  it("have a glossary per language for the domain words", () => {
    for (const { code } of LANGUAGES.filter((language) => language.code !== "en")) {
      const glossary = readFileSync(join(GLOSSARY, `${code}.md`), "utf8").toLowerCase();
      for (const word of ["story", "estimate", "reveal", "round", "deck", "facilitator"]) expect(glossary, `${code}.md`).toContain(word);
    }
  });
});

describe("the pseudo-language", () => {
  it("accents every message and makes it 40 % longer", () => {
    const text = pseudoText("Sign In");
    expect(text).toBe("Šíĝñ Íñ·~·");
    expect(text.length).toBe(Math.ceil("Sign In".length * 1.4));
  });

  it("keeps arguments, plural numbers and select keys as they are", () => {
    const [compiled] = Object.values(pseudoCatalogue(compileCatalogue({ x: "{count, plural, one {# vote} other {# votes}} by {name}" })));
    expect(compiled).toMatchObject([["count", "plural", { one: ["#", " ṽöţé·~"], other: ["#", " ṽöţéš·~·"] }], " ƀý ·~", ["name"]]);
  });
});
