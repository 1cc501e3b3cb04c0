import type { HTMLAttributes } from "react";
import { cn } from "./cn";

export type BadgeVariant = "default" | "outline" | "success" | "warning" | "destructive" | "muted";

const variants: Record<BadgeVariant, string> = {
  default: "bg-subtle text-subtle-foreground",
  outline: "border border-border text-foreground",
  success: "bg-success-subtle text-success",
  warning: "bg-warning-subtle text-warning-text",
  destructive: "bg-destructive-subtle text-destructive-text",
  muted: "bg-muted text-muted-foreground",
};

export function Badge({ className, variant = "default", ...props }: HTMLAttributes<HTMLSpanElement> & { variant?: BadgeVariant }) {
  return (
    <span
      className={cn("inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap", variants[variant], className)}
      {...props}
    />
  );
}
