// Outgoing mail through the SMTP server SMTP_URL names (nodemailer). Without one, each message
// goes to the server log instead, so an operator can still hand a reset link to its owner.
import { createTransport, type Transporter } from "nodemailer";
import type { Config } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  /** False when SMTP_URL is unset: the UI says mail is not set up. */
  readonly configured: boolean;
  send(message: MailMessage): Promise<void>;
  close(): void;
}

const SEND_TIMEOUT_MS = 15_000;

/** `log` receives the messages that could not be mailed, and failures; the server log by default. */
export function createMailer(mail: Config["mail"], log: (line: string) => void = (line) => console.warn(line)): Mailer {
  if (!mail) {
    return {
      configured: false,
      async send(message) {
        log(`Mail is not set up (SMTP_URL is unset), so this message was not sent. To: ${message.to}. Subject: ${message.subject}.\n${message.text}`);
      },
      close() {},
    };
  }
  const transport: Transporter = createTransport(mail.smtpUrl, {
    from: mail.from,
    connectionTimeout: SEND_TIMEOUT_MS,
    greetingTimeout: SEND_TIMEOUT_MS,
    socketTimeout: SEND_TIMEOUT_MS,
  });
  return {
    configured: true,
    async send(message) {
      await transport.sendMail({ from: mail.from, to: message.to, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
