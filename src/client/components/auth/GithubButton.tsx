import { AUTH_MESSAGES } from "../../../shared/messages/auth";
import { useState } from "react";
import { useAuthActions } from "../../auth/AuthProvider";
import { useT } from "../../i18n/I18nProvider";
import { Button } from "../ui/Button";

export function GithubMark() {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
      <path d="M12 .5C5.73.5.67 5.56.67 11.83c0 5 3.24 9.25 7.75 10.75.57.1.78-.25.78-.55v-1.93c-3.15.69-3.81-1.52-3.81-1.52-.52-1.31-1.26-1.66-1.26-1.66-1.03-.7.08-.69.08-.69 1.14.08 1.74 1.17 1.74 1.17 1.01 1.74 2.66 1.24 3.31.95.1-.74.4-1.24.72-1.52-2.52-.29-5.16-1.26-5.16-5.6 0-1.24.44-2.25 1.17-3.04-.12-.29-.51-1.44.11-3 0 0 .95-.3 3.12 1.16a10.8 10.8 0 0 1 5.68 0c2.17-1.46 3.12-1.16 3.12-1.16.62 1.56.23 2.71.11 3 .73.79 1.17 1.8 1.17 3.04 0 4.35-2.65 5.3-5.17 5.59.41.35.77 1.04.77 2.1v3.11c0 .3.2.66.79.55a11.17 11.17 0 0 0 7.74-10.75C23.33 5.56 18.27.5 12 .5Z" />
    </svg>
  );
}

/** 'Continue with GitHub': sends the browser to GitHub; it comes back to `redirectTo?code=...` (an invite's room). */
export function GithubButton({ redirectTo, onError }: { redirectTo: string; onError: (message: string) => void }) {
  const t = useT("auth");
  const { signIn } = useAuthActions();
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    setBusy(true);
    try {
      await signIn("github", { redirectTo });
      // The page is leaving for GitHub; the button stays busy until it does.
    } catch {
      setBusy(false);
      onError(AUTH_MESSAGES.githubFailed);
    }
  };
  return (
    <Button variant="outline" size="lg" className="w-full" onClick={onClick} busy={busy}>
      {!busy && <GithubMark />}
      {t("github.continue")}
    </Button>
  );
}
