// The mails' words: every language has every message with English's ICU arguments, and English
// says exactly what the mails always said.
import { describe, expect, it } from "vitest";
import { icuArguments } from "../../shared/icu";
import { LANGUAGES } from "../../shared/languages";
import { MAIL_MESSAGES, mailLanguage, mailMoment, mailText } from "./messages";

describe("the mails' words", () => {
  it("has every message in every language, with the same arguments", () => {
    const english = MAIL_MESSAGES.en;
    for (const { code } of LANGUAGES) {
      expect(Object.keys(MAIL_MESSAGES[code]).sort(), code).toEqual(Object.keys(english).sort());
      for (const [id, message] of Object.entries(english)) expect(icuArguments(MAIL_MESSAGES[code][id as keyof typeof english]), `${code} ${id}`).toEqual(icuArguments(message));
    }
  });

  it("says the English mails word for word as before", () => {
    expect(mailText(null, "reset.body", { link: "https://poker.example/reset-password#token=t" })).toBe(
      "Someone (hopefully you) asked to reset the password of your Planning Poker account.\n\nChoose a new password here:\nhttps://poker.example/reset-password#token=t\n\nThe link works once, within 30 minutes. Choosing a new password signs your account out everywhere.\nIf you did not ask, ignore this message: your password stays as it is.\n",
    );
    expect(mailText("en", "reminder.subject", { count: 1, room: "Sprint planning" })).toBe("1 story waits for your estimate in Sprint planning");
    expect(mailText("en", "reminder.subject", { count: 2, room: "Sprint planning" })).toBe("2 stories wait for your estimate in Sprint planning");
    expect(mailMoment("en", Date.UTC(2026, 0, 2, 15, 30))).toBe("Fri, 02 Jan 2026 15:30:00 GMT");
  });

  it("says them in the recipient's language, with its plurals, and in English for an account without one", () => {
    expect(mailText("pl", "reminder.subject", { count: 3, room: "Sprint" })).toBe("3 historyjki czekają na Twój szacunek w Sprint");
    expect(mailText("pl", "reminder.subject", { count: 5, room: "Sprint" })).toBe("5 historyjek czeka na Twój szacunek w Sprint");
    expect(mailText("de", "verify.subject")).toBe("Bestätige deine E-Mail-Adresse für Planning Poker");
    expect(mailMoment("fr", Date.UTC(2026, 0, 2, 15, 30))).toBe("vendredi 2 janvier 2026 à 15:30 UTC");
    expect(mailLanguage("en-XA")).toBe("en");
    expect(mailLanguage(null)).toBe("en");
  });

  it("keeps what people typed as it is (a room named with braces)", () => {
    expect(mailText("en", "reminder.subject", { count: 1, room: "{count} 'quoted'" })).toBe("1 story waits for your estimate in {count} 'quoted'");
  });
});
