import { Component, act, useState, type ReactNode } from "react";
import type { Root } from "react-dom/client";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { FunctionReference } from "../../shared/functionReference";
import type { ServerMessage } from "../../shared/protocol";
import { SyncClient } from "./client";
import { SyncProvider, useConnectionState, useMutation, useQuery } from "./react";
import { mountWithSyncClient, type MountedSyncClient } from "./testing/mountedSyncClient";

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const getRoom = { path: "rooms.get" } as FunctionReference<"query", { roomId: string }, { name: string }>;
const rename = { path: "rooms.rename" } as FunctionReference<"mutation", { name: string }, null>;

let mounted: MountedSyncClient;
let container: HTMLDivElement;
let root: Root;
let fake: MountedSyncClient["fake"];
let client: SyncClient;

beforeEach(() => {
  mounted = mountWithSyncClient();
  ({ container, root, fake, client } = mounted);
});

afterEach(() => mounted.unmount());

function render(node: ReactNode) {
  act(() => root.render(<SyncProvider client={client}>{node}</SyncProvider>));
}

/** Renders and lets the client's batched subscription changes go out. */
async function renderAsync(node: ReactNode) {
  await act(async () => root.render(<SyncProvider client={client}>{node}</SyncProvider>));
}

function serverSends(message: ServerMessage) {
  act(() => fake.last().receive(message));
}

const roomUpdate = (startVersion: number, queryId: number, name: string): ServerMessage => ({
  type: "Transition",
  startVersion,
  endVersion: startVersion + 1,
  modifications: [{ type: "QueryUpdated", queryId, value: { name } }],
});

function RoomName({ roomId }: { roomId: string | null }) {
  // A fresh args object on every render, as components naturally write it.
  const room = useQuery(getRoom, roomId === null ? "skip" : { roomId });
  return <span>{room === undefined ? "loading" : room.name}</span>;
}

class Boundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override render() {
    return this.state.error ? <p>failed: {this.state.error.message}</p> : this.props.children;
  }
}

describe("useQuery", () => {
  it("is undefined while loading, then follows the latest value", () => {
    render(<RoomName roomId="r1" />);
    expect(container.textContent).toBe("loading");
    serverSends(roomUpdate(0, 1, "Sprint 1"));
    expect(container.textContent).toBe("Sprint 1");
    serverSends(roomUpdate(1, 1, "Sprint 2"));
    expect(container.textContent).toBe("Sprint 2");
  });

  it("does not resubscribe when re-rendered with equal arguments, and shares one query", async () => {
    let rerender: () => void = () => {};
    function Parent() {
      const [n, setN] = useState(0);
      rerender = () => setN(n + 1);
      return (
        <>
          <RoomName roomId="r1" />
          <RoomName roomId="r1" />
          <i>{n}</i>
        </>
      );
    }
    await renderAsync(<Parent />);
    await act(async () => rerender());
    await act(async () => rerender());
    const modifications = fake.last().sentOfType("ModifyQuerySet");
    expect(modifications).toEqual([{ type: "ModifyQuerySet", add: [{ queryId: 1, path: "rooms.get", args: { roomId: "r1" } }], remove: [] }]);
    serverSends(roomUpdate(0, 1, "Shared"));
    expect(container.textContent).toBe("SharedShared2");
  });

  it("subscribes to nothing when skipped, and switches subscriptions with the arguments", async () => {
    render(<RoomName roomId={null} />);
    expect(container.textContent).toBe("loading");
    expect(fake.last().sentOfType("ModifyQuerySet")).toEqual([]);
    await renderAsync(<RoomName roomId="r2" />);
    await renderAsync(<RoomName roomId="r3" />);
    const sent = fake.last().sentOfType("ModifyQuerySet");
    // The switch is one message: React unsubscribes and resubscribes in the same tick.
    expect(sent.map((m) => [m.add.map((q) => q.args), m.remove])).toEqual([
      [[{ roomId: "r2" }], []],
      [[{ roomId: "r3" }], [1]],
    ]);
  });

  it("throws a failed query's error to the nearest error boundary", () => {
    render(
      <Boundary>
        <RoomName roomId="gone" />
      </Boundary>,
    );
    const original = console.error;
    console.error = () => {};
    try {
      serverSends({
        type: "Transition",
        startVersion: 0,
        endVersion: 1,
        modifications: [{ type: "QueryFailed", queryId: 1, errorMessage: "Room not found", errorData: null }],
      });
    } finally {
      console.error = original;
    }
    expect(container.textContent).toBe("failed: Room not found");
  });
});

const getQueue = { path: "queue.list" } as FunctionReference<"query", { roomId: string }, { stories: string[] }>;

function QueueSize({ roomId }: { roomId: string }) {
  const queue = useQuery(getQueue, { roomId });
  return <b>{queue === undefined ? "queue loading" : `${queue.stories.length} stories`}</b>;
}

/** Runs the microtasks queued so far, and those they queue (React flushes urgent work in one). */
async function microtasks() {
  for (let i = 0; i < 10; i++) await Promise.resolve();
}

/** Lets React's scheduler run what it put off (a transition), outside act. */
const settle = (check: () => void) => vi.waitFor(check, { interval: 1 });

describe("useQuery: first results render in the background", () => {
  it("shows every query's first result when one message answers several", async () => {
    await renderAsync(
      <>
        <RoomName roomId="r1" />
        <QueueSize roomId="r1" />
      </>,
    );
    expect(container.textContent).toBe("loadingqueue loading");
    serverSends({
      type: "Transition",
      startVersion: 0,
      endVersion: 1,
      modifications: [
        { type: "QueryUpdated", queryId: 1, value: { name: "Sprint 1" } },
        { type: "QueryUpdated", queryId: 2, value: { stories: ["a", "b"] } },
      ],
    });
    expect(container.textContent).toBe("Sprint 12 stories");
  });

  it("renders a first result after the message's task, and every later change at once", async () => {
    await renderAsync(<RoomName roomId="r1" />);
    const actEnvironment = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    actEnvironment.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      fake.last().receive(roomUpdate(0, 1, "Sprint 1"));
      // An urgent update would be on screen once the message's microtasks ran; a transition is not.
      await microtasks();
      expect(container.textContent).toBe("loading");
      await settle(() => expect(container.textContent).toBe("Sprint 1"));
      // React takes in the opened subscription in the commit's passive effects, a task later.
      await new Promise((resolve) => setTimeout(resolve, 0));
      fake.last().receive(roomUpdate(1, 1, "Sprint 2"));
      await microtasks();
      expect(container.textContent).toBe("Sprint 2");
    } finally {
      actEnvironment.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });

  it("shows a result the client already holds in the first render of a component that mounts later", async () => {
    await renderAsync(<RoomName roomId="r1" />);
    serverSends(roomUpdate(0, 1, "Sprint 1"));
    const seen: string[] = [];
    function Late() {
      const room = useQuery(getRoom, { roomId: "r1" });
      seen.push(room === undefined ? "loading" : room.name);
      return null;
    }
    await renderAsync(
      <>
        <RoomName roomId="r1" />
        <Late />
      </>,
    );
    expect(seen).toEqual(["Sprint 1"]);
  });

  it("lets a result through again after the query was removed and answered anew", async () => {
    await renderAsync(<RoomName roomId="r1" />);
    serverSends(roomUpdate(0, 1, "Sprint 1"));
    serverSends({ type: "Transition", startVersion: 1, endVersion: 2, modifications: [{ type: "QueryRemoved", queryId: 1 }] });
    expect(container.textContent).toBe("loading");
    serverSends(roomUpdate(2, 1, "Sprint 2"));
    expect(container.textContent).toBe("Sprint 2");
  });
});

describe("useMutation and useConnectionState", () => {
  it("gives a stable function whose promise settles with the read-your-writes rule", async () => {
    const seen: unknown[] = [];
    let rerender: () => void = () => {};
    function Renamer() {
      const [n, setN] = useState(0);
      rerender = () => setN(n + 1);
      seen.push(useMutation(rename));
      const state = useConnectionState();
      return <span>{`${state.isConnected}:${state.inflightMutations}`}</span>;
    }
    render(<Renamer />);
    act(() => rerender());
    expect(seen.length).toBeGreaterThanOrEqual(2);
    expect(new Set(seen).size).toBe(1);
    expect(container.textContent).toBe("true:0");
    let promise: Promise<null> = Promise.resolve(null);
    act(() => {
      promise = (seen[0] as (args: { name: string }) => Promise<null>)({ name: "New" });
    });
    expect(container.textContent).toBe("true:1");
    expect(fake.last().sentOfType("Mutation")).toEqual([{ type: "Mutation", requestId: 1, path: "rooms.rename", args: { name: "New" }, firstSend: true }]);
    serverSends({ type: "MutationResponse", requestId: 1, success: true, result: null, ts: 0 });
    await act(async () => {
      await expect(promise).resolves.toBeNull();
    });
    expect(container.textContent).toBe("true:0");
    act(() => fake.last().drop());
    expect(container.textContent).toBe("false:0");
  });
});
