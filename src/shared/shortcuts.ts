// Keyboard shortcuts in the room (issue 15): a card's own keys vote ("5", "13", "XL"), R reveals,
// N starts a new round and "?" lists them. Pure: the room's hook feeds key presses in and acts
// on what comes out, and flushes a waiting card after SHORTCUT_SEQUENCE_MS.
import { UNKNOWN_CARD } from "./deck";
import { HALF_CARD } from "./decks";
import { SHORTCUTS_MESSAGES, voteShortcut } from "./messages/shortcuts";

/** How long "1" waits for a "3" in a deck that has both 1 and 13. */
export const SHORTCUT_SEQUENCE_MS = 800;

/** Keys of the commands; a card starting with one of them has no shortcut. */
export const REVEAL_KEY = "R";
export const NEW_ROUND_KEY = "N";
export const HELP_KEY = "?";
const COMMAND_KEYS: ReadonlySet<string> = new Set([REVEAL_KEY, NEW_ROUND_KEY, HELP_KEY]);

export type ShortcutAction = { type: "vote"; card: string } | { type: "reveal" } | { type: "newRound" } | { type: "help" };

/** What the viewer may do right now; shortcuts for anything else do nothing. */
export interface ShortcutAbilities {
  canVote: boolean;
  canReveal: boolean;
  canStartNewRound: boolean;
}

/** The keys typed so far toward a card (upper case), between key presses. */
export interface ShortcutState {
  typed: string;
}

export const NO_KEYS_TYPED: ShortcutState = Object.freeze({ typed: "" });

/** The parts of a keydown event the rules look at. */
export interface KeyPress {
  key: string;
  ctrlKey?: boolean;
  metaKey?: boolean;
  altKey?: boolean;
}

/** Where focus was when the key was pressed. */
export interface KeyTarget {
  tagName?: string;
  isContentEditable?: boolean;
  role?: string | null;
  /** Inside an open dialog: its own keys only (R must not reveal behind a confirmation). */
  insideDialog?: boolean;
}

export interface ShortcutResult {
  state: ShortcutState;
  actions: ShortcutAction[];
  /** A card is waiting for more keys: flush after SHORTCUT_SEQUENCE_MS. */
  waiting: boolean;
}

const TEXT_ROLES: ReadonlySet<string> = new Set(["textbox", "searchbox", "combobox", "spinbutton"]);

/** Typing in a field (or a dialog) is never a shortcut. */
export function isTypingTarget(target: KeyTarget | null | undefined): boolean {
  if (!target) return false;
  const tag = (target.tagName ?? "").toUpperCase();
  if (tag === "INPUT" || tag === "TEXTAREA" || tag === "SELECT") return true;
  return Boolean(target.isContentEditable || target.insideDialog || (target.role && TEXT_ROLES.has(target.role)));
}

/**
 * The keys that vote for a card, upper case: its label when it can be typed ('½' as "0.5"),
 * none for '?' (the help key), '☕', other characters no keyboard has, or a first key that is
 * a command.
 */
export function cardKeys(card: string): string | null {
  const typed = (card === HALF_CARD ? "0.5" : card).toUpperCase();
  if (card === UNKNOWN_CARD || !/^[\x21-\x7e]+$/.test(typed)) return null;
  return COMMAND_KEYS.has(typed[0]!) ? null : typed;
}

/** The deck's cards by their keys. */
export function cardsByKeys(cards: readonly string[]): ReadonlyMap<string, string> {
  const map = new Map<string, string>();
  for (const card of cards) {
    const keys = cardKeys(card);
    if (keys !== null && !map.has(keys)) map.set(keys, card);
  }
  return map;
}

/** The card typed in full, if no longer card starts with the same keys yet. */
function matchTyped(typed: string, byKeys: ReadonlyMap<string, string>): { exact: string | null; longer: boolean } {
  let longer = false;
  for (const keys of byKeys.keys()) if (keys.length > typed.length && keys.startsWith(typed)) longer = true;
  return { exact: byKeys.get(typed) ?? null, longer };
}

/** One key press in the room, outside any field. */
export function readShortcut(
  state: ShortcutState,
  press: KeyPress,
  target: KeyTarget | null | undefined,
  cards: readonly string[],
  abilities: ShortcutAbilities,
): ShortcutResult {
  // Ctrl+R reloads and Alt+N is the browser's: modified keys are never ours.
  if (press.ctrlKey || press.metaKey || press.altKey || isTypingTarget(target)) return result(NO_KEYS_TYPED, [], false);
  if (press.key === "Escape") return result(NO_KEYS_TYPED, [], false);
  // "Shift", "Enter", "ArrowUp": keys that type nothing leave a half-typed card alone.
  if ([...press.key].length !== 1) return result(state, [], state.typed !== "");

  const key = press.key.toUpperCase();
  const byKeys = abilities.canVote ? cardsByKeys(cards) : new Map<string, string>();
  const typed = state.typed + key;
  const match = matchTyped(typed, byKeys);
  if (match.longer) return result({ typed }, [], true);
  if (match.exact) return result(NO_KEYS_TYPED, [vote(match.exact)], false);

  // The key continues no card: a card typed in full so far counts, then the key starts afresh.
  const before = flushShortcut(state, cards, abilities).actions;
  const fresh = matchTyped(key, byKeys);
  if (fresh.longer) return result({ typed: key }, before, true);
  if (fresh.exact) return result(NO_KEYS_TYPED, [...before, vote(fresh.exact)], false);
  const command = commandFor(key, abilities);
  return result(NO_KEYS_TYPED, command ? [...before, command] : before, false);
}

/** The wait is over: a card typed in full votes ("1" in a deck with 13), anything else is dropped. */
export function flushShortcut(state: ShortcutState, cards: readonly string[], abilities: ShortcutAbilities): ShortcutResult {
  const card = abilities.canVote && state.typed ? cardsByKeys(cards).get(state.typed) : undefined;
  return result(NO_KEYS_TYPED, card ? [vote(card)] : [], false);
}

function commandFor(key: string, abilities: ShortcutAbilities): ShortcutAction | null {
  if (key === REVEAL_KEY && abilities.canReveal) return { type: "reveal" };
  if (key === NEW_ROUND_KEY && abilities.canStartNewRound) return { type: "newRound" };
  if (key === HELP_KEY) return { type: "help" };
  return null;
}

const vote = (card: string): ShortcutAction => ({ type: "vote", card });
const result = (state: ShortcutState, actions: ShortcutAction[], waiting: boolean): ShortcutResult => ({ state, actions, waiting });

export interface ShortcutHelpEntry {
  /** As the person types them: "5", "XL", "0.5". */
  keys: string;
  description: string;
}

/** The list "?" shows: the cards one can type, then the commands the viewer may use. */
export function shortcutHelp(cards: readonly string[], abilities: ShortcutAbilities): ShortcutHelpEntry[] {
  const entries: ShortcutHelpEntry[] = [];
  if (abilities.canVote) {
    for (const [keys, card] of cardsByKeys(cards)) entries.push({ keys, description: voteShortcut(card) });
  }
  if (abilities.canReveal) entries.push({ keys: REVEAL_KEY, description: SHORTCUTS_MESSAGES.reveal });
  if (abilities.canStartNewRound) entries.push({ keys: NEW_ROUND_KEY, description: SHORTCUTS_MESSAGES.newRound });
  entries.push({ keys: HELP_KEY, description: SHORTCUTS_MESSAGES.help });
  return entries;
}
