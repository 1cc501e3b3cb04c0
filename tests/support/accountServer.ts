// A test server for account flows: the fake GitHub for sign-in and linking, and a real SMTP server
// in the test process for reset and verification mail.
import { startFakeGithub, type FakeGithub } from "./fakeGithub";
import { startTestMailbox, type TestMailbox } from "./testMailbox";
import { startTestServer, type TestServer } from "./testServer";

export interface AccountServer {
  server: TestServer;
  github: FakeGithub;
  mailbox: TestMailbox;
  close(): Promise<void>;
}

export async function startAccountServer(): Promise<AccountServer> {
  const [github, mailbox] = await Promise.all([startFakeGithub(), startTestMailbox()]);
  const server = await startTestServer({ env: { ...github.env, SMTP_URL: mailbox.smtpUrl, MAIL_FROM: "Planning Poker <poker@example.com>" } });
  return {
    server,
    github,
    mailbox,
    close: async () => {
      await server.close();
      await github.close();
      await mailbox.close();
    },
  };
}
