import { useState, type FormEvent } from "react";
import { AUTH_ACCOUNT_MESSAGES } from "../../shared/messages/authAccount";
import { forgotPasswordSchema } from "../../shared/validation";
import { AuthFooterLink, AuthLayout } from "../components/auth/AuthLayout";
import { fieldErrors } from "../components/auth/formErrors";
import { useFormRequest } from "../components/auth/useFormRequest";
import { Alert } from "../components/ui/Alert";
import { Button } from "../components/ui/Button";
import { Field } from "../components/ui/Field";
import { useT } from "../i18n/I18nProvider";
import { api } from "../lib/api";
import { useAction } from "../sync/react";

/** `/forgot-password`: mails a link to choose a new password; the same answer whether or not the account exists. */
export default function ForgotPassword() {
  const requestReset = useAction(api.auth.requestPasswordReset);
  const t = useT("accountPages");
  const [email, setEmail] = useState("");
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [sent, setSent] = useState<{ mailConfigured: boolean } | null>(null);
  const { busy, error, say, send } = useFormRequest();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = forgotPasswordSchema.safeParse({ email });
    setFieldError(parsed.success ? null : (fieldErrors<"email">(parsed.error).email ?? null));
    if (!parsed.success) return;
    await send(async () => setSent(await requestReset({ email: parsed.data.email })));
  };

  return (
    <AuthLayout
      title={t("forgot.title")}
      subtitle={t("forgot.subtitle")}
      footer={<AuthFooterLink to="/signin">{t("forgot.back")}</AuthFooterLink>}
    >
      {sent ? (
        <div className="flex flex-col gap-3">
          <Alert variant="success">{say(AUTH_ACCOUNT_MESSAGES.resetRequested)}</Alert>
          {!sent.mailConfigured && <Alert variant="info">{say(AUTH_ACCOUNT_MESSAGES.mailNotConfigured)}</Alert>}
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {error && <Alert variant="error">{error}</Alert>}
          <Field
            label={t("form.email")}
            type="email"
            name="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
            maxLength={320}
            value={email}
            onChange={(event) => setEmail(event.target.value)}
            error={fieldError && say(fieldError)}
          />
          <Button type="submit" size="lg" className="mt-2 w-full" busy={busy}>
            {t("forgot.submit")}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
