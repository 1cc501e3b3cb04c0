import { createContext, useCallback, useContext, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from "react";
import { applyTheme, DARK_QUERY, isTheme, readSavedTheme, saveTheme, systemTheme, THEME_KEY, type Theme } from "./themeStorage";

interface ThemeContextValue {
  /** What the page shows: the saved choice, else the system's. */
  theme: Theme;
  /** The choice saved in this browser; null while the system decides. */
  savedTheme: Theme | null;
  /** Saves a choice in this browser (the toggle, or the signed-in user's choice). */
  chooseTheme: (theme: Theme) => void;
}

const ThemeContext = createContext<ThemeContextValue | null>(null);

export function ThemeProvider({ children }: { children: ReactNode }) {
  const [savedTheme, setSavedTheme] = useState<Theme | null>(readSavedTheme);
  const [system, setSystem] = useState<Theme>(systemTheme);
  const theme = savedTheme ?? system;

  // The system's choice is tracked always but only shows while nothing is saved.
  useEffect(() => {
    if (typeof window.matchMedia !== "function") return;
    const query = window.matchMedia(DARK_QUERY);
    const onChange = () => setSystem(query.matches ? "dark" : "light");
    query.addEventListener("change", onChange);
    return () => query.removeEventListener("change", onChange);
  }, []);

  // Another tab saved a choice: show it here too.
  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === THEME_KEY || event.key === null) setSavedTheme(isTheme(event.newValue) ? event.newValue : readSavedTheme());
    };
    window.addEventListener("storage", onStorage);
    return () => window.removeEventListener("storage", onStorage);
  }, []);

  useLayoutEffect(() => applyTheme(theme), [theme]);

  const chooseTheme = useCallback((next: Theme) => {
    saveTheme(next);
    setSavedTheme(next);
  }, []);

  const value = useMemo(() => ({ theme, savedTheme, chooseTheme }), [theme, savedTheme, chooseTheme]);
  return <ThemeContext.Provider value={value}>{children}</ThemeContext.Provider>;
}

export function useTheme(): ThemeContextValue {
  const value = useContext(ThemeContext);
  if (!value) throw new Error("useTheme needs <ThemeProvider>");
  return value;
}
