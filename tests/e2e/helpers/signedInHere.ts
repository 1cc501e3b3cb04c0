// A browser that was a signed-out visitor becomes a signed-in person without a second browser:
// the account is signed up through the API and its tokens stored where the app keeps them, so the
// next page load is signed in (as `personWithBrowser` does for a fresh browser).
import type { Page } from "@playwright/test";
import { signUpWithPassword } from "../../support/functionCalls";
import { newAccount, type TestAccount } from "./accounts";

export async function signUpHere(page: Page, baseURL: string, name: string): Promise<{ account: TestAccount; token: string }> {
  const account = newAccount(name);
  const { token, refreshToken } = await signUpWithPassword(baseURL, account);
  await page.evaluate(
    ([access, refresh]) => {
      localStorage.setItem("pp-auth-token", access!);
      localStorage.setItem("pp-auth-refresh-token", refresh!);
    },
    [token, refreshToken],
  );
  return { account, token };
}
