// Where focus goes when the control that had it disappears or is disabled (a card once the votes
// are revealed, Reveal while it runs): the nearest `data-focus-scope` region's `data-focus-home`
// element (its heading, tabIndex -1), so keyboard and screen reader users keep their place.
import { useEffect, useRef, type RefObject } from "react";

/** Focuses the focus home of the region around `from`; true if it did. */
export function focusHome(from: Element | null): boolean {
  const home = from?.closest("[data-focus-scope]")?.querySelector<HTMLElement>("[data-focus-home]");
  if (!home) return false;
  home.focus({ preventScroll: true });
  return document.activeElement === home;
}

const focusLost = () => document.activeElement === null || document.activeElement === document.body;

/**
 * Keeps focus inside `scope` when the focused control there goes away: after each render of the
 * caller and right after a focusout that leads nowhere, a lost focus goes to the scope's home.
 * Focus the user moved elsewhere (another control, a click on the page, another window) is left alone.
 */
export function useFocusRescue(scope: RefObject<HTMLElement | null>): void {
  const hadFocus = useRef(false);
  useEffect(() => {
    const element = scope.current;
    if (!element) return;
    let frame = 0;
    const onIn = () => {
      hadFocus.current = true;
    };
    const onOut = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      const next = event.relatedTarget as Node | null;
      if (next) hadFocus.current = element.contains(next);
      // Nowhere, from a control that is still there and usable: the user clicked away on purpose.
      else if (document.hasFocus() && target.isConnected && !target.matches(":disabled")) hadFocus.current = false;
      else {
        cancelAnimationFrame(frame);
        frame = requestAnimationFrame(() => {
          if (hadFocus.current && focusLost()) focusHome(element.querySelector("[data-focus-home]"));
        });
      }
    };
    element.addEventListener("focusin", onIn);
    element.addEventListener("focusout", onOut);
    return () => {
      cancelAnimationFrame(frame);
      element.removeEventListener("focusin", onIn);
      element.removeEventListener("focusout", onOut);
    };
  }, [scope]);
  // A removed element fires no focusout in every browser: check after each render too.
  useEffect(() => {
    if (hadFocus.current && focusLost()) focusHome(scope.current?.querySelector("[data-focus-home]") ?? null);
  });
}
