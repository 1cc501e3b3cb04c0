// The story panel with trackers installed side by side: a room uses at most one, the panel offers
// every installed one while the room uses none.
import { EnglishI18n } from "../../../i18n/testing";
import { act, lazy } from "react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_ROOM_SETTINGS } from "../../../../shared/roomSettings";
import type { RoomInfo, RoomParticipant } from "../../../lib/roomTypes";
import { SyncClient } from "../../../sync/client";
import { SyncProvider } from "../../../sync/react";
import { mountWithSyncClient, type MountedSyncClient } from "../../../sync/testing/mountedSyncClient";
import { PluginsProvider, type ClientPlugin, type StorySourceProps, type StoryViewProps } from "../plugins";
import { StoryPanel } from "./StoryPanel";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

/** A tracker whose room flag is `source === id`, with a source control and a story view that say whose they are. */
function tracker(id: string): ClientPlugin {
  const SourceControl = ({ room }: StorySourceProps) => <button type="button">{`${id} settings for ${room.code}`}</button>;
  const StoryView = ({ me }: StoryViewProps) => <p data-testid="tracker-story">{`${id} ticket for ${me.name}`}</p>;
  return {
    id,
    label: id.toUpperCase(),
    isActive: (room) => (room as RoomInfo & { source?: string }).source === id,
    slots: { storySource: lazy(async () => ({ default: SourceControl })), storyView: lazy(async () => ({ default: StoryView })) },
  };
}

const installed = [tracker("alpha"), tracker("beta")];

function room(source: string | null): RoomInfo {
  return { _id: "room1", name: "R", code: "ABC123", isPermanent: false, isVotingRevealed: false, currentStory: "Typed story", round: 1, settings: DEFAULT_ROOM_SETTINGS, source } as unknown as RoomInfo;
}

function person(role: "owner" | "member"): RoomParticipant {
  return { _id: "p1", name: "Ann", image: null, role, sessionId: null, isExcludedFromVoting: false, isOnline: true } as unknown as RoomParticipant;
}

let mounted: MountedSyncClient;
let container: HTMLDivElement;
let root: Root;
let client: SyncClient;
/** The browser's idle callbacks, run when the test says the browser is idle. */
let idleCallbacks: (() => void)[];

beforeEach(() => {
  mounted = mountWithSyncClient();
  ({ container, root, client } = mounted);
  idleCallbacks = [];
  vi.stubGlobal("requestIdleCallback", (callback: () => void) => idleCallbacks.push(callback));
  vi.stubGlobal("cancelIdleCallback", () => {});
});

afterEach(() => {
  mounted.unmount();
  vi.unstubAllGlobals();
});

/** The browser has a quiet moment, and the slots' code has loaded. */
async function idleAndLoaded() {
  await act(async () => idleCallbacks.splice(0).forEach((callback) => callback()));
  await act(async () => {});
}

// Awaited: useT reads its area through React's `use`, which act() must be given time for.
async function render(info: RoomInfo, me: RoomParticipant) {
  await act(async () =>
    root.render(
      <EnglishI18n>
        <SyncProvider client={client}>
          <PluginsProvider plugins={installed}>
            <StoryPanel room={info} me={me} />
          </PluginsProvider>
        </SyncProvider>
      </EnglishI18n>,
    ),
  );
}

const buttons = () => [...container.querySelectorAll("button")].map((button) => button.textContent);

describe("StoryPanel with several trackers installed", () => {
  it("offers an owner every installed tracker as the source while the room uses none, beside the typed story", async () => {
    await render(room(null), person("owner"));
    await act(async () => {});
    // The source controls wait for the browser to be idle.
    expect(buttons().filter((text) => text?.includes("settings"))).toEqual([]);
    await idleAndLoaded();
    expect(buttons()).toEqual(expect.arrayContaining(["alpha settings for ABC123", "beta settings for ABC123"]));
    expect(container.querySelector('[data-testid="current-story"]')?.textContent).toBe("Typed story");
    expect(container.querySelector('[data-testid="tracker-story"]')).toBeNull();
  });

  it("shows the room's tracker alone: its source control and its story instead of the typed one", async () => {
    await render(room("beta"), person("owner"));
    await idleAndLoaded();
    expect(container.querySelector('[data-testid="tracker-story"]')?.textContent).toBe("beta ticket for Ann");
    expect(buttons()).toContain("beta settings for ABC123");
    expect(buttons()).not.toContain("alpha settings for ABC123");
    expect(container.querySelector('[data-testid="current-story"]')).toBeNull();
  });

  it("gives a member the room's tracker's story and no source control", async () => {
    await render(room("alpha"), person("member"));
    await idleAndLoaded();
    expect(container.querySelector('[data-testid="tracker-story"]')?.textContent).toBe("alpha ticket for Ann");
    expect(buttons().filter((text) => text?.includes("settings"))).toEqual([]);
  });
});
