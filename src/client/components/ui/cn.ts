import { clsx, type ClassValue } from "clsx";
import { extendTailwindMerge } from "tailwind-merge";

// Our own theme names (styles.css @theme), so that shadow-card and shadow-xs, or rounded-card
// and rounded-lg, are known to override each other.
const twMerge = extendTailwindMerge({
  extend: { theme: { shadow: ["card", "raised"], radius: ["card"] } },
});

/** Joins class names; a later Tailwind class wins over an earlier one of the same kind (text-*, bg-*, px-*...). */
export function cn(...classes: ClassValue[]): string {
  return twMerge(clsx(classes));
}
