// Outgoing mail through the SMTP server SMTP_URL names (nodemailer). Without one, each message
// goes to the server log instead, so an operator can still hand a reset link to its owner.
// The recipient is a plain addr-spec (isPlainEmailAddress) handed over as an address object, one
// per message: nodemailer never parses a display name, comment or list out of it.
import { createTransport, type Transporter } from "nodemailer";
import type { Config } from "../config";
import { isPlainEmailAddress } from "../../shared/validation";

export interface MailMessage {
  /** A plain address (normalised account email); anything else is refused before SMTP. */
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
      if (!isPlainEmailAddress(message.to)) throw new Error("refusing to mail an address that is not a plain addr-spec");
      await transport.sendMail({ from: mail.from, to: { name: "", address: message.to }, subject: message.subject, text: message.text });
    },
    close: () => transport.close(),
  };
}
