import { useState } from "react";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { useLanguage } from "../../i18n/I18nProvider";
import { useSayMessage } from "../../i18n/serverMessages";
import { errorMessageOf } from "./formErrors";

/** The busy flag and error sentence of a form that sends one request (forgot and reset password). */
export function useFormRequest(initialError: string | null = null) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);
  // The shared catalogue's sentences (the server's refusals among them) in the page's language.
  const say = useSayMessage(useLanguage().language);

  /** Runs `request`, busy meanwhile; its refusal (or the generic sentence) becomes the error. */
  const send = async (request: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await request();
    } catch (caught) {
      setError(errorMessageOf(caught) || GENERIC_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return { busy, error: error === null ? null : say(error), say, send };
}
