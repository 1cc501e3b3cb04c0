// A refusal the server sends as a code is said in the page's language; English keeps the server's
// words; a sentence of the catalogue without a code (a toast's own) is read by its words.
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { setupI18n } from "@lingui/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { compileCatalogue } from "../../../scripts/build/i18nCatalogues";
import { MESSAGES, roomNotFound } from "../../shared/messages";
import { messageRefOf, sayRefusal } from "../../shared/messageCodes";
import { timerPaused } from "../../shared/messages/timer";
import { FunctionCallError } from "../sync/errors";

// The build compiles the catalogues (scripts/build/i18nCatalogues.ts); here the test does.
vi.mock("./runtime", () => ({
  loadArea: async (language: string, area: string) => {
    const { PSEUDO } = await import("./languages");
    const { pseudoCatalogue } = await import("./pseudo");
    const raw = JSON.parse(readFileSync(join(import.meta.dirname, "locales", language === PSEUDO ? "en" : language, `${area}.json`), "utf8")) as Record<string, string>;
    const compiled = compileCatalogue(raw);
    const i18n = setupI18n();
    i18n.load(language, (language === PSEUDO ? pseudoCatalogue(compiled as never) : compiled) as never);
    i18n.activate(language);
    return i18n;
  },
}));

const { loadMessages, sayMessage, sayMessageLoaded } = await import("./serverMessages");
const { serverMessageOr } = await import("../lib/serverMessage");

function pageIn(language: string) {
  vi.stubGlobal("document", { documentElement: { lang: language } });
}

describe("the server's sentences in the page's language", () => {
  beforeEach(() => pageIn("en"));
  afterEach(() => vi.unstubAllGlobals());

  it("says a tracker's refusal in the language, its own quoted words and the egress guard's reason too", async () => {
    pageIn("de");
    await loadMessages();
    const unreachable = sayRefusal("tracker.unreachable", { tracker: "GitLab", error: sayRefusal("egress.dns", { host: "gitlab.example.com" }) });
    expect(unreachable).toBe("GitLab could not be reached: gitlab.example.com could not be found (DNS). Check the site's address.");
    const ref = messageRefOf(unreachable)!;
    expect(ref.code).toBe("tracker.unreachable");
    expect(sayMessage(unreachable, ref)).toBe("GitLab war nicht erreichbar: gitlab.example.com wurde nicht gefunden (DNS). Prüfe die Adresse der Seite.");
    const forbidden = sayRefusal("github.forbidden", { says: sayRefusal("tracker.says", { tracker: "GitHub", text: "Resource protected by SAML." }) });
    expect(sayMessage(forbidden, messageRefOf(forbidden))).toBe(
      "GitHub hat die Anfrage abgelehnt (403): Das Token darf das hier vielleicht nicht (SSO der Organisation, eine IP-Freigabeliste oder fehlender Zugriff). GitHub meldet: Resource protected by SAML.",
    );
    const limited = sayRefusal("jiraDc.rateLimited", { minutes: 3 });
    expect(limited).toBe("Jira's rate limit for this account is reached. Try again in 3 minutes.");
    expect(sayMessage(limited, messageRefOf(limited))).toBe("Das Rate Limit von Jira für dieses Konto ist erreicht. Versuche es in 3 Minuten noch einmal.");
  });

  it("says where a tracker writes an estimate, and why it cannot, by their English words", async () => {
    pageIn("de");
    await loadMessages();
    expect(sayMessage(sayRefusal("target.githubField", { field: "Estimate", number: 1, owner: "octo-org" }))).toBe("das Feld „Estimate“ von Projekt 1 von octo-org");
    expect(sayMessage(sayRefusal("target.linearEstimate", { scale: "Fibonacci", cards: "1, 2, 3, 5, 8" }))).toBe("die Fibonacci-Schätzung (1, 2, 3, 5, 8)");
    expect(sayMessage(sayRefusal("gitlab.cardNotWhole", { card: "0.5" }))).toBe("GitLab-Gewichtungen sind ganze Zahlen: 0.5 kann nicht geschrieben werden.");
  });

  it("says a refusal by its code and parameters once the language has loaded", async () => {
    pageIn("fr");
    await loadMessages();
    const refusal = new FunctionCallError(roomNotFound("QX7Z"), null, "rooms.roomNotFound", { code: "QX7Z" });
    expect(serverMessageOr(refusal, MESSAGES.rooms.joinFailed)).toBe("Salle « QX7Z » introuvable. Veuillez vérifier le code de la salle.");
    // The fallback (a lost connection) is the catalogue's too.
    expect(serverMessageOr(new Error("socket closed"), MESSAGES.rooms.joinFailed)).toBe("Impossible de rejoindre la salle");
  });

  it("keeps the server's English words in English, and for words the catalogue does not know", async () => {
    const refusal = new FunctionCallError(roomNotFound("QX7Z"), null, "rooms.roomNotFound", { code: "QX7Z" });
    expect(serverMessageOr(refusal, "")).toBe(roomNotFound("QX7Z"));
    pageIn("de");
    await loadMessages();
    expect(sayMessage("GitHub answered 502 Bad Gateway")).toBe("GitHub answered 502 Bad Gateway");
    // A code a newer server sends that this catalogue has not heard of: its English words.
    expect(serverMessageOr(new FunctionCallError("Something new.", null, "rooms.somethingNew"), "")).toBe("Something new.");
  });

  it("reads a sentence without a code by its words, sentences inside it too", async () => {
    pageIn("ja");
    expect(await sayMessageLoaded(MESSAGES.rooms.created)).toBe("ルームを作成しました！");
    expect(await sayMessageLoaded(timerPaused(150))).toBe("タイマーを一時停止しました（残り 2 分 30 秒）");
  });

  it("says the pseudo-language's accented English", async () => {
    pageIn("en-XA");
    const said = await sayMessageLoaded(MESSAGES.rooms.roomGone);
    expect(said).not.toBe(MESSAGES.rooms.roomGone);
    expect(said.length).toBeGreaterThan(MESSAGES.rooms.roomGone.length);
  });
});
