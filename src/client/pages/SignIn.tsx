import { use, useState } from "react";
import { Navigate, useSearchParams } from "../router";
import { useAuth } from "../auth/AuthProvider";
import { REDIRECT_PARAM, redirectQuery, safeRedirectPath } from "../auth/redirect";
import { AuthFooterLink, AuthLayout, OrDivider } from "../components/auth/AuthLayout";
import { GithubButton } from "../components/auth/GithubButton";
import { SignInForm } from "../components/auth/SignInForm";
import { LanguageMenu, useT } from "../i18n/I18nProvider";
import { useSiteInfo } from "../site/useSiteInfo";

// The GitHub failures' sentences, fetched only when the page shows one (its script stays in its
// budget); one promise for the page's life, so `use` waits on it once.
let oauthErrorsModule: Promise<typeof import("../../shared/oauthErrors")> | undefined;
const loadOAuthErrors = () => (oauthErrorsModule ??= import("../../shared/oauthErrors"));

/** `/signin` (spec 2): email and password or GitHub; goes to `/` (or `?redirect=`) once signed in. */
export default function SignIn() {
  const { isAuthenticated } = useAuth();
  const site = useSiteInfo();
  const t = useT("auth");
  const [searchParams] = useSearchParams();
  const oauthError = searchParams.get("error");
  const redirectTo = safeRedirectPath(searchParams.get(REDIRECT_PARAM));
  const oauthErrors = oauthError ? use(loadOAuthErrors()) : null;
  const [error, setError] = useState<string | null>(oauthError && oauthErrors ? oauthErrors.describeOAuthError(oauthError) : null);

  if (isAuthenticated) return <Navigate to={redirectTo} replace />;
  return (
    <AuthLayout
      title={t("signIn.title")}
      subtitle={t("signIn.subtitle")}
      footer={
        <>
          {t("signIn.noAccount")}{" "}
          <AuthFooterLink to={`/signup${redirectQuery(redirectTo)}`}>{t("signIn.signUp")}</AuthFooterLink>
          <LanguageMenu className="mt-6 justify-center" />
        </>
      }
    >
      {site?.github && (
        <>
          <GithubButton redirectTo={redirectTo} onError={setError} />
          <OrDivider label={t("signIn.orEmail")} />
        </>
      )}
      <SignInForm error={error} onError={setError} />
    </AuthLayout>
  );
}
