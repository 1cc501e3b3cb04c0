// The first visit's language: the first of the browser's languages we speak, else English.
import { describe, expect, it } from "vitest";
import { matchLanguage } from "./languages";

describe("matchLanguage", () => {
  it("takes an exact match, then a language's base", () => {
    expect(matchLanguage(["pt-BR"])).toBe("pt-BR");
    expect(matchLanguage(["de-AT", "en"])).toBe("de");
    expect(matchLanguage(["pt-PT"])).toBe("pt-BR");
    expect(matchLanguage(["ja-JP"])).toBe("ja");
  });

  it("skips languages it does not speak, and falls back to English", () => {
    expect(matchLanguage(["sv-SE", "fr-CA"])).toBe("fr");
    expect(matchLanguage(["sv-SE"])).toBe("en");
    expect(matchLanguage([])).toBe("en");
  });
});
