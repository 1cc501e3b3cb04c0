import { Moon, Sun } from "lucide-react";
import { useThemeToggle } from "../theme/userTheme";
import { Button } from "./ui/Button";

/** Switches light/dark; the label says what a press will do. `place` names where it sits (the site header or the room header). */
export function ThemeToggle({ place = "site" }: { place?: "site" | "room" }) {
  const { theme, toggleTheme } = useThemeToggle();
  const label = theme === "dark" ? "Switch to light theme" : "Switch to dark theme";
  return (
    <Button variant="ghost" size="icon" onClick={toggleTheme} aria-label={label} title={label} data-theme-state={theme} data-theme-toggle={place}>
      {theme === "dark" ? <Sun aria-hidden="true" /> : <Moon aria-hidden="true" />}
    </Button>
  );
}
