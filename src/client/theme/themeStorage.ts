// The saved theme choice and the system preference. public/theme-init.js reads the same key
// before first paint; keep the two in step.
export type Theme = "light" | "dark";

export const THEME_KEY = "pp-theme";
export const DARK_QUERY = "(prefers-color-scheme: dark)";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The choice saved in this browser, or null when the system decides. */
export function readSavedTheme(): Theme | null {
  try {
    const value = localStorage.getItem(THEME_KEY);
    return isTheme(value) ? value : null;
  } catch {
    return null;
  }
}

export function saveTheme(theme: Theme): void {
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Storage refused (private mode): the choice lasts for this page only.
  }
}

export function systemTheme(): Theme {
  return typeof window.matchMedia === "function" && window.matchMedia(DARK_QUERY).matches ? "dark" : "light";
}

/** The page background per theme, for the browser's own UI (index.html's theme-color tags). */
const THEME_COLORS: Record<Theme, string> = { light: "#f8fafc", dark: "#020617" };

/** The class Tailwind's dark variant keys on, the colour scheme of native controls, the browser UI colour. */
export function applyTheme(theme: Theme): void {
  const root = document.documentElement;
  const changing = root.classList.contains("dark") !== (theme === "dark");
  // Switch in one step: hover and focus transitions must not fade every colour on the page.
  const pause = changing ? document.head.appendChild(document.createElement("style")) : null;
  if (pause) pause.textContent = "*,*::before,*::after{transition:none!important}";
  root.classList.toggle("dark", theme === "dark");
  root.style.colorScheme = theme;
  for (const meta of document.querySelectorAll('meta[name="theme-color"]')) meta.setAttribute("content", THEME_COLORS[theme]);
  if (pause) {
    void getComputedStyle(root).color; // apply the new colours while transitions are off
    pause.remove();
  }
}
