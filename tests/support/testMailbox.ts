// A real SMTP server in the test process (smtp-server) that keeps what it receives, parsed with
// mailparser: tests read the mail our nodemailer sent, not a mock of our mailer. `serveHttp` lets
// browser tests in other processes read it too (GET /messages).
import { createServer as createHttpServer, type Server } from "node:http";
import { simpleParser } from "mailparser";
import { SMTPServer } from "smtp-server";

export interface ReceivedMail {
  to: string[];
  from: string;
  subject: string;
  text: string;
}

export interface TestMailbox {
  /** SMTP_URL for the app. */
  smtpUrl: string;
  messages: ReceivedMail[];
  /** The newest message to `address` (polling; bounded by `timeoutMs`). */
  waitFor(address: string, options?: { timeoutMs?: number; after?: number }): Promise<ReceivedMail>;
  /** Starts an HTTP reader on loopback; returns its URL. */
  serveHttp(): Promise<string>;
  close(): Promise<void>;
}

export async function startTestMailbox(): Promise<TestMailbox> {
  const messages: ReceivedMail[] = [];
  const smtp = new SMTPServer({
    secure: false,
    authOptional: true,
    disabledCommands: ["STARTTLS", "AUTH"],
    logger: false,
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          messages.push({
            to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
            subject: mail.subject ?? "",
            text: mail.text ?? "",
          });
          callback();
        })
        .catch((error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, "127.0.0.1", resolve));
  const address = smtp.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  let http: Server | null = null;

  return {
    smtpUrl: `smtp://127.0.0.1:${port}`,
    messages,
    async waitFor(address, { timeoutMs = 10_000, after = 0 } = {}) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = messages.slice(after).findLast((m) => m.to.includes(address.toLowerCase()));
        if (found) return found;
        if (Date.now() > deadline) throw new Error(`no mail to ${address} within ${timeoutMs} ms`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async serveHttp() {
      http = createHttpServer((req, res) => {
        res.writeHead(200, { "Content-Type": "application/json" }).end(JSON.stringify(messages));
      });
      await new Promise<void>((resolve) => http!.listen(0, "127.0.0.1", resolve));
      const httpAddress = http.address();
      return `http://127.0.0.1:${typeof httpAddress === "object" && httpAddress ? httpAddress.port : 0}`;
    },
    close: async () => {
      if (http) {
        http.closeAllConnections();
        await new Promise<void>((resolve) => http!.close(() => resolve()));
      }
      await new Promise<void>((resolve) => smtp.close(resolve));
    },
  };
}

/** The first link in a mail's text that starts with `prefix`. */
export function linkIn(mail: ReceivedMail, prefix: string): string {
  const found = mail.text.split(/\s+/).find((word) => word.startsWith(prefix));
  if (!found) throw new Error(`no link starting with ${prefix} in: ${mail.text}`);
  return found;
}
