// Radix's alert dialog, loaded by ConfirmDialog (AlertDialog.tsx) the first time one opens.
import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import { useRef } from "react";
import { focusHome } from "../../hooks/focusHome";
import type { ConfirmDialogProps } from "./AlertDialog";
import { useOptionalT } from "../../i18n/helpers";
import { buttonClasses } from "./Button";
import { overlayClasses, panelClasses } from "./Dialog";

export default function ConfirmDialogPanel({ open, onOpenChange, title, description, confirmLabel, cancelLabel, destructive, onConfirm }: ConfirmDialogProps) {
  const t = useOptionalT("common");
  // Opened from state, not a Radix Trigger, so Radix does not know where focus came from.
  const opener = useRef<HTMLElement | null>(null);
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content
          className={panelClasses}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            // Back to the button that opened it; if that is gone or busy, to its region's home.
            event.preventDefault();
            const element = opener.current;
            if (!element?.isConnected) return;
            if (!element.matches(":disabled")) element.focus({ preventScroll: true });
            if (document.activeElement !== element) focusHome(element);
          }}
        >
          <div className="flex flex-col gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg font-semibold tracking-tight">{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">{description}</AlertDialogPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonClasses({ variant: "outline" })}>{cancelLabel ?? (t ? t("dialog.cancel") : "Cancel")}</AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action className={buttonClasses({ variant: destructive ? "destructive" : "primary" })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
