// Form and argument validation (spec 5) shared by the client's forms and the server's functions.
// Schemas trim and upper-/lower-case on the way in, so both sides see the same normalised value.
// Written with zod/mini (the same schemas, a few KB instead of 24 in the browser); the server's
// argument objects (full zod) take them as they are.
import * as z from "zod/mini";
import { isMaxFibonacciOption, pointChoicesFor } from "./deck";
import { GENERIC_MESSAGES } from "./messages/generic";
import { VALIDATION_MESSAGES } from "./messages/validation";
import { JOIN_CODE_MAX_LENGTH, isValidRoomCode } from "./roomCode";

const V = VALIDATION_MESSAGES;

export const ROOM_NAME_MAX_LENGTH = 60;
export const STORY_MAX_LENGTH = 2000;
export const NAME_MIN_LENGTH = 2;
export const NAME_MAX_LENGTH = 50;
/** The longest address SMTP can deliver to (RFC 5321). */
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MIN_LENGTH = 6;
/** Generous for passphrases, yet bounds the hashing work one request can ask for. */
export const PASSWORD_MAX_LENGTH = 200;

/**
 * A plain addr-spec (RFC 5321/5322 dot-atom local part @ a domain name), nothing else: no display
 * name, no `<>()",;:`, spaces, quoted strings or comments, which mailers parse as other
 * recipients (`x<victim@example.org>`, `a@corp.example(x)evil.example`). The domain is checked
 * after normalizeEmail made it ASCII (punycode). The address is proven by using it.
 */
const LOCAL_PART_PATTERN = /^[a-z0-9!#$%&'*+/=?^_`{|}~-]+(?:\.[a-z0-9!#$%&'*+/=?^_`{|}~-]+)*$/;
const DOMAIN_LABEL = "[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?";
const DOMAIN_PATTERN = new RegExp(`^(?:${DOMAIN_LABEL}\\.)+[a-z](?:[a-z0-9-]{0,61}[a-z0-9])?$`);
/** Letters, marks and digits of any script, dots and hyphens: what may be turned into punycode. */
const INTERNATIONAL_DOMAIN_PATTERN = /^[\p{L}\p{M}\p{N}.-]+$/u;

/** Whether `email` (already normalised) is a plain address a mailer can only read one way. */
export function isPlainEmailAddress(email: string): boolean {
  if (email.length > EMAIL_MAX_LENGTH) return false;
  const at = email.indexOf("@");
  if (at <= 0 || at !== email.lastIndexOf("@")) return false;
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  return LOCAL_PART_PATTERN.test(local) && domain.length <= 253 && DOMAIN_PATTERN.test(domain);
}

/** An international domain name as ASCII (punycode, via the WHATWG URL parser both sides have); others unchanged. */
function asciiDomain(domain: string): string {
  // eslint-disable-next-line no-control-regex
  if (/^[\x00-\x7f]*$/.test(domain) || !INTERNATIONAL_DOMAIN_PATTERN.test(domain)) return domain;
  try {
    return new URL(`http://${domain}/`).hostname;
  } catch {
    return domain;
  }
}

/** How codes are compared everywhere: surrounding spaces dropped, upper case (spec 5, 7). */
export function normalizeRoomCode(input: string): string {
  return input.trim().toUpperCase();
}

/**
 * Accounts are matched case-insensitively, so emails are stored and looked up in lower case, with
 * an international domain as punycode (one account per address however it is typed).
 */
export function normalizeEmail(input: string): string {
  const email = input.trim().toLowerCase();
  const at = email.lastIndexOf("@");
  return at < 0 ? email : email.slice(0, at + 1) + asciiDomain(email.slice(at + 1));
}

/** The first problem with `value` as a sentence for a person, or null when it is valid. */
export function validationMessage(schema: z.ZodMiniType, value: unknown): string | null {
  const result = schema.safeParse(value);
  return result.success ? null : (result.error.issues[0]?.message ?? GENERIC_MESSAGES.unexpected);
}

export const roomNameSchema = z
  .string()
  .check(z.trim(), z.minLength(1, V.roomNameRequired), z.maxLength(ROOM_NAME_MAX_LENGTH, V.roomNameTooLong));

/** A custom code for a permanent room: 3-8 letters or digits, upper-cased. */
export const customRoomCodeSchema = z.string().check(z.trim(), z.toUpperCase(), z.refine(isValidRoomCode, V.roomCodeFormat));

/** The create form's optional code: blank (or absent) means "give me a random code". */
export const optionalCustomRoomCodeSchema = z.pipe(
  z.optional(
    z.string().check(
      z.trim(),
      z.toUpperCase(),
      z.refine((code) => code === "" || isValidRoomCode(code), V.roomCodeFormat),
    ),
  ),
  z.transform((code: string | undefined) => (code ? code : undefined)),
);

export const maxFibonacciSchema = z.number().check(z.refine(isMaxFibonacciOption, V.maxFibonacciInvalid));

/** A code typed into a join form or passed to joinRoom/getRoomByCode. */
export const joinCodeSchema = z
  .string()
  .check(
    z.trim(),
    z.toUpperCase(),
    z.minLength(1, { error: V.joinCodeRequired, abort: true }),
    z.maxLength(JOIN_CODE_MAX_LENGTH, { error: V.joinCodeFormat, abort: true }),
    z.regex(/^[A-Z0-9]+$/, V.joinCodeFormat),
  );

export const manualStorySchema = z
  .string()
  .check(z.trim(), z.minLength(1, V.storyRequired), z.maxLength(STORY_MAX_LENGTH, V.storyTooLong));

const nameSchema = z
  .string()
  .check(z.trim(), z.minLength(NAME_MIN_LENGTH, V.nameTooShort), z.maxLength(NAME_MAX_LENGTH, V.nameTooLong));

export const emailSchema = z
  .string()
  .check(
    z.overwrite(normalizeEmail),
    z.minLength(1, { error: V.emailRequired, abort: true }),
    z.maxLength(EMAIL_MAX_LENGTH, { error: V.emailTooLong, abort: true }),
    z.refine(isPlainEmailAddress, V.emailInvalid),
  );

/** A new password; never trimmed, spaces are part of it. */
export const newPasswordSchema = z
  .string()
  .check(
    z.minLength(1, { error: V.passwordRequired, abort: true }),
    z.minLength(PASSWORD_MIN_LENGTH, V.passwordTooShort),
    z.maxLength(PASSWORD_MAX_LENGTH, V.passwordTooLong),
  );

/** The second typing of a new password (sign-up and reset). */
const confirmPasswordSchema = z.string().check(z.maxLength(PASSWORD_MAX_LENGTH, V.passwordTooLong));
/** A new password and its confirmation must match; the error sits on the confirmation. */
const passwordsMatch = z.refine<{ password: string; confirmPassword: string }>((form) => form.password === form.confirmPassword, {
  error: V.passwordsDoNotMatch,
  path: ["confirmPassword"],
});

export const signUpSchema = z
  .object({
    name: nameSchema,
    email: emailSchema,
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .check(passwordsMatch);
export type SignUpForm = z.infer<typeof signUpSchema>;

/** "Forgot password?": the address to send the link to. */
export const forgotPasswordSchema = z.object({ email: emailSchema });
export type ForgotPasswordForm = z.infer<typeof forgotPasswordSchema>;

/** The reset page: a new password and its confirmation, with the sign-up rules. */
export const resetPasswordSchema = z
  .object({
    password: newPasswordSchema,
    confirmPassword: confirmPasswordSchema,
  })
  .check(passwordsMatch);
export type ResetPasswordForm = z.infer<typeof resetPasswordSchema>;

/** Sign-in only needs both fields; a wrong password is the server's answer, not a form error. */
export const signInSchema = z.object({
  email: z
    .string()
    .check(z.overwrite(normalizeEmail), z.minLength(1, V.emailRequired), z.maxLength(EMAIL_MAX_LENGTH, V.emailTooLong)),
  password: z.string().check(z.minLength(1, V.passwordRequired), z.maxLength(PASSWORD_MAX_LENGTH, V.passwordTooLong)),
});
export type SignInForm = z.infer<typeof signInSchema>;

export type StoryPointsCheck = { ok: true; points: number } | { ok: false; message: string };

/**
 * Points to write to JIRA (spec 5): a non-negative number, then one of the room's numeric
 * cards (<= maxFibonacci). Accepts the select's string value or a number. For a room with
 * another deck (issue 15), pass its point choices: the numbers of its cards, none for letters.
 */
export function validateStoryPoints(value: unknown, maxFibonacci?: number | null | readonly number[]): StoryPointsCheck {
  const points =
    typeof value === "number"
      ? value
      : typeof value === "string" && /^\s*\d+(\.\d+)?\s*$/.test(value)
        ? Number(value)
        : Number.NaN;
  if (!Number.isFinite(points) || points < 0) return { ok: false, message: V.invalidStoryPoints };
  if (Array.isArray(maxFibonacci)) {
    if (maxFibonacci.length === 0) return { ok: false, message: V.noPointsInDeck };
    return maxFibonacci.includes(points) ? { ok: true, points } : { ok: false, message: V.notInDeckPoints };
  }
  if (!pointChoicesFor(maxFibonacci as number | null | undefined).includes(points)) return { ok: false, message: V.notFibonacci };
  return { ok: true, points };
}

/** `validateStoryPoints` as a schema, for forms; the output is the number. */
export function storyPointsSchema(maxFibonacci?: number | null) {
  return z.pipe(
    z.unknown(),
    z.transform((value, ctx) => {
      const check = validateStoryPoints(value, maxFibonacci);
      if (check.ok) return check.points;
      ctx.issues.push({ code: "custom", message: check.message, input: value });
      return z.NEVER;
    }),
  );
}
