// The language kept per user across devices (issue 35): a choice made here is saved on the
// account, and the account's language applies when the person is first seen in this tab or
// changes it on another device. Used by the signed-in header controls (their own chunk), so
// no signed-out page's first download carries it.
import { useEffect, useRef } from "react";
import { isAccountLanguage, type AccountLanguage } from "../../shared/languages";
import { useCurrentUser } from "../auth/useCurrentUser";
import { api } from "../lib/api";
import { useMutation } from "../sync/react";
import { useLanguage } from "./I18nProvider";
import { useLanguageCookie } from "./languageCookie";

export function useUserLanguageSync(): void {
  const user = useCurrentUser();
  const { language, setLanguage } = useLanguage();
  useLanguageCookie(language);
  const saveLanguage = useMutation(api.users.setLanguage);
  const userId = user?._id ?? null;
  const accountLanguage: AccountLanguage | null = user?.language ?? null;
  /** The user and the account's language as last applied here. */
  const seen = useRef<{ userId: string; language: AccountLanguage | null } | null>(null);

  // The account's side: first sight of the user, or a change made on another device.
  useEffect(() => {
    if (userId === null) {
      seen.current = null;
      return;
    }
    const previous = seen.current;
    seen.current = { userId, language: accountLanguage };
    if (previous?.userId === userId && previous.language === accountLanguage) return;
    if (accountLanguage) {
      if (accountLanguage !== language) setLanguage(accountLanguage);
    } else if (isAccountLanguage(language)) {
      // An account without a choice yet takes this browser's.
      saveLanguage({ language }).catch(() => undefined);
    }
    // Only a change of user or of the account's language acts here; this tab's language is read as it is.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, accountLanguage]);

  // This tab's side: a choice made in a menu here is saved on the account (the pseudo-language is not).
  useEffect(() => {
    if (userId === null || seen.current?.userId !== userId) return;
    if (language !== seen.current.language && isAccountLanguage(language)) {
      seen.current = { userId, language };
      saveLanguage({ language }).catch(() => undefined);
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language]);
}
