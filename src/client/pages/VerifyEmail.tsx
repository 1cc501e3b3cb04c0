import { useState } from "react";
import { AUTH_ACCOUNT_MESSAGES } from "../../shared/messages/authAccount";
import { GENERIC_MESSAGES } from "../../shared/messages/generic";
import { useLinkToken } from "../auth/useLinkToken";
import { AuthFooterLink, AuthLayout } from "../components/auth/AuthLayout";
import { errorMessageOf } from "../components/auth/formErrors";
import { Alert } from "../components/ui/Alert";
import { Button } from "../components/ui/Button";
import { useLanguage, useT } from "../i18n/I18nProvider";
import { useSayMessage } from "../i18n/serverMessages";
import { api } from "../lib/api";
import { useAction } from "../sync/react";

type Outcome =
  | { status: "asking"; busy: "yes" | "no" | null }
  | { status: "verified" }
  | { status: "rejected" }
  | { status: "failed"; message: string };

/**
 * `/verify-email#token=...` from the mail: asks before anything happens, since the mail may have
 * been asked for by somebody else's account that uses this address. "Yes, this is my account"
 * proves the address (signed in or not: another browser is fine); "This wasn't me" ends that
 * account's claim on it.
 */
export default function VerifyEmail() {
  const token = useLinkToken();
  const verifyEmail = useAction(api.auth.verifyEmail);
  const t = useT("accountPages");
  const say = useSayMessage(useLanguage().language);
  const rejectEmailVerification = useAction(api.auth.rejectEmailVerification);
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: "asking", busy: null } : { status: "failed", message: AUTH_ACCOUNT_MESSAGES.verifyLinkInvalid });

  const answer = (mine: boolean) => {
    if (!token || outcome.status !== "asking" || outcome.busy) return;
    setOutcome({ status: "asking", busy: mine ? "yes" : "no" });
    (mine ? verifyEmail({ token }) : rejectEmailVerification({ token })).then(
      () => setOutcome({ status: mine ? "verified" : "rejected" }),
      (caught: unknown) => setOutcome({ status: "failed", message: errorMessageOf(caught) || GENERIC_MESSAGES.unexpected }),
    );
  };

  return (
    <AuthLayout
      title={t("verify.title")}
      subtitle={t("verify.subtitle")}
      footer={<AuthFooterLink to="/">{t("verify.home")}</AuthFooterLink>}
    >
      {outcome.status === "asking" && (
        <div className="flex flex-col gap-4">
          <p className="text-sm">{AUTH_ACCOUNT_MESSAGES.verifyEmailQuestion}</p>
          <Button size="lg" className="w-full" onClick={() => answer(true)} busy={outcome.busy === "yes"} disabled={outcome.busy !== null}>
            {t("verify.yes")}
          </Button>
          <Button variant="outline" size="lg" className="w-full" onClick={() => answer(false)} busy={outcome.busy === "no"} disabled={outcome.busy !== null}>
            {t("verify.no")}
          </Button>
        </div>
      )}
      {outcome.status === "verified" && <Alert variant="success">{AUTH_ACCOUNT_MESSAGES.emailVerified}</Alert>}
      {outcome.status === "rejected" && <Alert variant="success">{AUTH_ACCOUNT_MESSAGES.emailClaimEnded}</Alert>}
      {outcome.status === "failed" && <Alert variant="error">{say(outcome.message)}</Alert>}
    </AuthLayout>
  );
}
