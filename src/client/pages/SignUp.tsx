import { useState } from "react";
import { Navigate, useSearchParams } from "../router";
import { useAuth } from "../auth/AuthProvider";
import { REDIRECT_PARAM, redirectQuery, safeRedirectPath } from "../auth/redirect";
import { AuthFooterLink, AuthLayout, OrDivider } from "../components/auth/AuthLayout";
import { GithubButton } from "../components/auth/GithubButton";
import { SignUpForm } from "../components/auth/SignUpForm";
import { useT } from "../i18n/I18nProvider";
import { useSiteInfo } from "../site/useSiteInfo";

/** `/signup` (spec 2): name, email, password, confirmation, or GitHub; goes to `/` (or `?redirect=`) once signed in. */
export default function SignUp() {
  const { isAuthenticated } = useAuth();
  const site = useSiteInfo();
  const t = useT("accountPages");
  const [error, setError] = useState<string | null>(null);
  const [searchParams] = useSearchParams();
  const redirectTo = safeRedirectPath(searchParams.get(REDIRECT_PARAM));

  if (isAuthenticated) return <Navigate to={redirectTo} replace />;
  return (
    <AuthLayout
      title={t("signUp.title")}
      subtitle={t("signUp.subtitle")}
      footer={
        <>
          {t("signUp.haveAccount")}{" "}
          <AuthFooterLink to={`/signin${redirectQuery(redirectTo)}`}>{t("signUp.signIn")}</AuthFooterLink>
        </>
      }
    >
      {site?.github && (
        <>
          <GithubButton redirectTo={redirectTo} onError={setError} />
          <OrDivider label={t("signUp.orEmail")} />
        </>
      )}
      <SignUpForm error={error} onError={setError} />
    </AuthLayout>
  );
}
