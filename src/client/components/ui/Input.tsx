import type { InputHTMLAttributes, Ref } from "react";
import { cn } from "./cn";
import { textControlClasses } from "./textControl";

export interface InputProps extends InputHTMLAttributes<HTMLInputElement> {
  invalid?: boolean;
  ref?: Ref<HTMLInputElement>;
}

export function Input({ className, invalid, ...props }: InputProps) {
  return (
    <input
      aria-invalid={invalid || undefined}
      className={cn("h-10", textControlClasses, className)}
      {...props}
    />
  );
}
