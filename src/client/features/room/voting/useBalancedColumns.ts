import { useLayoutEffect, useState, type RefObject } from "react";

/**
 * How many cards per row so the rows come out even (6 + 6 rather than 9 + 3) at the width the
 * deck has: as many rows as needed at `minWidth` per card, then the cards shared between them.
 */
export function useBalancedColumns(ref: RefObject<HTMLElement | null>, count: number, minWidth: (containerWidth: number) => number, gap: (containerWidth: number) => number): number {
  const [columns, setColumns] = useState(count);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element || typeof ResizeObserver === "undefined") return;
    const measure = () => {
      const width = element.clientWidth;
      const fit = Math.max(1, Math.floor((width + gap(width)) / (minWidth(width) + gap(width))));
      setColumns(Math.ceil(count / Math.ceil(count / fit)));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref, count, minWidth, gap]);
  return columns;
}
