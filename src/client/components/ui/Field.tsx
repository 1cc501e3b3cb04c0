import { useId, type ReactNode } from "react";
import { Input, type InputProps } from "./Input";
import { Label } from "./Label";

export interface FieldProps extends Omit<InputProps, "id"> {
  label: string;
  /** Shown under the input in red and linked to it for screen readers. */
  error?: string | null;
  hint?: ReactNode;
}

/** A labelled input with its hint and validation message. */
export function Field({ label, error, hint, ...inputProps }: FieldProps) {
  const id = useId();
  const describedBy = [hint && !error ? `${id}-hint` : null, error ? `${id}-error` : null].filter(Boolean).join(" ") || undefined;
  return (
    <div className="flex flex-col gap-1.5">
      <Label htmlFor={id}>{label}</Label>
      <Input id={id} invalid={Boolean(error)} aria-describedby={describedBy} {...inputProps} />
      {hint && !error && (
        <p id={`${id}-hint`} className="text-xs text-muted-foreground">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="text-xs font-medium text-destructive-text">
          {error}
        </p>
      )}
    </div>
  );
}
