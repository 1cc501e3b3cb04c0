import { useEffect, useRef, useState, type FormEvent } from "react";
import type * as z from "zod/mini";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { useAuthActions } from "../../auth/AuthProvider";
import { useLanguage } from "../../i18n/I18nProvider";
import { errorMessageOf, fieldErrors } from "./formErrors";

/**
 * Shared state of the sign-in and sign-up forms: values, per-field errors (checked on every change
 * once the form was submitted), the busy flag, and the submit that calls the password provider.
 * A server refusal that names a field (`errorField`) goes away once that field is edited.
 * Its sentences (the rules', the server's, the page's `error`) are said in the page's language by
 * `say` and in `errors`.
 */
export function usePasswordForm<T extends Record<string, string>>({
  loadSchema,
  initial,
  flow,
  mapError,
  errorField,
  onError,
  error,
}: {
  /** The form's rules, loaded when someone first types or submits (the page itself needs no zod). */
  loadSchema: () => Promise<z.ZodMiniType<T>>;
  initial: T;
  flow: "signIn" | "signUp";
  mapError: (serverMessage: string) => string;
  errorField?: (serverMessage: string) => (keyof T & string) | null;
  onError: (message: string | null) => void;
  /** The sentence the page shows above the form (English: the catalogue's words). */
  error: string | null;
}) {
  type Fields = keyof T & string;
  const { signIn } = useAuthActions();
  const [values, setValues] = useState<T>(initial);
  const [errors, setErrors] = useState<Partial<Record<Fields, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const [busy, setBusy] = useState(false);
  /** The server's own sentence of the last refusal, until it is cleared. */
  const [serverMessage, setServerMessage] = useState<string | null>(null);

  const schema = useRef<Promise<z.ZodMiniType<T>> | null>(null);
  const rules = () => (schema.current ??= loadSchema().catch((error: unknown) => {
    schema.current = null;
    throw error;
  }));

  // The shared catalogue's translator, fetched with the rules or once a sentence shows (English
  // fetches nothing): none of it is in the page's first download.
  const { language } = useLanguage();
  const [sayer, setSayer] = useState<[string, (english: string) => string]>();
  const loadSayer = () =>
    language === "en"
      ? null
      : import("../../i18n/serverMessages").then((module) => module.sayerFor(language)).then((say) => setSayer([language, say]), () => {});
  const shown = submitted || error !== null;
  useEffect(() => {
    if (shown) void loadSayer();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loadSayer reads only the language
  }, [language, shown]);
  const say = (english: string) => (sayer?.[0] === language ? sayer[1](english) : english);

  const validate = async (next: T) => {
    // The sentences arrive in the page's language, never English first.
    const [result] = await Promise.all([rules().then((schema) => schema.safeParse(next)), loadSayer()]);
    setErrors(result.success ? {} : fieldErrors<Fields>(result.error));
    return result;
  };

  const update = (field: Fields) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) void validate(next);
    else void rules().catch(() => {});
    if (serverMessage !== null && errorField?.(serverMessage) === field) {
      setServerMessage(null);
      onError(null);
    }
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    // The rules could not be downloaded (offline): say so rather than send unchecked values.
    const result = await validate(values).catch(() => null);
    if (!result) return onError(GENERIC_MESSAGES.unexpected);
    if (!result.success) return;
    setBusy(true);
    onError(null);
    setServerMessage(null);
    try {
      await signIn("password", { flow, ...result.data });
    } catch (caught) {
      const message = errorMessageOf(caught);
      setServerMessage(message);
      onError(mapError(message));
      setBusy(false);
    }
  };

  const said: Record<string, string> = {};
  for (const field in errors) said[field] = say(errors[field]!);
  return { values, errors: said as typeof errors, busy, serverMessage, say, update, onSubmit };
}
