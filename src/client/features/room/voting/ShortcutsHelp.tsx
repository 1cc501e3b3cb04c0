import { Keyboard } from "lucide-react";
import { lazy, Suspense, useState } from "react";
import type { ShortcutHelpEntry } from "../../../../shared/shortcuts";
import { Button } from "../../../components/ui/Button";
import { useT } from "../../../i18n/I18nProvider";

const ShortcutsDialog = lazy(() => import("./ShortcutsDialog"));

/** The "?" list of shortcuts: its button, and the dialog loaded the first time it opens. */
export function ShortcutsHelp({ open, onOpenChange, entries }: { open: boolean; onOpenChange: (open: boolean) => void; entries: readonly ShortcutHelpEntry[] }) {
  const t = useT("voting");
  // Stays mounted once opened, so closing animates and gives focus back.
  const [wanted, setWanted] = useState(open);
  if (open && !wanted) setWanted(true);
  return (
    <>
      <Button variant="ghost" size="sm" className="-mr-2 ml-auto px-2 text-muted-foreground hover:text-foreground" aria-keyshortcuts="?" aria-haspopup="dialog" onClick={() => onOpenChange(true)}>
        <Keyboard aria-hidden="true" />
        {t("shortcuts.title")}
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <ShortcutsDialog open={open} onOpenChange={onOpenChange} entries={entries} />
        </Suspense>
      )}
    </>
  );
}
