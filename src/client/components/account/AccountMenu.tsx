// The account menu (issue 12): the signed-in user's email and whether it is proven, their sign-in
// methods, linking GitHub (a GitHub round trip from this signed-in session) and unlinking it,
// never the last way in. It also finishes a link when GitHub sends the browser back.
import { UserCog } from "lucide-react";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useT } from "../../i18n/I18nProvider";
import { useSearchParams } from "../../router";
import { toast } from "../toast";
import { AUTH_ACCOUNT_MESSAGES } from "../../../shared/messages/authAccount";
import { describeOAuthError, LINK_CODE_PARAM, LINK_ERROR_PARAM } from "../../../shared/oauthErrors";
import { readVerifier, writeVerifier } from "../../auth/tokenStorage";
import { api } from "../../lib/api";
import { useAction } from "../../sync/react";
import { errorMessageOf } from "../auth/formErrors";
import { Button } from "../ui/Button";

// The dialog loads on first open: the header is on every page, the menu is opened rarely.
const AccountDialog = lazy(() => import("./AccountDialog"));

export function AccountMenu() {
  const t = useT("account");
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  const show = () => {
    setLoaded(true);
    setOpen(true);
  };
  useFinishGithubLink(show);
  return (
    <>
      <Button variant="ghost" size="sm" title={t("menu.account")} aria-haspopup="dialog" aria-expanded={open} onClick={show}>
        <UserCog aria-hidden="true" />
        {/* Icon-only on narrow phones; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{t("menu.account")}</span>
      </Button>
      {loaded && (
        <Suspense fallback={null}>
          <AccountDialog open={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}

/** GitHub sent the browser back with `?linkCode=` (or `?linkError=`): finish the link, say how it went, open the menu. */
function useFinishGithubLink(onDone: () => void) {
  const [searchParams, setSearchParams] = useSearchParams();
  const finishLink = useAction(api.account.finishGithubLinking);
  const code = searchParams.get(LINK_CODE_PARAM);
  const error = searchParams.get(LINK_ERROR_PARAM);
  const handled = useRef<string | null>(null);
  useEffect(() => {
    const key = code ?? error;
    if (!key || handled.current === key) return;
    handled.current = key;
    // Out of the address bar first: a reload must not replay the one-time code.
    setSearchParams(
      (params) => {
        params.delete(LINK_CODE_PARAM);
        params.delete(LINK_ERROR_PARAM);
        return params;
      },
      { replace: true },
    );
    if (error) {
      toast.error(describeOAuthError(error));
      onDone();
      return;
    }
    const verifier = readVerifier() ?? undefined;
    writeVerifier(null);
    finishLink({ code: code!.slice(0, 200), verifier }).then(
      () => toast.success(AUTH_ACCOUNT_MESSAGES.githubLinked),
      (caught: unknown) => toast.error(errorMessageOf(caught) || AUTH_ACCOUNT_MESSAGES.githubLinkFailed),
    );
    onDone();
  }, [code, error, finishLink, onDone, setSearchParams]);
}
