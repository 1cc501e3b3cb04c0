import { useState } from "react";
import { Navigate, useSearchParams } from "../router";
import { describeOAuthError } from "../../shared/oauthErrors";
import { useAuth } from "../auth/AuthProvider";
import { REDIRECT_PARAM, redirectQuery, safeRedirectPath } from "../auth/redirect";
import { AuthFooterLink, AuthLayout, OrDivider } from "../components/auth/AuthLayout";
import { GithubButton } from "../components/auth/GithubButton";
import { SignInForm } from "../components/auth/SignInForm";
import { useSiteInfo } from "../site/useSiteInfo";

/** `/signin` (spec 2): email and password or GitHub; goes to `/` (or `?redirect=`) once signed in. */
export default function SignIn() {
  const { isAuthenticated } = useAuth();
  const site = useSiteInfo();
  const [searchParams] = useSearchParams();
  const oauthError = searchParams.get("error");
  const redirectTo = safeRedirectPath(searchParams.get(REDIRECT_PARAM));
  const [error, setError] = useState<string | null>(oauthError ? describeOAuthError(oauthError) : null);

  if (isAuthenticated) return <Navigate to={redirectTo} replace />;
  return (
    <AuthLayout
      title="Welcome back"
      subtitle="Sign in to join your team's planning rooms."
      footer={
        <>
          Don&apos;t have an account?{" "}
          <AuthFooterLink to={`/signup${redirectQuery(redirectTo)}`}>Sign up</AuthFooterLink>
        </>
      }
    >
      {site?.github && (
        <>
          <GithubButton redirectTo={redirectTo} onError={setError} />
          <OrDivider label="or continue with email" />
        </>
      )}
      <SignInForm error={error} onError={setError} />
    </AuthLayout>
  );
}
