// The agreed-estimate bar hands the recorded value to the room's tracker (JIRA writes the points):
// once, after the value is recorded, even though the room has moved on and the bar is gone by then.
import { EnglishI18n } from "../../../i18n/testing";
import { act, lazy, useImperativeHandle, useState } from "react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_DECK_SETTING } from "../../../../shared/decks";
import { DEFAULT_ROOM_SETTINGS } from "../../../../shared/roomSettings";
import type { RoomData } from "../../../lib/roomTypes";
import { SyncClient } from "../../../sync/client";
import { SyncProvider } from "../../../sync/react";
import { mountWithSyncClient, type MountedSyncClient } from "../../../sync/testing/mountedSyncClient";
import { PluginsProvider, type AfterEstimateProps, type ClientPlugin } from "../plugins";
import RecordEstimate from "./RecordEstimate";

vi.mock("sonner", () => ({ toast: { error: vi.fn(), success: vi.fn() } }));
(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** What the tracker was told, in order. */
let told: string[];

function TellTracker({ handle }: AfterEstimateProps) {
  const [tell, setTell] = useState(true);
  useImperativeHandle(handle, () => ({ recorded: async (value: string) => void (tell && told.push(value)) }), [tell]);
  return (
    <label>
      <input type="checkbox" checked={tell} onChange={(event) => setTell(event.target.checked)} />
      Also tell the tracker
    </label>
  );
}

const tracker: ClientPlugin = { id: "fake", label: "Fake", isActive: () => true, slots: { afterEstimate: lazy(async () => ({ default: TellTracker })) } };

const roomData = {
  room: { _id: "room1", code: "ABC123", isVotingRevealed: true, currentQueueStoryId: "s1", round: 1, settings: { ...DEFAULT_ROOM_SETTINGS, deck: DEFAULT_DECK_SETTING } },
  participants: [],
  votes: [
    { participantId: "p1", value: "5" },
    { participantId: "p2", value: "5" },
  ],
  me: "p1",
  myVote: "5",
} as unknown as RoomData;

let mounted: MountedSyncClient;
let container: HTMLDivElement;
let root: Root;
let fake: MountedSyncClient["fake"];
let client: SyncClient;

beforeEach(() => {
  mounted = mountWithSyncClient();
  ({ container, root, fake, client } = mounted);
  told = [];
});

afterEach(() => mounted.unmount());

// Awaited: useT reads its area through React's `use`, which act() must be given time for.
async function render(showBar: boolean) {
  await act(async () =>
    root.render(
      <EnglishI18n>
        <SyncProvider client={client}>
          <PluginsProvider plugins={[tracker]}>{showBar && <RecordEstimate roomData={roomData} />}</PluginsProvider>
        </SyncProvider>
      </EnglishI18n>,
    ),
  );
  await act(async () => {});
}

const button = (name: string) => [...container.querySelectorAll("button")].find((b) => b.textContent?.includes(name))!;

/** The server records the bar's one request; the room has moved on and the bar is gone before the answer. */
async function serverRecordsAfterTheBarIsGone() {
  const sent = fake.last().sentOfType("Mutation").at(-1);
  await render(false);
  await act(async () => fake.last().receive({ type: "MutationResponse", requestId: sent!.requestId, success: true, result: null, ts: 0 }));
  return sent;
}

describe("RecordEstimate and the room's tracker", () => {
  it("tells the tracker the agreed value once it is recorded", async () => {
    await render(true);
    expect(container.textContent).toContain("Also tell the tracker");
    act(() => button("Next story").click());
    const sent = await serverRecordsAfterTheBarIsGone();
    expect(sent).toMatchObject({ path: "queue.nextStory", args: { outcome: "record", value: "5" } });
    expect(told).toEqual(["5"]);
  });

  it("tells it nothing when the tracker's own option is off, or the story is skipped", async () => {
    await render(true);
    act(() => container.querySelector<HTMLInputElement>('input[type="checkbox"]')!.click());
    act(() => button("Next story").click());
    await serverRecordsAfterTheBarIsGone();
    await render(true);
    act(() => button("Skip story").click());
    expect(await serverRecordsAfterTheBarIsGone()).toMatchObject({ args: { outcome: "skip" } });
    expect(told).toEqual([]);
  });
});
