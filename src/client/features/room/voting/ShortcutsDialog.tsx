// The list "?" opens, loaded the first time someone asks for it.
import type { ShortcutHelpEntry } from "../../../../shared/shortcuts";
import { Dialog, DialogContent, DialogHeader } from "../../../components/ui/Dialog";
import { useT } from "../../../i18n/I18nProvider";

export interface ShortcutsDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  entries: readonly ShortcutHelpEntry[];
}

export default function ShortcutsDialog({ open, onOpenChange, entries }: ShortcutsDialogProps) {
  const t = useT("voting");
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-sm">
        <DialogHeader title={t("shortcuts.title")} description={t("shortcuts.description")} />
        <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2 text-sm" data-testid="shortcut-list">
          {entries.map((entry) => (
            <div key={entry.keys} className="contents">
              <dt>
                <kbd className="inline-flex min-w-8 justify-center rounded-md border border-input bg-muted px-1.5 py-0.5 font-mono text-xs font-semibold text-foreground shadow-xs">
                  {entry.keys}
                </kbd>
              </dt>
              <dd className="text-muted-foreground">{entry.description}</dd>
            </div>
          ))}
        </dl>
      </DialogContent>
    </Dialog>
  );
}
