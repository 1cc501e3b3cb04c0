import { lazy, Suspense, useState, type ReactNode } from "react";

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** Red confirm button for actions that destroy something. */
  destructive?: boolean;
  onConfirm: () => void;
}

// Radix's dialog code (about 16 KB) is downloaded when a question is first asked, not with the page.
const ConfirmDialogPanel = lazy(() => import("./ConfirmDialogPanel"));

/** A yes/no question that must be answered before going on (delete, clear, reveal early). */
export function ConfirmDialog(props: ConfirmDialogProps) {
  // Stays mounted once opened, so closing still animates and hands focus back to the trigger.
  const [wanted, setWanted] = useState(props.open);
  if (props.open && !wanted) setWanted(true);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogPanel {...props} />
    </Suspense>
  );
}
