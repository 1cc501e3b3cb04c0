// The header's controls for a signed-in user: who they are, the account menu, Sign Out (and the
// language kept on the account, useUserLanguageSync). Its own
// chunk, loaded once someone is signed in: a signed-out visitor's first download goes without it.
import { LogOut } from "lucide-react";
import { useState } from "react";
import { useAuthActions } from "../../auth/AuthProvider";
import { useCurrentUser } from "../../auth/useCurrentUser";
import { useT } from "../../i18n/I18nProvider";
import { useUserLanguageSync } from "../../i18n/useUserLanguageSync";
import { useNavigate } from "../../router";
import { Avatar } from "../ui/Avatar";
import { Button } from "../ui/Button";
import { AccountMenu } from "./AccountMenu";

export default function SignedInControls() {
  const user = useCurrentUser();
  const t = useT("account");
  useUserLanguageSync();
  const { signOut } = useAuthActions();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const onSignOut = async () => {
    setBusy(true);
    try {
      await signOut();
      await navigate("/");
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      {user && (
        // Below 400 px the account menu alone stands for the user, so the header fits 360 px.
        <span className="hidden min-w-0 items-center gap-2 pl-1 min-[400px]:flex" data-testid="current-user">
          <Avatar name={user.name} image={user.image} />
          <span className="hidden max-w-40 truncate text-sm font-medium sm:inline">{user.name}</span>
        </span>
      )}
      <AccountMenu />
      <Button variant="outline" size="sm" onClick={onSignOut} busy={busy} className="ml-1" title={t("menu.signOut")}>
        {!busy && <LogOut aria-hidden="true" />}
        {/* Icon-only on narrow phones; the name stays for screen readers. */}
        <span className="sr-only sm:not-sr-only">{t("menu.signOut")}</span>
      </Button>
    </>
  );
}
