import { useState, type FormEvent } from "react";
import { Link } from "../router";
import { AUTH_ACCOUNT_MESSAGES } from "../../shared/messages/authAccount";
import { GENERIC_MESSAGES } from "../../shared/messages/generic";
import { forgotPasswordSchema } from "../../shared/validation";
import { AuthLayout } from "../components/auth/AuthLayout";
import { errorMessageOf, fieldErrors } from "../components/auth/formErrors";
import { Alert } from "../components/ui/Alert";
import { Button } from "../components/ui/Button";
import { Field } from "../components/ui/Field";
import { api } from "../sync/api";
import { useAction } from "../sync/react";

/** `/forgot-password`: mails a link to choose a new password; the same answer whether or not the account exists. */
export default function ForgotPassword() {
  const requestReset = useAction(api.auth.requestPasswordReset);
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ mailConfigured: boolean } | null>(null);
  const [busy, setBusy] = useState(false);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    setFieldError(parsed.success ? null : (fieldErrors<"email">(parsed.error).email ?? null));
    if (!parsed.success) return;
    setBusy(true);
    setError(null);
    try {
      setSent(await requestReset({ email: parsed.data.email }));
    } catch (caught) {
      setError(errorMessageOf(caught) || GENERIC_MESSAGES.unexpected);
    } finally {
      setBusy(false);
    }
  };

  return (
    <AuthLayout
      title="Forgot your password?"
      subtitle="We will email you a link to choose a new one."
      footer={
        <Link to="/signin" className="font-semibold text-link underline-offset-4 hover:underline">
          Back to sign in
        </Link>
      }
    >
      {sent ? (
        <div className="flex flex-col gap-3">
          <Alert variant="success">{AUTH_ACCOUNT_MESSAGES.resetRequested}</Alert>
          {!sent.mailConfigured && <Alert variant="info">{AUTH_ACCOUNT_MESSAGES.mailNotConfigured}</Alert>}
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {error && <Alert variant="error">{error}</Alert>}
          <Field
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            maxLength={320}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError}
          />
          <Button type="submit" size="lg" className="mt-2 w-full" busy={busy}>
            Send Reset Link
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
