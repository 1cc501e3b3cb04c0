import type { Ref, TextareaHTMLAttributes } from "react";
import { cn } from "./cn";
import { textControlClasses } from "./textControl";

export interface TextareaProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  invalid?: boolean;
  ref?: Ref<HTMLTextAreaElement>;
}

export function Textarea({ className, invalid, ...props }: TextareaProps) {
  return (
    <textarea
      aria-invalid={invalid || undefined}
      className={cn("min-h-20 resize-y py-2", textControlClasses, className)}
      {...props}
    />
  );
}
