import { act } from "react";
import type { Root } from "react-dom/client";
import { toast } from "sonner";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_DECK_SETTING, resolveDeck, type DeckSetting } from "../../../../shared/decks";
import { summarizeVotes } from "../../../../shared/results";
import { DEFAULT_ROOM_SETTINGS } from "../../../../shared/roomSettings";
import { SyncClient } from "../../../sync/client";
import { SyncProvider } from "../../../sync/react";
import { mountWithSyncClient, type MountedSyncClient } from "../../../sync/testing/mountedSyncClient";
import type { RoomData } from "../../../lib/roomTypes";
import { EnglishI18n, englishT } from "../../../i18n/testing";
import { revealMessage as revealMessageIn } from "./RevealAnnouncer";
import { VotingArea } from "./VotingArea";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let mounted: MountedSyncClient;
let container: HTMLDivElement;
let root: Root;
let fake: MountedSyncClient["fake"];
let client: SyncClient;

beforeEach(() => {
  mounted = mountWithSyncClient();
  ({ container, root, fake, client } = mounted);
  vi.mocked(toast.error).mockClear();
});

afterEach(() => mounted.unmount());

function roomData(overrides: { excluded?: boolean; myVote?: string; deck?: DeckSetting } = {}): RoomData {
  const me = { _id: "p1", name: "Ann", image: null, role: "member", sessionId: null, isExcludedFromVoting: overrides.excluded ?? false, isOnline: true } as const;
  return {
    room: { _id: "room1", name: "R", code: "ABC", isPermanent: false, maxFibonacci: 13, isVotingRevealed: false, currentStory: null, useJiraIntegration: false, jiraConfig: null, currentJiraTicket: null, round: 1, settings: { ...DEFAULT_ROOM_SETTINGS, deck: overrides.deck ?? { ...DEFAULT_DECK_SETTING, maxFibonacci: 13 } } },
    participants: [me],
    votes: overrides.myVote ? [{ participantId: "p1", value: null }] : [],
    me: "p1",
    myVote: overrides.myVote ?? null,
  } as unknown as RoomData;
}

function render(data: RoomData) {
  act(() =>
    root.render(
      <EnglishI18n>
        <SyncProvider client={client}>
          <VotingArea roomData={data} me={data.participants[0]!} isManager={false} />
        </SyncProvider>
      </EnglishI18n>,
    ),
  );
}

const card = (value: string) => container.querySelector<HTMLButtonElement>(`[data-card="${value}"]`)!;
const pressed = () => [...container.querySelectorAll('[aria-pressed="true"]')].map((el) => el.getAttribute("data-card"));

describe("VotingArea", () => {
  it("shows the clicked card at once and drops it when the server refuses: the spec's sentence, the server's reason beneath", async () => {
    render(roomData());
    act(() => card("5").click());
    expect(pressed()).toEqual(["5"]);
    await act(async () => {});
    expect(fake.last().sentOfType("Mutation")).toEqual([
      { type: "Mutation", requestId: 1, path: "voting.submitVote", args: { roomId: "room1", participantId: "p1", value: "5" }, firstSend: true },
    ]);
    await act(async () => fake.last().receive({ type: "MutationResponse", requestId: 1, success: false, errorMessage: "Votes are already revealed.", errorData: null, ts: 0 }));
    expect(pressed()).toEqual([]);
    // The toast library loads on first use (components/toast.ts), and gets the toast's own id.
    await vi.waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith("Failed to submit vote", expect.objectContaining({ description: "Votes are already revealed." })),
    );
  });

  it("offers the room's deck plus '?', with the own vote pressed and the only card in the tab order", () => {
    render(roomData({ myVote: "8" }));
    const cards = [...container.querySelectorAll<HTMLButtonElement>("[data-card]")];
    expect(cards.map((c) => c.dataset.card)).toEqual(["0", "1", "2", "3", "5", "8", "13", "?"]);
    expect(pressed()).toEqual(["8"]);
    expect(cards.filter((c) => c.tabIndex === 0).map((c) => c.dataset.card)).toEqual(["8"]);
  });

  it("offers the room's own deck: T-shirt sizes with '?' and the break card, each named for screen readers", () => {
    render(roomData({ deck: { kind: "tshirt", unknownCard: true, breakCard: true } }));
    const cards = [...container.querySelectorAll<HTMLButtonElement>("[data-card]")];
    expect(cards.map((c) => c.dataset.card)).toEqual(["XS", "S", "M", "L", "XL", "XXL", "?", "☕"]);
    expect(cards.slice(-2).map((c) => c.getAttribute("aria-label"))).toEqual(["? (unknown)", "☕ (break)"]);
  });

  it("moves focus with the arrow keys, wrapping at the ends", () => {
    render(roomData());
    act(() => card("0").focus());
    act(() => card("0").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowLeft", bubbles: true })));
    expect(document.activeElement).toBe(card("?"));
    act(() => card("?").dispatchEvent(new KeyboardEvent("keydown", { key: "ArrowRight", bubbles: true })));
    expect(document.activeElement).toBe(card("0"));
    act(() => card("0").dispatchEvent(new KeyboardEvent("keydown", { key: "End", bubbles: true })));
    expect(document.activeElement).toBe(card("?"));
  });

  it("lets an excluded participant only watch", () => {
    render(roomData({ excluded: true }));
    expect([...container.querySelectorAll<HTMLButtonElement>("[data-card]")].every((c) => c.disabled)).toBe(true);
    expect(container.textContent).toContain("You are observing this room");
  });
});

const revealMessage = (summary: Parameters<typeof revealMessageIn>[2]) => revealMessageIn(englishT("voting"), "en", summary);

describe("revealMessage", () => {
  it("names the most common card of a deck of letters, never an average", () => {
    const tshirt = resolveDeck({ kind: "tshirt", unknownCard: true, breakCard: true });
    expect(revealMessage(summarizeVotes(["M", "L", "M", "☕"], tshirt))).toBe("Votes revealed. Most common: M, among 4 votes.");
    expect(revealMessage(summarizeVotes(["M", "L"], tshirt))).toBe("Votes revealed. Most common: M and L, among 2 votes.");
    expect(revealMessage(summarizeVotes(["?"], tshirt))).toBe("Votes revealed. No sized votes among 1 vote.");
  });

  it("says the average and how many votes it comes from", () => {
    expect(revealMessage(summarizeVotes(["5", "5", "5"]))).toBe("Votes revealed. Average 5.0 from 3 votes.");
    expect(revealMessage(summarizeVotes(["3", "?"]))).toBe("Votes revealed. Average 3.0 from 1 vote and 1 unknown.");
    expect(revealMessage(summarizeVotes(["?"]))).toBe("Votes revealed. No numeric votes among 1 vote.");
  });
});
