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
      if (next) {
        hadFocus.current = element.contains(next);
        return;
      }
      // Decided a frame later: Chromium fires focusout while removing the focused control, when it
      // is still connected. Nowhere, from a control still there and usable: the user clicked away.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (document.hasFocus() && target.isConnected && !target.matches(":disabled")) hadFocus.current = false;
        else if (hadFocus.current && focusLost()) focusHome(element.querySelector("[data-focus-home]"));
      });
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

/** The element a lost focus goes to when its own region has gone: the voting panel's heading. */
export function focusFallbackHome(): boolean {
  const home = document.querySelector<HTMLElement>("[data-focus-fallback]");
  if (!home) return false;
  home.focus({ preventScroll: true });
  return document.activeElement === home;
}

/**
 * The room page's safety net (issue 36): when the control that had focus anywhere inside `root`
 * goes away or is disabled (Add all closes its form, Start and Next story remove their buttons, a
 * dialog's trigger is replaced, a remote reveal removes the cards), focus goes to the home of the
 * region it was in, or to the voting panel's heading when that region went too. Checked after
 * every change of the page's tree, so a removal that fires no focusout is caught as well. Focus
 * the user moved elsewhere (a click on the page, another window) is left alone.
 */
export function usePageFocusRescue(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return;
    let lastScope: Element | null = null;
    let armed = false;
    let frame = 0;
    const rescue = () => {
      if (!armed || !focusLost() || !document.hasFocus()) return;
      // A dialog (rendered outside the page's root) owns focus while it is open.
      if (document.querySelector("[role=dialog][data-state=open], [role=alertdialog][data-state=open]")) return;
      const scope = lastScope?.isConnected ? lastScope : null;
      if (!(scope && focusHome(scope.querySelector("[data-focus-home]") ?? scope))) focusFallbackHome();
    };
    const schedule = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(rescue);
    };
    const onIn = (event: FocusEvent) => {
      const target = event.target as Element;
      armed = true;
      lastScope = target.closest("[data-focus-scope]");
    };
    const onOut = (event: FocusEvent) => {
      const target = event.target as HTMLElement;
      if (event.relatedTarget) return;
      // Decided a frame later, as in useFocusRescue: a control being removed is still connected now.
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => {
        if (document.hasFocus() && target.isConnected && !target.matches(":disabled")) armed = false;
        else rescue();
      });
    };
    const observer = new MutationObserver(() => {
      if (armed && focusLost()) schedule();
    });
    observer.observe(element, { childList: true, subtree: true, attributes: true, attributeFilter: ["disabled"] });
    element.addEventListener("focusin", onIn);
    element.addEventListener("focusout", onOut);
    return () => {
      cancelAnimationFrame(frame);
      observer.disconnect();
      element.removeEventListener("focusin", onIn);
      element.removeEventListener("focusout", onOut);
    };
  }, [root]);
}
