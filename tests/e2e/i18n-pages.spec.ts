// Every converted page in the visitor's language (issue 35): the signed-out pages and the error
// page in German and Japanese (a stored choice), the dashboard and the account dialog in German, a
// language chosen in the account menu (Japanese) holding on a second device, long German words on
// a 360 px phone (landing, sign-in, sign-up, dashboard; the phone checks of i18n.spec.ts moved
// here), and a French browser's sign-in errors, reset mail, reset page, the server's refusal and
// the served HTML in French. Each test is one browser's session of steps (a second only for the
// second device): a fresh browser per check cost more than the checks.
import type { Page } from "@playwright/test";
import { callOk, signUpWithPassword } from "../support/functionCalls";
import { linkIn } from "../support/testMailbox";
import { newAccount, signInThroughForm } from "./helpers/accounts";
import { mailCount, mailTo } from "./helpers/fakeServices";
import { signUpHere } from "./helpers/signedInHere";
import { callAs, expect, roomFor, test } from "./helpers/people";

const LANGUAGE_KEY = "planning-poker.language";

/** The language this browser chose before (as the language menu stores it). */
async function storeLanguage(page: Page, language: string): Promise<void> {
  await page.addInitScript(([key, value]) => localStorage.setItem(key!, value!), [LANGUAGE_KEY, language]);
}

const SIGNED_OUT = {
  de: {
    landing: { h2: "Alles, was dein Team zum Schätzen braucht", signIn: "Anmelden", footer: "Impressum", title: "Planning Poker – Story Points in Echtzeit schätzen, für agile Teams" },
    signUp: { h1: "Kostenloses Konto erstellen", field: "Passwort bestätigen", button: "Konto erstellen" },
    forgot: { h1: "Passwort vergessen?", button: "Link zum Zurücksetzen senden" },
    reset: { h1: "Neues Passwort wählen", button: "Neues Passwort speichern" },
    verify: { h1: "E-Mail-Adresse bestätigen" },
    notFound: { h1: "Seite nicht gefunden", button: "Erneut versuchen", title: "Seite nicht gefunden · Planning Poker" },
  },
  ja: {
    landing: { h2: "チームの見積もりに必要なものがすべてそろっています", signIn: "ログイン", footer: "運営者情報", title: "Planning Poker – アジャイルチームのためのリアルタイム ストーリーポイント見積もり" },
    signUp: { h1: "無料アカウントを作成", field: "パスワード（確認）", button: "アカウントを作成" },
    forgot: { h1: "パスワードをお忘れですか？", button: "リセット用リンクを送信" },
    reset: { h1: "新しいパスワードを設定", button: "新しいパスワードを保存" },
    verify: { h1: "メールアドレスの確認" },
    notFound: { h1: "ページが見つかりません", button: "再試行", title: "ページが見つかりません · Planning Poker" },
  },
} as const;

test("the signed-out pages and the error page speak German, then Japanese", async ({ page }) => {
  for (const [language, words] of Object.entries(SIGNED_OUT)) {
    await test.step(`the signed-out pages and the error page speak ${language}`, async () => {
      // The choice stored last wins: init scripts run in the order they were added.
      await storeLanguage(page, language);

      await page.goto("/");
      await expect(page.getByRole("heading", { level: 2, name: words.landing.h2 })).toBeVisible();
      await expect(page.getByRole("navigation").first().getByRole("link", { name: words.landing.signIn })).toBeVisible();
      await expect(page.getByRole("contentinfo").getByRole("link", { name: words.landing.footer })).toBeVisible();
      await expect(page.locator("html")).toHaveAttribute("lang", language);
      await expect(page).toHaveTitle(words.landing.title);

      await page.goto("/signup");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.signUp.h1);
      await expect(page.getByLabel(words.signUp.field)).toBeVisible();
      await expect(page.getByRole("button", { name: words.signUp.button })).toBeVisible();

      await page.goto("/forgot-password");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.forgot.h1);
      await expect(page.getByRole("button", { name: words.forgot.button })).toBeVisible();

      await page.goto("/reset-password");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.reset.h1);
      await expect(page.getByRole("button", { name: words.reset.button })).toBeVisible();

      await page.goto("/verify-email");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.verify.h1);

      await page.goto("/no-such-page");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(words.notFound.h1);
      await expect(page.getByRole("button", { name: words.notFound.button })).toBeVisible();
      await expect(page).toHaveTitle(words.notFound.title);
      await expect(page.locator("html")).toHaveAttribute("lang", language);
    });
  }
});

test("Ada's dashboard and account dialog speak German, and the Japanese she chooses in the account menu holds on her account and a second device", async ({ people, baseURL, browser }) => {
  const [ada] = await people.open("Ada");
  await roomFor(baseURL!, ada, { name: "Sprint 42" });

  await test.step("the dashboard and the account dialog speak German", async () => {
    await storeLanguage(ada.page, "de");
    await ada.page.goto("/");
    await expect(ada.page.getByRole("heading", { level: 1 })).toHaveText(/^Willkommen( zurück)?, Ada!$/);
    await expect(ada.page.getByRole("heading", { name: "Deine Räume" })).toBeVisible();
    await expect(ada.page.getByText("1 Raum", { exact: true })).toBeVisible();
    await expect(ada.page.getByRole("button", { name: "Sprint 42 löschen" })).toBeVisible();
    await expect(ada.page.getByRole("heading", { name: "So funktioniert’s" })).toBeVisible();

    await ada.page.getByRole("button", { name: "Konto" }).click();
    const dialog = ada.page.getByRole("dialog");
    await expect(dialog.getByRole("heading", { name: "Dein Konto" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Anmeldemethoden" })).toBeVisible();
    await expect(dialog.getByRole("heading", { name: "Tracker-Verbindungen" })).toBeVisible();
    await expect(dialog.getByLabel("Sprache")).toHaveValue("de");
    await expect(ada.page.locator("html")).toHaveAttribute("lang", "de");
  });

  await test.step("a language chosen in the account menu is kept on the account", async () => {
    await ada.page.getByRole("dialog").getByLabel("Sprache").selectOption({ label: "日本語" });
    await expect(ada.page.getByRole("dialog").getByRole("heading", { name: "アカウント" })).toBeVisible();
    await expect(ada.page.locator("html")).toHaveAttribute("lang", "ja");
    await expect.poll(async () => ((await callAs(baseURL!, ada, "query", "users.current", {})) as { language: string | null }).language).toBe("ja");
  });

  await test.step("the dashboard speaks Japanese", async () => {
    await ada.page.keyboard.press("Escape");
    await expect(ada.page.getByRole("heading", { level: 1 })).toHaveText(/^(ようこそ|おかえりなさい)、Ada さん！$/);
    await expect(ada.page.getByText("1 件のルーム", { exact: true })).toBeVisible();
    await expect(ada.page.getByRole("button", { name: "ルームを作成" })).toBeVisible();
    await expect(ada.page.locator("html")).toHaveAttribute("lang", "ja");
  });

  await test.step("the chosen language holds on a second device", async () => {
    // Another browser, never told a language, English by its own: signing in brings Ada's Japanese.
    const context = await browser.newContext({ baseURL, locale: "en-US" });
    const page = await context.newPage();
    await signInThroughForm(page, ada.account);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(/^(ようこそ|おかえりなさい)、Ada さん！$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "ja");
    await context.close();
  });
});

test("a 360 px phone in German keeps the landing, sign-in and sign-up pages and the dashboard from scrolling sideways", async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, locale: "de-DE" });
  const page = await context.newPage();
  await test.step("fits a 360 px phone on the landing and sign-in pages, long German words and all", async () => {
    for (const [path, heading] of [["/", "Storys gemeinsam schätzen, in Echtzeit"], ["/signin", "Willkommen zurück"]] as const) {
      await page.goto(path);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText(heading);
      await expect(page.getByLabel("Sprache")).toBeVisible();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
      expect(overflow, path).toBeLessThanOrEqual(0);
    }
  });

  await test.step("a 360 px phone in German keeps the sign-up page and the dashboard from scrolling sideways", async () => {
    await page.goto("/signup");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Kostenloses Konto erstellen");
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);

    // Ada, signed up through the API with a long-named room, signs in on this phone (her tokens stored as the app stores them).
    const { token } = await signUpHere(page, baseURL!, "Ada");
    await callOk(baseURL!, "mutation", "rooms.createRoom", { name: "Qualitätssicherungsmaßnahmenplanung", sessionId: "e2e-setup", isPermanent: false }, token);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: "Deine Räume" })).toBeVisible();
    await expect(page.getByText("Qualitätssicherungsmaßnahmenplanung")).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  });
  await context.close();
});

test("a French browser's sign-in errors, reset mail and reset page are French, and so are the server's refusal and the served HTML", async ({ browser, baseURL }) => {
  // Camille chose French on her account (the mail follows the account's language).
  const camille = newAccount("Camille");
  const { token } = await signUpWithPassword(baseURL!, camille);
  await callOk(baseURL!, "mutation", "users.setLanguage", { language: "fr" }, token);
  const context = await browser.newContext({ baseURL, locale: "fr-FR" });
  const page = await context.newPage();

  await test.step("a French browser's sign-in errors, reset mail and reset page are French", async () => {
    // The form's own checks and the server's refusal, in French.
    await page.goto("/signin");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page.getByText("Veuillez saisir votre adresse e-mail")).toBeVisible();
    await expect(page.getByText("Veuillez saisir votre mot de passe")).toBeVisible();
    await page.getByLabel("Adresse e-mail", { exact: true }).fill(camille.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill("not her password");
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await expect(page.getByRole("alert")).toHaveText("Mot de passe incorrect. Veuillez réessayer.");

    // She asks for a reset from the sign-in page; the mail is French, its link opens the French page.
    await page.getByRole("link", { name: "Mot de passe oublié ?" }).click();
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Mot de passe oublié ?");
    const before = await mailCount();
    await page.getByLabel("E-mail", { exact: true }).fill(camille.email);
    await page.getByRole("button", { name: "Envoyer le lien" }).click();
    await expect(page.getByRole("status").filter({ hasText: "un lien pour choisir un nouveau mot de passe est en route" })).toBeVisible();
    const mail = await mailTo(camille.email, { after: before });
    expect(mail.subject).toBe("Réinitialisez votre mot de passe Planning Poker");
    expect(mail.text).toContain("Choisissez un nouveau mot de passe ici");
    await page.goto(linkIn(mail, `${baseURL}/reset-password#token=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Choisissez un nouveau mot de passe");
    await expect(page.locator("html")).toHaveAttribute("lang", "fr");
    await page.getByLabel("Nouveau mot de passe", { exact: true }).fill("un tout nouveau secret 7");
    await page.getByLabel("Confirmez le nouveau mot de passe").fill("autre chose");
    await page.getByRole("button", { name: "Enregistrer le mot de passe" }).click();
    await expect(page.getByText("Les mots de passe ne correspondent pas")).toBeVisible();
  });

  await test.step("the server's refusal and the served HTML speak French", async () => {
    // Camille never set the new password: her own still signs her in, to her French dashboard.
    await page.goto("/signin");
    await page.getByLabel("Adresse e-mail", { exact: true }).fill(camille.email);
    await page.getByLabel("Mot de passe", { exact: true }).fill(camille.password);
    await page.getByRole("button", { name: "Se connecter", exact: true }).click();
    await page.getByRole("button", { name: "Rejoindre" }).first().click();
    const join = page.getByRole("form", { name: "Rejoindre une salle" });
    // The shared catalogue's validation sentence, said in French.
    await page.getByLabel("Code de la salle").fill("AB-12");
    await join.getByRole("button", { name: "Rejoindre" }).click();
    await expect(join.getByText("Le code de salle doit comporter au plus 8 caractères, uniquement des lettres et des chiffres")).toBeVisible();
    await page.getByLabel("Code de la salle").fill("NOPE42");
    await join.getByRole("button", { name: "Rejoindre" }).click();
    // The server sent the code rooms.roomNotFound with the room's code; the browser says it in French.
    await expect(page.getByText("Salle « NOPE42 » introuvable. Veuillez vérifier le code de la salle.")).toBeVisible();

    // The HTML itself, for crawlers and link previews: the cookie the language menu wrote, else Accept-Language.
    const served = await page.request.get(`${baseURL}/room/nope42`, { headers: { "accept-language": "fr-CA,fr;q=0.9" } });
    expect(await served.text()).toContain('<html lang="fr">');
    expect(served.headers()["vary"]).toContain("accept-language");
  });
  await context.close();
});
