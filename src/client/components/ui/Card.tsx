import type { ComponentProps, HTMLAttributes } from "react";
import { cn } from "./cn";

/**
 * `offscreenLazy`: the browser skips styling and laying out the card's content while it is off
 * screen (content-visibility), for long panels below the fold on phones: the room's first layout
 * is then a part of the page, not all of it. The content stays in the accessibility tree and in
 * find-in-page; the card keeps its last rendered height once seen. While a menu inside is open
 * (Radix marks its trigger), the card renders as usual: skipping implies paint containment, which
 * would clip a menu reaching past the card's edge.
 */
export function Card({ className, offscreenLazy = false, ...props }: ComponentProps<"div"> & { offscreenLazy?: boolean }) {
  return (
    <div
      className={cn("rounded-card border border-border bg-surface text-surface-foreground shadow-card", offscreenLazy && "[content-visibility:auto] [contain-intrinsic-size:auto_32rem] has-[[data-state=open]]:[content-visibility:visible]", className)}
      {...props}
    />
  );
}

export function CardHeader({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex flex-col gap-1.5 p-6 pb-4", className)} {...props} />;
}

export function CardTitle({ className, ...props }: HTMLAttributes<HTMLHeadingElement>) {
  return <h2 className={cn("text-lg font-semibold tracking-tight", className)} {...props} />;
}

export function CardDescription({ className, ...props }: HTMLAttributes<HTMLParagraphElement>) {
  return <p className={cn("text-sm text-muted-foreground", className)} {...props} />;
}

export function CardContent({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("p-6 pt-0", className)} {...props} />;
}

export function CardFooter({ className, ...props }: HTMLAttributes<HTMLDivElement>) {
  return <div className={cn("flex items-center gap-3 p-6 pt-0", className)} {...props} />;
}
