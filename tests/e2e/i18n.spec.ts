// The product in the visitor's language (issue 35): the language comes from the browser on a first
// visit, a choice on the sign-in page holds across reloads, and the pseudo-language shows that the
// converted parts of the signed-out pages hold no text outside the catalogues. One German browser
// goes through the three in turn (a fresh browser per check cost more than the checks). The German
// 360 px phone is in i18n-pages.spec.ts, whose phone session reads the same pages.
import { expect, test } from "@playwright/test";
import { untranslatedText } from "./helpers/untranslated";

const LANGUAGE_KEY = "planning-poker.language";

test.describe("a German browser", () => {
  test.use({ locale: "de-DE" });

  test("lands in German, keeps the Japanese chosen on the sign-in page, and in the pseudo-language shows no untranslated text", async ({ page }) => {
    await test.step("a German browser lands on the landing page in German", async () => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Storys gemeinsam schätzen, in Echtzeit");
      // The hero's and the call to action's: both in German now.
      await expect(page.getByRole("link", { name: "Kostenlos starten" })).toHaveCount(2);
      await expect(page.getByText("Beliebig viele Teammitglieder können mitmachen")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "de");
      await expect(page.getByLabel("Sprache")).toHaveValue("de");
    });

    await test.step("switching to Japanese on the sign-in page holds after a reload", async () => {
      await page.getByRole("navigation").first().getByRole("link", { name: "Anmelden" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Willkommen zurück" })).toBeVisible();
      await page.getByLabel("Sprache").selectOption({ label: "日本語" });
      await expect(page.getByRole("heading", { level: 1, name: "おかえりなさい" })).toBeVisible();
      await expect(page.getByText("ログインして、チームのプランニングルームに参加しましょう。")).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "ja");

      await page.reload();
      await expect(page.getByRole("heading", { level: 1, name: "おかえりなさい" })).toBeVisible();
      await expect(page.getByRole("link", { name: "新規登録" })).toBeVisible();
      await expect(page.getByRole("button", { name: "ログイン", exact: true })).toBeVisible();
      await expect(page.getByLabel("パスワード", { exact: true })).toBeVisible();
      await expect(page.getByLabel("言語")).toHaveValue("ja");
      await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    });

    // The pseudo-language, stored as the language menu stores a choice, on every load from here on.
    await page.addInitScript((key) => localStorage.setItem(key, "en-XA"), LANGUAGE_KEY);

    await test.step("the pseudo-language leaves no untranslated text in the landing page's hero", async () => {
      await page.goto("/");
      await expect(page.getByRole("heading", { level: 1 })).toContainText("Éšţíɱáţé šţöŕíéš ţöĝéţĥéŕ");
      await expect(page.getByLabel("Ļáñĝüáĝé", { exact: false })).toHaveValue("en-XA");
      // The language menu's options are the languages' own names (names, allowed).
      const texts = await untranslatedText(page, "section[aria-labelledby=hero-title]");
      expect(texts.filter((text) => !LANGUAGE_NAMES.includes(text))).toEqual([]);
    });

    await test.step("the pseudo-language leaves no untranslated text on the sign-in page", async () => {
      await page.goto("/signin");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^Ŵéļçöɱé ƀáçķ/);
      await expect(page.getByRole("button", { name: /^Çöñţíñüé ŵíţĥ ĜíţĤüƀ/ })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", "en-XA");
      const texts = await untranslatedText(page, "main");
      expect(texts.filter((text) => !LANGUAGE_NAMES.includes(text))).toEqual([]);
    });
  });
});

const LANGUAGE_NAMES = ["English", "Deutsch", "Français", "Español", "Italiano", "Português (Brasil)", "Nederlands", "Polski", "日本語", "Pseudo (en-XA)"];
