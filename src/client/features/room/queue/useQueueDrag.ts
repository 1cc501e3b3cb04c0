import { useEffect, useRef, useState, type PointerEvent as ReactPointerEvent } from "react";

interface Drag {
  id: string;
  from: number;
  to: number;
  /** The pointer moving the story; null once released, while the move is saved. */
  pointerId: number | null;
}

/** The ids with `id` moved to index `to`: the order the queue shows while a story is dragged. */
export function previewOrder(ids: readonly string[], id: string, to: number): string[] {
  const others = ids.filter((other) => other !== id);
  others.splice(Math.min(Math.max(to, 0), others.length), 0, id);
  return others;
}

/** Where a story dropped at height `y` lands: after every other story whose middle is above `y`. */
export function dropIndex(middles: readonly number[], y: number): number {
  return middles.filter((middle) => middle < y).length;
}

/**
 * Reordering the queue by dragging a story's handle with a pointer (mouse, pen or touch): the list
 * shows the new order while the pointer moves, and `onDrop` runs once on release. The pointer is
 * followed on the window, since the dragged row moves in the DOM as the preview reorders. The
 * keyboard and the move buttons do the same without a pointer.
 */
export function useQueueDrag(ids: readonly string[], onDrop: (id: string, to: number) => Promise<void>) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const rows = useRef(new Map<string, HTMLElement>());
  const latest = useRef({ ids, onDrop, drag });
  useEffect(() => {
    latest.current = { ids, onDrop, drag };
  });

  const pointerId = drag?.pointerId ?? null;
  useEffect(() => {
    if (pointerId === null) return;
    const target = (id: string, y: number) => {
      const middles = latest.current.ids.flatMap((other) => {
        const rect = other === id ? undefined : rows.current.get(other)?.getBoundingClientRect();
        return rect ? [rect.top + rect.height / 2] : [];
      });
      return dropIndex(middles, y);
    };
    const move = (event: PointerEvent) => {
      const current = latest.current.drag;
      if (!current || event.pointerId !== pointerId) return;
      const to = target(current.id, event.clientY);
      if (to !== current.to) setDrag({ ...current, to });
    };
    const up = (event: PointerEvent) => {
      const current = latest.current.drag;
      if (!current || event.pointerId !== pointerId) return;
      const to = target(current.id, event.clientY);
      if (to === current.from) return setDrag(null);
      // The preview stays until the queue reports the move (or the move fails).
      setDrag({ ...current, to, pointerId: null });
      void latest.current.onDrop(current.id, to).finally(() => setDrag(null));
    };
    const cancel = (event: PointerEvent) => {
      if (event.pointerId === pointerId) setDrag(null);
    };
    window.addEventListener("pointermove", move);
    window.addEventListener("pointerup", up);
    window.addEventListener("pointercancel", cancel);
    return () => {
      window.removeEventListener("pointermove", move);
      window.removeEventListener("pointerup", up);
      window.removeEventListener("pointercancel", cancel);
    };
  }, [pointerId]);

  const handleProps = (id: string) => ({
    onPointerDown: (event: ReactPointerEvent<HTMLElement>) => {
      if (event.button !== 0 || drag) return;
      event.preventDefault();
      const from = ids.indexOf(id);
      setDrag({ id, from, to: from, pointerId: event.pointerId });
    },
  });

  const rowRef = (id: string) => (node: HTMLElement | null) => {
    if (node) rows.current.set(id, node);
    else rows.current.delete(id);
  };

  return { order: drag ? previewOrder(ids, drag.id, drag.to) : ids, draggingId: drag?.id ?? null, handleProps, rowRef, rows };
}
