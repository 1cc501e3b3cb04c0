import { useId } from "react";
import { cn } from "./ui/cn";

/** The brand mark: a tilted pair of estimation cards. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  // Unique per instance: the mark appears more than once on some pages.
  const gradientId = `logo-gradient-${useId().replace(/[^a-zA-Z0-9_-]/g, "")}`;
  return (
    <svg viewBox="0 0 64 64" className={cn("size-8", className)} aria-hidden="true">
      <defs>
        <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect x="8" y="12" width="30" height="42" rx="6" fill="#a5b4fc" transform="rotate(-14 23 33)" />
      <rect x="24" y="9" width="30" height="42" rx="6" fill={`url(#${gradientId})`} transform="rotate(8 39 30)" />
      <text x="39" y="38" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="20" fontWeight="800" fill="#fff" transform="rotate(8 39 30)">
        5
      </text>
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight whitespace-nowrap", className)}>
      <LogoMark />
      <span className="text-base sm:text-lg">Planning Poker</span>
    </span>
  );
}
