import { around } from "../../i18n/helpers";
import { useT } from "../../i18n/I18nProvider";
import { Link } from "../../router";
import { AUTH_MESSAGES, mapSignUpError } from "../../../shared/messages/auth";
import type { SignUpForm as SignUpValues } from "../../../shared/validation";
import { Alert } from "../ui/Alert";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { NewPasswordFields } from "./NewPasswordFields";
import { usePasswordForm } from "./usePasswordForm";

const EMPTY: SignUpValues = { name: "", email: "", password: "", confirmPassword: "" };

/** Name, email, password and confirmation, checked with the spec's messages before anything is sent. */
export function SignUpForm({ error, onError }: { error: string | null; onError: (message: string | null) => void }) {
  const t = useT("accountPages");
  const { values, errors, busy, say, update, onSubmit } = usePasswordForm<SignUpValues>({
    loadSchema: () => import("../../../shared/validation").then((rules) => rules.signUpSchema),
    initial: EMPTY,
    flow: "signUp",
    mapError: mapSignUpError,
    // "already exists" is about the email: editing it makes the sentence go.
    errorField: (message) => (mapSignUpError(message) === AUTH_MESSAGES.signUpEmailExists ? "email" : null),
    onError,
    error,
  });

  const [beforeTerms, afterTerms] = around(t, "signUp.agree", "link");
  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && <Alert variant="error">{say(error)}</Alert>}
      <Field label={t("form.name")} name="name" autoComplete="name" placeholder="Ada Lovelace" maxLength={60} value={values.name} onChange={update("name")} error={errors.name} />
      <Field label={t("form.email")} type="email" name="email" autoComplete="email" inputMode="email" placeholder="you@company.com" value={values.email} onChange={update("email")} error={errors.email} />
      <NewPasswordFields values={values} errors={errors} update={update} />
      <Button type="submit" size="lg" className="mt-2 w-full" busy={busy}>
        {t("signUp.submit")}
      </Button>
      <p className="text-center text-xs leading-relaxed text-muted-foreground">
        {beforeTerms}
        <Link to="/terms-of-service" className="font-medium text-link underline underline-offset-2">
          {t("signUp.terms")}
        </Link>
        {afterTerms}
      </p>
    </form>
  );
}
