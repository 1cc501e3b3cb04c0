// Radix's alert dialog, loaded by ConfirmDialog (AlertDialog.tsx) the first time one opens.
import * as AlertDialogPrimitive from "@radix-ui/react-alert-dialog";
import type { ConfirmDialogProps } from "./AlertDialog";
import { buttonClasses } from "./Button";
import { overlayClasses, panelClasses } from "./Dialog";

export default function ConfirmDialogPanel({ open, onOpenChange, title, description, confirmLabel, cancelLabel = "Cancel", destructive, onConfirm }: ConfirmDialogProps) {
  return (
    <AlertDialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <AlertDialogPrimitive.Portal>
        <AlertDialogPrimitive.Overlay className={overlayClasses} />
        <AlertDialogPrimitive.Content className={panelClasses}>
          <div className="flex flex-col gap-1.5">
            <AlertDialogPrimitive.Title className="text-lg font-semibold tracking-tight">{title}</AlertDialogPrimitive.Title>
            <AlertDialogPrimitive.Description className="text-sm text-muted-foreground">{description}</AlertDialogPrimitive.Description>
          </div>
          <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
            <AlertDialogPrimitive.Cancel className={buttonClasses({ variant: "outline" })}>{cancelLabel}</AlertDialogPrimitive.Cancel>
            <AlertDialogPrimitive.Action className={buttonClasses({ variant: destructive ? "destructive" : "primary" })} onClick={onConfirm}>
              {confirmLabel}
            </AlertDialogPrimitive.Action>
          </div>
        </AlertDialogPrimitive.Content>
      </AlertDialogPrimitive.Portal>
    </AlertDialogPrimitive.Root>
  );
}
