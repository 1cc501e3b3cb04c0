import { useEffect, useRef, type RefObject } from "react";
import {
  NO_KEYS_TYPED,
  SHORTCUT_SEQUENCE_MS,
  flushShortcut,
  readShortcut,
  type KeyTarget,
  type ShortcutAbilities,
  type ShortcutAction,
} from "../../../../shared/shortcuts";

/** The controls a shortcut presses, marked in the voting panel: what a click does, a key does. */
export const SHORTCUT_TARGET = { reveal: "reveal", newRound: "new-round" } as const;

/**
 * The room's keyboard shortcuts (issue 15, rules in shared/shortcuts.ts): a card's keys vote, R
 * reveals, N starts a new round, "?" opens the list. Each presses the very control a click would
 * (the card, Reveal with its confirmation, New Round) inside `panel`, so nothing is done twice.
 */
export function useRoomShortcuts(panel: RefObject<HTMLElement | null>, cards: readonly string[], abilities: ShortcutAbilities, onHelp: () => void): void {
  // The listener is added once; what it reads is the latest render's.
  const latest = useRef({ cards, abilities, onHelp });
  latest.current = { cards, abilities, onHelp };

  useEffect(() => {
    let state = NO_KEYS_TYPED;
    let waiting: ReturnType<typeof setTimeout> | undefined;
    const act = (actions: readonly ShortcutAction[]) => {
      for (const action of actions) {
        if (action.type === "help") latest.current.onHelp();
        else press(panel.current, action);
      }
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.isComposing) return;
      clearTimeout(waiting);
      const { cards, abilities } = latest.current;
      const result = readShortcut(state, event, keyTarget(event.target), cards, abilities);
      state = result.state;
      if (result.actions.length > 0) event.preventDefault();
      act(result.actions);
      if (result.waiting) {
        waiting = setTimeout(() => {
          const flushed = flushShortcut(state, latest.current.cards, latest.current.abilities);
          state = flushed.state;
          act(flushed.actions);
        }, SHORTCUT_SEQUENCE_MS);
      }
    };
    document.addEventListener("keydown", onKeyDown);
    return () => {
      clearTimeout(waiting);
      document.removeEventListener("keydown", onKeyDown);
    };
  }, [panel]);
}

function keyTarget(target: EventTarget | null): KeyTarget | null {
  if (!(target instanceof HTMLElement)) return null;
  return {
    tagName: target.tagName,
    isContentEditable: target.isContentEditable,
    role: target.getAttribute("role"),
    // An open menu has its own keys (type-ahead) too.
    insideDialog: target.closest('[role="dialog"], [role="alertdialog"], [role="menu"]') !== null,
  };
}

function press(panel: HTMLElement | null, action: Exclude<ShortcutAction, { type: "help" }>): void {
  const selector =
    action.type === "vote" ? `[data-card="${CSS.escape(action.card)}"]` : `[data-shortcut="${action.type === "reveal" ? SHORTCUT_TARGET.reveal : SHORTCUT_TARGET.newRound}"]`;
  const control = panel?.querySelector<HTMLButtonElement>(selector);
  if (control && !control.disabled) control.click();
}
