// The account menu's dialog (loaded on first open): email and its proof, the sign-in methods,
// Link GitHub and Unlink GitHub (never the last method; the server refuses that too), the tracker connections.
import { KeyRound, MailCheck } from "lucide-react";
import { useState, type ReactNode } from "react";
import { toast } from "../toast";
import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { AUTH_ACCOUNT_MESSAGES } from "../../../shared/messages/authAccount";
import { GENERIC_MESSAGES } from "../../../shared/messages/generic";
import { writeVerifier } from "../../auth/tokenStorage";
import { LanguageMenu, useLanguage, useT } from "../../i18n/I18nProvider";
import { useSayMessage } from "../../i18n/serverMessages";
import { api } from "../../lib/api";
import { useAction, useMutation, useQuery } from "../../sync/react";
import { errorMessageOf } from "../auth/formErrors";
import { GithubMark } from "../auth/GithubButton";
import { Alert } from "../ui/Alert";
import { Badge } from "../ui/Badge";
import { Button } from "../ui/Button";
import { cn } from "../ui/cn";
import { Dialog, DialogContent, DialogHeader } from "../ui/Dialog";
import { TrackerConnections } from "./TrackerConnections";
import { ReminderMails } from "./ReminderMails";

export default function AccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const t = useT("account");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogHeader title={t("dialog.title")} description={t("dialog.description")} />
        <AccountDetails />
      </DialogContent>
    </Dialog>
  );
}

function AccountDetails() {
  const t = useT("account");
  const say = useSayMessage(useLanguage().language);
  const methods = useQuery(api.account.signInMethods);
  const requestVerification = useAction(api.auth.requestEmailVerification);
  const startLink = useAction(api.account.startGithubLink);
  const unlink = useMutation(api.account.unlinkGithub);
  const [busy, setBusy] = useState<"verify" | "link" | "unlink" | null>(null);
  const [notice, setNotice] = useState<{ variant: "success" | "info" | "error"; text: string } | null>(null);

  if (!methods) return <p className="text-sm text-muted-foreground">{t("dialog.loading")}</p>;
  const githubCount = methods.github.length;
  const methodCount = githubCount + (methods.password ? 1 : 0);

  const run = async (what: "verify" | "link" | "unlink", work: () => Promise<void>) => {
    setBusy(what);
    setNotice(null);
    try {
      await work();
    } catch (caught) {
      setNotice({ variant: "error", text: errorMessageOf(caught) || GENERIC_MESSAGES.unexpected });
    } finally {
      setBusy(null);
    }
  };
  const onVerify = () =>
    run("verify", async () => {
      const { mailConfigured } = await requestVerification({});
      setNotice(mailConfigured ? { variant: "success", text: AUTH_ACCOUNT_MESSAGES.verificationSent } : { variant: "info", text: AUTH_ACCOUNT_MESSAGES.mailNotConfigured });
    });
  const onLink = () =>
    run("link", async () => {
      const { redirect, verifier } = await startLink({ redirectTo: window.location.pathname + window.location.search });
      writeVerifier(verifier);
      window.location.href = redirect;
      // The page is leaving for GitHub; the button stays busy until it does.
      await new Promise<never>(() => undefined);
    });
  const onUnlink = (accountId: string) =>
    run("unlink", async () => {
      await unlink({ accountId });
      toast.success(AUTH_ACCOUNT_MESSAGES.githubUnlinked);
    });

  return (
    <div className="flex flex-col gap-5">
      {notice && <Alert variant={notice.variant}>{say(notice.text)}</Alert>}
      <section aria-labelledby="account-email" className="flex flex-col gap-2">
        <h2 id="account-email" className="text-sm font-semibold">
          {t("email.title")}
        </h2>
        <div className="flex flex-wrap items-center gap-2">
          <span className="min-w-0 truncate text-sm">{methods.email}</span>
          {methods.emailVerified ? <Badge variant="success">{t("email.verified")}</Badge> : <Badge variant="warning">{t("email.notVerified")}</Badge>}
        </div>
        {!methods.emailVerified && (
          <Button variant="outline" size="sm" className="self-start" onClick={onVerify} busy={busy === "verify"} disabled={busy !== null}>
            {busy !== "verify" && <MailCheck aria-hidden="true" />}
            {t("email.send")}
          </Button>
        )}
      </section>
      <section aria-labelledby="account-methods" className="flex flex-col gap-2">
        <h2 id="account-methods" className="text-sm font-semibold">
          {t("methods.title")}
        </h2>
        <ul className="flex flex-col divide-y divide-border rounded-lg border border-border">
          <MethodRow
            icon={<KeyRound className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />}
            name={t("methods.password")}
            detail={methods.password ? t("methods.passwordSet") : t("methods.passwordNotSet")}
          >
            {methods.password && <Badge variant="muted">{t("methods.inUse")}</Badge>}
          </MethodRow>
          {methods.github.map((github) => (
            <MethodRow key={github.accountId} icon={<GithubIcon />} name="GitHub" detail={github.login ? t("methods.linkedAs", { login: github.login }) : t("methods.linked")} truncate>
              <Button
                variant="outline"
                size="sm"
                onClick={() => onUnlink(github.accountId)}
                busy={busy === "unlink"}
                // Never the last way in: the server refuses too.
                disabled={busy !== null || methodCount <= 1}
                title={methodCount <= 1 ? AUTH_ACCOUNT_MESSAGES.cannotUnlinkLast : undefined}
              >
                {t("methods.unlink")}
              </Button>
            </MethodRow>
          ))}
          {githubCount === 0 && (
            <MethodRow icon={<GithubIcon />} name="GitHub" detail={methods.githubAvailable ? t("methods.notLinked") : AUTH_MESSAGES.githubNotConfigured}>
              {methods.githubAvailable && (
                <Button
                  variant="outline"
                  size="sm"
                  onClick={onLink}
                  busy={busy === "link"}
                  // Nothing is linked to an unproven address: the server refuses too.
                  disabled={busy !== null || !methods.emailVerified}
                  title={methods.emailVerified ? undefined : AUTH_ACCOUNT_MESSAGES.verifyBeforeLinking}
                >
                  {t("methods.link")}
                </Button>
              )}
            </MethodRow>
          )}
        </ul>
        {githubCount === 0 && methods.githubAvailable && !methods.emailVerified && <p className="text-xs text-muted-foreground">{AUTH_ACCOUNT_MESSAGES.verifyBeforeLinking}</p>}
        {methodCount <= 1 && githubCount > 0 && <p className="text-xs text-muted-foreground">{AUTH_ACCOUNT_MESSAGES.cannotUnlinkLast}</p>}
      </section>
      {/* Kept on the account: the same language on every device (I18nProvider). */}
      <LanguageMenu />
      <ReminderMails />
      <TrackerConnections />
    </div>
  );
}

/** One way to sign in: its icon, name and state, and what can be done with it. */
function MethodRow({ icon, name, detail, truncate = false, children }: { icon: ReactNode; name: string; detail: string; truncate?: boolean; children?: ReactNode }) {
  return (
    // A long button (Polish "Połącz z GitHubem") moves under the text on a phone rather than widening the dialog.
    <li className="flex flex-wrap items-center gap-3 p-3">
      {icon}
      <div className="min-w-28 flex-1">
        <p className="text-sm font-medium">{name}</p>
        <p className={cn("text-xs text-muted-foreground", truncate && "truncate")}>{detail}</p>
      </div>
      {children}
    </li>
  );
}

function GithubIcon() {
  return (
    <span className="size-5 shrink-0 text-muted-foreground">
      <GithubMark />
    </span>
  );
}
