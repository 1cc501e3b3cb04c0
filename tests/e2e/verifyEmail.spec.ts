// Issue 30, item 1 (b): the verification link asks before it proves anything. A squatter signed up
// with somebody else's address and had a verification mail sent to it; the address's owner opens
// the mail, answers "This wasn't me", and the squatting account loses the address: its sessions
// end, its password no longer signs in with that address, and the owner can sign up with it.
import { expect, test } from "@playwright/test";
import { callFunction, signUpWithPassword } from "../support/functionCalls";
import { linkIn } from "../support/testMailbox";
import { newAccount, signInThroughForm, signUpThroughForm } from "./helpers/accounts";
import { expectNoAxeViolations } from "./helpers/axe";
import { mailCount, mailTo } from "./helpers/fakeServices";

test("\"This wasn't me\" on the verification page ends a squatter's claim on the owner's address", async ({ page, baseURL }) => {
  const squatter = newAccount("Sam Squatter");
  const { token } = await signUpWithPassword(baseURL!, squatter);
  const before = await mailCount();
  expect((await callFunction(baseURL!, "action", "auth.requestEmailVerification", {}, token)).body.status).toBe("success");
  const mail = await mailTo(squatter.email, { after: before });

  // The owner opens the link: a question, not a verified address.
  const owner = page;
  await owner.goto(linkIn(mail, `${baseURL}/verify-email#token=`));
  await expect(owner.getByRole("heading", { level: 1, name: "Verify your email" })).toBeVisible();
  await expect(owner.getByText("Is this your Planning Poker account? Confirm only if you asked for this email.")).toBeVisible();
  await expect(owner).toHaveURL(/\/verify-email$/);
  await expectNoAxeViolations(owner);
  await owner.getByRole("button", { name: "This wasn't me" }).click();
  await expect(owner.getByRole("main").getByRole("status")).toHaveText(
    "Thank you. That account no longer uses your email address, and nothing was verified. You can sign up with your address yourself.",
  );

  // The link is spent either way.
  await owner.reload();
  await expect(owner.getByRole("alert")).toHaveText("This verification link has expired or was already used. Please ask for a new one from the account menu.");

  // The squatter's session is over and the address no longer signs into that account.
  expect((await callFunction(baseURL!, "query", "users.current", {}, token)).http).toBe(401);
  // (Tried in the owner's browser: a second browser for it cost more than the try.)
  await signInThroughForm(owner, squatter);
  await expect(owner.getByRole("alert")).toBeVisible();
  await expect(owner).toHaveURL(/\/signin$/);

  // The owner signs up with the address.
  await signUpThroughForm(owner, { name: "Olivia Owner", email: squatter.email, password: "the owner's secret 1" });
  await expect(owner.getByTestId("current-user")).toContainText("Olivia Owner");
});
