import { useState } from "react";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { errorMessageOf } from "./formErrors";

/** The busy flag and error sentence of a form that sends one request (forgot and reset password). */
export function useFormRequest(initialError: string | null = null) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(initialError);

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

  return { busy, error, send };
}
