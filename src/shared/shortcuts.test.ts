import { describe, expect, it } from "vitest";
import { deckFor } from "./deck";
import { resolveDeck } from "./decks";
import {
  type KeyPress,
  type KeyTarget,
  NO_KEYS_TYPED,
  type ShortcutAbilities,
  type ShortcutAction,
  cardKeys,
  cardsByKeys,
  flushShortcut,
  isTypingTarget,
  readShortcut,
  shortcutHelp,
} from "./shortcuts";

const manager: ShortcutAbilities = { canVote: true, canReveal: true, canStartNewRound: true };
const member: ShortcutAbilities = { canVote: true, canReveal: false, canStartNewRound: false };
const observer: ShortcutAbilities = { canVote: false, canReveal: true, canStartNewRound: true };
const BODY: KeyTarget = { tagName: "BODY" };

const fibonacci = deckFor();
const tshirt = resolveDeck({ kind: "tshirt", unknownCard: true, breakCard: true }).cards;
const modified = resolveDeck({ kind: "modifiedFibonacci", unknownCard: true, breakCard: false }).cards;

/** Types the keys one after the other, then waits out the sequence; returns every action. */
function type(keys: readonly (string | KeyPress)[], cards: readonly string[], abilities = manager, target: KeyTarget = BODY): ShortcutAction[] {
  let state = NO_KEYS_TYPED;
  const actions: ShortcutAction[] = [];
  for (const key of keys) {
    const press = typeof key === "string" ? { key } : key;
    const result = readShortcut(state, press, target, cards, abilities);
    actions.push(...result.actions);
    state = result.state;
  }
  actions.push(...flushShortcut(state, cards, abilities).actions);
  return actions;
}
const votes = (...cards: string[]) => cards.map((card) => ({ type: "vote", card }));

describe("card keys", () => {
  it("are the card's own label, upper case, '½' as 0.5", () => {
    expect(cardKeys("5")).toBe("5");
    expect(cardKeys("13")).toBe("13");
    expect(cardKeys("XL")).toBe("XL");
    expect(cardKeys("xl")).toBe("XL");
    expect(cardKeys("½")).toBe("0.5");
  });

  it("are none for '?', '☕', characters no keyboard types, and a command's key first", () => {
    for (const card of ["?", "☕", "🐘", "É", "R2", "No", "?!"]) expect(cardKeys(card)).toBeNull();
  });

  it("map the whole spec deck but '?'", () => {
    expect([...cardsByKeys(fibonacci).values()]).toEqual(fibonacci.filter((card) => card !== "?"));
  });
});

describe("voting by keys", () => {
  it("votes a card at once when no longer card starts with its keys", () => {
    const result = readShortcut(NO_KEYS_TYPED, { key: "0" }, BODY, fibonacci, member);
    expect(result).toEqual({ state: NO_KEYS_TYPED, actions: votes("0"), waiting: false });
    const powers = resolveDeck({ kind: "powersOfTwo", unknownCard: false, breakCard: false }).cards;
    expect(readShortcut(NO_KEYS_TYPED, { key: "8" }, BODY, powers, member).actions).toEqual(votes("8"));
  });

  it("waits after '1' in a deck with 13, and votes 13 on '3' or 1 when the wait is over", () => {
    const first = readShortcut(NO_KEYS_TYPED, { key: "1" }, BODY, fibonacci, member);
    expect(first).toEqual({ state: { typed: "1" }, actions: [], waiting: true });
    expect(readShortcut(first.state, { key: "3" }, BODY, fibonacci, member).actions).toEqual(votes("13"));
    expect(flushShortcut(first.state, fibonacci, member).actions).toEqual(votes("1"));
    expect(type(["8", "9"], fibonacci)).toEqual(votes("89"));
    expect(type(["5", "5"], fibonacci)).toEqual(votes("55"));
    expect(type(["5"], fibonacci)).toEqual(votes("5"));
    // "53" is no card: 5 counts, then 3 waits for a 4 (34) and counts alone.
    expect(type(["5", "3"], fibonacci)).toEqual(votes("5", "3"));
  });

  it("types T-shirt sizes with letters in either case", () => {
    expect(type(["m"], tshirt)).toEqual(votes("M"));
    expect(type(["S"], tshirt)).toEqual(votes("S"));
    expect(type(["x", "s"], tshirt)).toEqual(votes("XS"));
    expect(type(["X", "x", "L"], tshirt)).toEqual(votes("XXL"));
    expect(type(["x", "l"], tshirt)).toEqual(votes("XL"));
    // "X" alone is no card.
    expect(type(["x"], tshirt)).toEqual([]);
  });

  it("types '½' as 0.5, and 0 still votes 0", () => {
    expect(type(["0", ".", "5"], modified)).toEqual(votes("½"));
    expect(type(["0"], modified)).toEqual(votes("0"));
    expect(type(["1", "0", "0"], modified)).toEqual(votes("100"));
  });

  it("lets a card typed in full count when the next key starts something else", () => {
    expect(type(["1", "R"], fibonacci)).toEqual([...votes("1"), { type: "reveal" }]);
    expect(type(["x", "m"], tshirt)).toEqual(votes("M"));
  });

  it("leaves keys that type nothing alone and forgets on Escape", () => {
    expect(type(["1", "Shift", "3"], fibonacci)).toEqual(votes("13"));
    expect(type(["1", "Escape", "3"], fibonacci)).toEqual(votes("3"));
  });

  it("votes nothing for someone excluded from voting, and keys no card has do nothing", () => {
    expect(type(["5", "x", "l"], [...fibonacci, ...tshirt], observer)).toEqual([]);
    expect(type(["4", "7", "q", "Z"], fibonacci)).toEqual([]);
  });
});

describe("commands", () => {
  it("R reveals and N starts a new round for those who may, ? always lists", () => {
    expect(type(["r"], fibonacci)).toEqual([{ type: "reveal" }]);
    expect(type(["N"], fibonacci)).toEqual([{ type: "newRound" }]);
    expect(type(["?"], fibonacci)).toEqual([{ type: "help" }]);
    expect(type(["r", "n", "?"], fibonacci, member)).toEqual([{ type: "help" }]);
  });

  it("leave ctrl, meta and alt combinations to the browser (Ctrl+R reloads)", () => {
    expect(type([{ key: "r", ctrlKey: true }, { key: "5", metaKey: true }, { key: "n", altKey: true }], fibonacci)).toEqual([]);
  });
});

describe("never while typing", () => {
  it("recognises fields, editable text and dialogs", () => {
    for (const target of [
      { tagName: "INPUT" },
      { tagName: "textarea" },
      { tagName: "SELECT" },
      { tagName: "DIV", isContentEditable: true },
      { tagName: "DIV", role: "combobox" },
      { tagName: "BUTTON", insideDialog: true },
    ]) {
      expect(isTypingTarget(target)).toBe(true);
      expect(type(["5", "r", "?"], fibonacci, manager, target)).toEqual([]);
    }
  });

  it("lets shortcuts through from the page and from buttons (a focused card)", () => {
    expect(isTypingTarget(null)).toBe(false);
    expect(isTypingTarget(BODY)).toBe(false);
    expect(isTypingTarget({ tagName: "BUTTON" })).toBe(false);
    expect(type(["8"], fibonacci, manager, { tagName: "BUTTON" })).toEqual(votes("8"));
  });
});

describe("the shortcut list", () => {
  it("lists the cards one can type, then the viewer's commands", () => {
    const help = shortcutHelp(tshirt, manager);
    expect(help).toEqual([
      { keys: "XS", description: "Vote XS" },
      { keys: "S", description: "Vote S" },
      { keys: "M", description: "Vote M" },
      { keys: "L", description: "Vote L" },
      { keys: "XL", description: "Vote XL" },
      { keys: "XXL", description: "Vote XXL" },
      { keys: "R", description: "Reveal votes" },
      { keys: "N", description: "Start a new round" },
      { keys: "?", description: "Show these shortcuts" },
    ]);
  });

  it("shows a member only the cards and the list itself", () => {
    expect(shortcutHelp(["1", "2"], member).map((e) => e.keys)).toEqual(["1", "2", "?"]);
    expect(shortcutHelp(modified, observer).map((e) => e.keys)).toEqual(["R", "N", "?"]);
  });
});
