// Mail as ctx.app.mail: the mailer, and a limit on how many links one address can be sent, so
// "Forgot password?" cannot be used to flood somebody's inbox.
import type { Config } from "../config";
import type { LimitStore } from "../limits/limitStore";
import { RateLimiter } from "../limits/rateLimiter";
import { createMailer, type Mailer } from "./mailer";

export interface MailEnvironment {
  mailer: Mailer;
  /** Per recipient; null when RATE_LIMITS=off. */
  perRecipient: RateLimiter | null;
}

export function createMailEnvironment(config: Pick<Config, "mail" | "rateLimits">, limits: LimitStore): MailEnvironment {
  return { mailer: createMailer(config.mail), perRecipient: config.rateLimits ? new RateLimiter(limits, "mailPerRecipient", 5, 60 * 60_000) : null };
}
