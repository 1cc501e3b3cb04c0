import { useRef, useState, type PointerEvent } from "react";

interface Drag {
  id: string;
  from: number;
  to: number;
  pointerId: number;
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
 * shows the new order while the pointer moves, and `onDrop` runs once on release. The keyboard and
 * the move buttons do the same without a pointer.
 */
export function useQueueDrag(ids: readonly string[], onDrop: (id: string, to: number) => Promise<void>) {
  const [drag, setDrag] = useState<Drag | null>(null);
  const rows = useRef(new Map<string, HTMLElement>());

  const target = (id: string, y: number) => {
    const middles = ids.flatMap((other) => {
      const rect = other === id ? undefined : rows.current.get(other)?.getBoundingClientRect();
      return rect ? [rect.top + rect.height / 2] : [];
    });
    return dropIndex(middles, y);
  };

  const handleProps = (id: string) => ({
    onPointerDown: (event: PointerEvent<HTMLElement>) => {
      if (event.button !== 0 || drag) return;
      event.preventDefault();
      event.currentTarget.setPointerCapture(event.pointerId);
      const from = ids.indexOf(id);
      setDrag({ id, from, to: from, pointerId: event.pointerId });
    },
    onPointerMove: (event: PointerEvent<HTMLElement>) => {
      if (drag?.id !== id || drag.pointerId !== event.pointerId) return;
      const to = target(id, event.clientY);
      if (to !== drag.to) setDrag({ ...drag, to });
    },
    onPointerUp: (event: PointerEvent<HTMLElement>) => {
      if (drag?.id !== id || drag.pointerId !== event.pointerId) return;
      const to = target(id, event.clientY);
      if (to === drag.from) return setDrag(null);
      setDrag({ ...drag, to, pointerId: -1 });
      // The preview stays until the queue reports the move (or the move fails).
      void onDrop(id, to).finally(() => setDrag(null));
    },
    onPointerCancel: () => setDrag(null),
  });

  const rowRef = (id: string) => (node: HTMLElement | null) => {
    if (node) rows.current.set(id, node);
    else rows.current.delete(id);
  };

  return { order: drag ? previewOrder(ids, drag.id, drag.to) : ids, draggingId: drag?.id ?? null, handleProps, rowRef, rows };
}
