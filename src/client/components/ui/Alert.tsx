import { AlertCircle, CheckCircle2, Info } from "lucide-react";
import type { ReactNode } from "react";
import { cn } from "./cn";

type AlertVariant = "info" | "error" | "success";

const styles: Record<AlertVariant, string> = {
  info: "border-border bg-subtle text-subtle-foreground",
  error: "border-destructive/30 bg-destructive-subtle text-destructive-text",
  success: "border-success/30 bg-success-subtle text-success",
};

const icons = { info: Info, error: AlertCircle, success: CheckCircle2 };

/** An inline message; errors are announced to screen readers as they appear. */
export function Alert({ variant = "info", title, children, className }: { variant?: AlertVariant; title?: string; children: ReactNode; className?: string }) {
  const Icon = icons[variant];
  return (
    <div role={variant === "error" ? "alert" : "status"} className={cn("flex gap-3 rounded-lg border p-3 text-sm", styles[variant], className)}>
      <Icon className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
      <div className="min-w-0">
        {title && <p className="font-medium">{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  );
}
