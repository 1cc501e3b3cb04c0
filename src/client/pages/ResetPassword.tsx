import { useState, type FormEvent } from "react";
import { Link } from "../router";
import { AUTH_ACCOUNT_MESSAGES } from "../../shared/messages/authAccount";
import { resetPasswordSchema, type ResetPasswordForm } from "../../shared/validation";
import { useAuth, useAuthActions } from "../auth/AuthProvider";
import { useLinkToken } from "../auth/useLinkToken";
import { AuthFooterLink, AuthLayout } from "../components/auth/AuthLayout";
import { fieldErrors } from "../components/auth/formErrors";
import { useFormRequest } from "../components/auth/useFormRequest";
import { Alert } from "../components/ui/Alert";
import { Button, buttonClasses } from "../components/ui/Button";
import { NewPasswordFields } from "../components/auth/NewPasswordFields";
import { useT } from "../i18n/I18nProvider";
import { api } from "../lib/api";
import { useAction } from "../sync/react";

/** `/reset-password#token=...` from the mail: a new password, then every session is signed out. */
export default function ResetPassword() {
  const token = useLinkToken();
  const resetPassword = useAction(api.auth.resetPassword);
  const t = useT("accountPages");
  const { isAuthenticated } = useAuth();
  const { signOut } = useAuthActions();
  const [values, setValues] = useState<ResetPasswordForm>({ password: "", confirmPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof ResetPasswordForm, string>>>({});
  const [submitted, setSubmitted] = useState(false);
  const { busy, error, say, send } = useFormRequest(token ? null : AUTH_ACCOUNT_MESSAGES.resetLinkInvalid);
  const [done, setDone] = useState(false);

  const validate = (next: ResetPasswordForm) => {
    const result = resetPasswordSchema.safeParse(next);
    setErrors(result.success ? {} : fieldErrors<keyof ResetPasswordForm>(result.error));
    return result;
  };
  const update = (field: keyof ResetPasswordForm) => (event: { target: { value: string } }) => {
    const next = { ...values, [field]: event.target.value };
    setValues(next);
    if (submitted) validate(next);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmitted(true);
    const result = validate(values);
    if (!result.success || !token) return;
    await send(async () => {
      await resetPassword({ token, ...result.data });
      // The server ended every session, this browser's too: forget its tokens now.
      if (isAuthenticated) await signOut();
      setDone(true);
    });
  };

  return (
    <AuthLayout
      title={t("reset.title")}
      subtitle={t("reset.subtitle")}
      footer={<AuthFooterLink to="/forgot-password">{t("reset.askAgain")}</AuthFooterLink>}
    >
      {done ? (
        <div className="flex flex-col gap-4">
          <Alert variant="success">{say(AUTH_ACCOUNT_MESSAGES.passwordChanged)}</Alert>
          <Link to="/signin" className={buttonClasses({ size: "lg", className: "w-full" })}>
            {t("reset.signIn")}
          </Link>
        </div>
      ) : (
        <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
          {error && <Alert variant="error">{error}</Alert>}
          <NewPasswordFields values={values} errors={{ password: errors.password && say(errors.password), confirmPassword: errors.confirmPassword && say(errors.confirmPassword) }} update={update} replacing />
          <Button type="submit" size="lg" className="mt-2 w-full" busy={busy} disabled={!token}>
            {t("reset.submit")}
          </Button>
        </form>
      )}
    </AuthLayout>
  );
}
