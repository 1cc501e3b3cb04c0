// Accounts for browser tests: unique emails, sign-up through the API (fast) or the form (the
// thing under test), and what the page stores.
import { expect, type Browser, type BrowserContext, type BrowserContextOptions, type Page } from "@playwright/test";
import { signUpWithPassword } from "../../support/functionCalls";

export const PASSWORD = "correct horse 42";

export interface TestAccount {
  name: string;
  email: string;
  password: string;
}

let counter = 0;
export function newAccount(name = "Ada Lovelace"): TestAccount {
  counter++;
  return { name, email: `e2e-${Date.now().toString(36)}-${process.pid}-${counter}@example.com`, password: PASSWORD };
}

/** Creates the account without the browser, for tests about something else. */
export async function createAccount(baseURL: string | undefined, account: TestAccount = newAccount()): Promise<TestAccount> {
  await signUpWithPassword(baseURL!, account);
  return account;
}

export async function signUpThroughForm(page: Page, account: TestAccount): Promise<void> {
  await page.goto("/signup");
  await page.getByLabel("Name").fill(account.name);
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password", { exact: true }).fill(account.password);
  await page.getByLabel("Confirm password").fill(account.password);
  await page.getByRole("button", { name: "Create Account" }).click();
}

export async function signInThroughForm(page: Page, account: Pick<TestAccount, "email" | "password">): Promise<void> {
  await page.goto("/signin");
  await page.getByLabel("Email", { exact: true }).fill(account.email);
  await page.getByLabel("Password").fill(account.password);
  await page.getByRole("button", { name: "Sign In", exact: true }).click();
}

/** On the dashboard, with the user's name in the header ('Welcome' on the first visit, then 'Welcome back'). */
export async function expectSignedIn(page: Page, account: TestAccount): Promise<void> {
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("heading", { level: 1, name: /^Welcome( back)?, / })).toBeVisible();
  await expect(page.getByTestId("current-user")).toContainText(account.name);
}

export async function storedTokens(page: Page): Promise<{ token: string | null; refreshToken: string | null }> {
  return page.evaluate(() => ({ token: localStorage.getItem("pp-auth-token"), refreshToken: localStorage.getItem("pp-auth-refresh-token") }));
}

/** A signed-up person with their own browser context. */
export interface Person {
  name: string;
  account: TestAccount;
  token: string;
  context: BrowserContext;
  page: Page;
}

/**
 * Signs up through the API and opens a browser that holds the tokens, as the app stores them.
 * `contextOptions` go to browser.newContext (permissions, touch, downloads).
 */
export async function personWithBrowser(browser: Browser, baseURL: string, name: string, contextOptions: BrowserContextOptions = {}): Promise<Person> {
  const account = newAccount(name);
  const { token, refreshToken } = await signUpWithPassword(baseURL, account);
  const context = await browser.newContext({
    baseURL,
    storageState: {
      cookies: [],
      origins: [{ origin: baseURL, localStorage: [{ name: "pp-auth-token", value: token }, { name: "pp-auth-refresh-token", value: refreshToken }] }],
    },
    ...contextOptions,
  });
  return { name, account, token, context, page: await context.newPage() };
}
