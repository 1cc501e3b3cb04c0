// The theme kept per user (spec 1): the toggle saves the choice on the account too, and a
// choice made on another device follows the user here.
import { useCallback, useEffect, useRef } from "react";
import { useAuth } from "../auth/AuthProvider";
import { useCurrentUser } from "../auth/useCurrentUser";
import { api } from "../lib/api";
import { useMutation } from "../sync/react";
import { useTheme } from "./ThemeProvider";
import { isTheme, type Theme } from "./themeStorage";

/** The theme and a toggle that saves the choice locally and, when signed in, on the account. */
export function useThemeToggle(): { theme: Theme; toggleTheme: () => void } {
  const { theme, chooseTheme } = useTheme();
  const { isAuthenticated } = useAuth();
  const setUserTheme = useMutation(api.users.setTheme);
  const toggleTheme = useCallback(() => {
    const next: Theme = theme === "dark" ? "light" : "dark";
    chooseTheme(next);
    // The local choice stands even if the account cannot be updated right now.
    if (isAuthenticated) setUserTheme({ theme: next }).catch(() => undefined);
  }, [theme, chooseTheme, isAuthenticated, setUserTheme]);
  return { theme, toggleTheme };
}

/**
 * Applies the signed-in user's theme: on first sight only if nothing is saved in this browser,
 * later whenever it changes (a choice made elsewhere). A user without one gets this browser's.
 */
export function useUserThemeSync(): void {
  const user = useCurrentUser();
  const { savedTheme, chooseTheme } = useTheme();
  const setUserTheme = useMutation(api.users.setTheme);
  const lastSeen = useRef<{ userId: string; theme: Theme | null } | null>(null);
  const userId = user?._id ?? null;
  const userTheme = user && isTheme(user.theme) ? user.theme : null;

  useEffect(() => {
    if (userId === null) {
      lastSeen.current = null;
      return;
    }
    const previous = lastSeen.current;
    lastSeen.current = { userId, theme: userTheme };
    if (!previous || previous.userId !== userId) {
      if (userTheme && savedTheme === null) chooseTheme(userTheme);
      else if (!userTheme && savedTheme) setUserTheme({ theme: savedTheme }).catch(() => undefined);
    } else if (userTheme && userTheme !== previous.theme && userTheme !== savedTheme) {
      chooseTheme(userTheme);
    }
    // Only a change of user or of the account's theme should act; the local choice is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [userId, userTheme]);
}
