import { useT } from "../../i18n/I18nProvider";
import { Link } from "../../router";
import { AUTH_MESSAGES, mapSignInError } from "../../../shared/messages/auth";
import type { SignInForm as SignInValues } from "../../../shared/validation";
import { Alert } from "../ui/Alert";
import { Button } from "../ui/Button";
import { Field } from "../ui/Field";
import { usePasswordForm } from "./usePasswordForm";

/** Email and password; the server's refusal shows as the spec's sentence above the form, in the page's language. */
export function SignInForm({ error, onError }: { error: string | null; onError: (message: string | null) => void }) {
  const t = useT("auth");
  const { values, errors, busy, serverMessage, say, update, onSubmit } = usePasswordForm<SignInValues>({
    loadSchema: () => import("../../../shared/validation").then((rules) => rules.signInSchema),
    initial: { email: "", password: "" },
    flow: "signIn",
    mapError: mapSignInError,
    errorField: (message) => (mapSignInError(message) === AUTH_MESSAGES.signInInvalidPassword ? "password" : null),
    onError,
    error,
  });
  // The spec's sentence stays; an account that only has GitHub is told where its way in is.
  const githubOnly = error === AUTH_MESSAGES.signInFailed && serverMessage === AUTH_MESSAGES.serverGithubOnly;

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-4">
      {error && (
        <Alert variant="error" title={githubOnly ? say(error) : undefined}>
          {say(githubOnly ? AUTH_MESSAGES.githubOnlyHint : error)}
        </Alert>
      )}
      <Field label={t("form.email")} type="email" name="email" autoComplete="email" inputMode="email" placeholder="you@company.com" value={values.email} onChange={update("email")} error={errors.email} />
      <div className="flex flex-col gap-1.5">
        <Field label={t("form.password")} type="password" name="password" autoComplete="current-password" placeholder={t("form.passwordPlaceholder")} value={values.password} onChange={update("password")} error={errors.password} />
        <Link to="/forgot-password" className="self-end rounded text-sm font-medium text-link underline-offset-4 hover:underline">
          {t("form.forgotPassword")}
        </Link>
      </div>
      <Button type="submit" size="lg" className="mt-2 w-full" busy={busy}>
        {t("form.submit")}
      </Button>
    </form>
  );
}
