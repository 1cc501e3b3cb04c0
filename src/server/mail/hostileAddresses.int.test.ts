// Issue 30, mail goes only where it should: account emails are a plain addr-spec, so an address a
// mailer would read as somebody else's (`x<victim@example.org>`, `a@corp.example(x)evil.example`,
// lists, quotes, routes) is refused at sign-up with the spec's sentence, and nothing reaches the
// SMTP server (a real one in the test process) whichever door it tries.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { HOSTILE_EMAILS } from "../../../tests/support/hostileEmails";
import { callFunction } from "../../../tests/support/functionCalls";
import { startTestMailbox, type TestMailbox } from "../../../tests/support/testMailbox";
import { startTestServer, type TestServer } from "../../../tests/support/testServer";
import { createMailer } from "./mailer";

let server: TestServer;
let mailbox: TestMailbox;

beforeAll(async () => {
  mailbox = await startTestMailbox();
  server = await startTestServer({ env: { SMTP_URL: mailbox.smtpUrl, MAIL_FROM: "Planning Poker <poker@example.com>" } });
});
afterAll(async () => {
  await server?.close();
  await mailbox?.close();
});

const signUp = (email: string) =>
  callFunction(server, "action", "auth.signIn", { provider: "password", params: { flow: "signUp", email, password: "secret123", confirmPassword: "secret123", name: "Mallory" } }).then((r) => r.body);

describe("hostile account emails", () => {
  it("are each refused at sign-up with a clear sentence, and no mail reaches the SMTP server", async () => {
    for (const email of HOSTILE_EMAILS) {
      expect(await signUp(email), email).toMatchObject({ status: "error", errorMessage: "Please enter a valid email address" });
      expect(await callFunction(server, "action", "auth.requestPasswordReset", { email }).then((r) => r.body), email).toMatchObject({
        errorMessage: "Please enter a valid email address",
      });
    }
    // A plain address goes through, and its mail is the only one the server received.
    const plain = `plain-${Date.now()}@example.com`;
    expect(await signUp(plain)).toMatchObject({ status: "success" });
    await callFunction(server, "action", "auth.requestPasswordReset", { email: plain });
    await mailbox.waitFor(plain);
    expect(mailbox.messages.flatMap((m) => m.to)).toEqual([plain]);
  });

  it("an international domain is stored as punycode, and the mail goes to that one address", async () => {
    const email = `intl-${Date.now()}@bücher.example`;
    expect(await signUp(email)).toMatchObject({ status: "success" });
    const ascii = email.replace("bücher", "xn--bcher-kva");
    const before = mailbox.messages.length;
    await callFunction(server, "action", "auth.requestPasswordReset", { email: email.toUpperCase() });
    // The test's SMTP server shows the domain decoded again: either form names the one recipient.
    await expect.poll(() => mailbox.messages.length, { timeout: 10_000 }).toBe(before + 1);
    expect(mailbox.messages.slice(before).map((m) => m.to)).toEqual([[expect.stringMatching(new RegExp(`^(${ascii}|${email})$`.replaceAll(".", "\\.")))]]);
  });

  it("the mailer itself refuses one already stored (an account from before this rule)", async () => {
    const mailer = createMailer({ smtpUrl: mailbox.smtpUrl, from: "poker@example.com" });
    try {
      const before = mailbox.messages.length;
      for (const to of ["x<victim@example.org>", "a@corp.example(x)evil.example"]) {
        await expect(mailer.send({ to, subject: "Reset", text: "link" })).rejects.toThrow("refusing to mail an address that is not a plain addr-spec");
      }
      await mailer.send({ to: "owner@example.com", subject: "Reset", text: "link" });
      await mailbox.waitFor("owner@example.com", { after: before });
      expect(mailbox.messages.slice(before).flatMap((m) => m.to)).toEqual(["owner@example.com"]);
    } finally {
      mailer.close();
    }
  });
});
