import { useEffect, useRef, useState } from "react";
import { AUTH_ACCOUNT_MESSAGES } from "../../shared/messages/authAccount";
import { GENERIC_MESSAGES } from "../../shared/messages/generic";
import { useLinkToken } from "../auth/useLinkToken";
import { AuthFooterLink, AuthLayout } from "../components/auth/AuthLayout";
import { errorMessageOf } from "../components/auth/formErrors";
import { Alert } from "../components/ui/Alert";
import { Spinner } from "../components/ui/Spinner";
import { api } from "../lib/api";
import { useAction } from "../sync/react";

type Outcome = { status: "working" } | { status: "verified" } | { status: "failed"; message: string };

/** `/verify-email#token=...` from the mail: proves the address, signed in or not (another browser is fine). */
export default function VerifyEmail() {
  const token = useLinkToken();
  const verifyEmail = useAction(api.auth.verifyEmail);
  const [outcome, setOutcome] = useState<Outcome>(token ? { status: "working" } : { status: "failed", message: AUTH_ACCOUNT_MESSAGES.verifyLinkInvalid });

  // A link works once: StrictMode's second run of the effect must not spend it again.
  const redeemed = useRef<string | null>(null);
  useEffect(() => {
    if (!token || redeemed.current === token) return;
    redeemed.current = token;
    verifyEmail({ token }).then(
      () => setOutcome({ status: "verified" }),
      (caught: unknown) => setOutcome({ status: "failed", message: errorMessageOf(caught) || GENERIC_MESSAGES.unexpected }),
    );
  }, [token, verifyEmail]);

  return (
    <AuthLayout
      title="Verify your email"
      subtitle="Proving your address lets you recover your account and link GitHub to it."
      footer={<AuthFooterLink to="/">Go to Planning Poker</AuthFooterLink>}
    >
      {outcome.status === "working" && (
        <div className="flex justify-center py-4 text-muted-foreground">
          <Spinner label="Verifying your email" className="size-6" />
        </div>
      )}
      {outcome.status === "verified" && <Alert variant="success">{AUTH_ACCOUNT_MESSAGES.emailVerified}</Alert>}
      {outcome.status === "failed" && <Alert variant="error">{outcome.message}</Alert>}
    </AuthLayout>
  );
}
