import { cn } from "./ui/cn";

/** The brand mark: a tilted pair of estimation cards. Decorative; the wordmark carries the name. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 64 64" className={cn("size-8", className)} aria-hidden="true">
      <defs>
        <linearGradient id="logo-gradient" x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#6366f1" />
          <stop offset="1" stopColor="#8b5cf6" />
        </linearGradient>
      </defs>
      <rect x="14" y="6" width="36" height="48" rx="7" fill="#c7d2fe" transform="rotate(-12 32 30)" />
      <rect x="14" y="8" width="36" height="48" rx="7" fill="url(#logo-gradient)" />
      <text x="32" y="41" textAnchor="middle" fontFamily="system-ui, sans-serif" fontSize="24" fontWeight="700" fill="#fff">
        5
      </text>
    </svg>
  );
}

export function Logo({ className }: { className?: string }) {
  return (
    <span className={cn("inline-flex items-center gap-2 font-semibold tracking-tight", className)}>
      <LogoMark />
      <span className="text-base sm:text-lg">Planning Poker</span>
    </span>
  );
}
