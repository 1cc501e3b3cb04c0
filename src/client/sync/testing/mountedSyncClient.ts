// Component tests of code that talks to the server: a sync client over a fake socket (already
// open, the test plays the server) and a React root in the document.
import { act } from "react";
import { createRoot, type Root } from "react-dom/client";
import { SyncClient } from "../client";
import { FakeClock } from "./fakeClock";
import { fakeWebSocketFactory } from "./fakeWebSocket";

export interface MountedSyncClient {
  fake: ReturnType<typeof fakeWebSocketFactory>;
  client: SyncClient;
  container: HTMLDivElement;
  root: Root;
  /** Unmounts the root, takes it out of the document and closes the client. */
  unmount(): void;
}

export function mountWithSyncClient(): MountedSyncClient {
  const fake = fakeWebSocketFactory();
  const client = new SyncClient({ url: "ws://test/api/sync", WebSocket: fake.WebSocket, clock: new FakeClock(), onLongDisconnect: () => {} });
  fake.last().open();
  const container = document.createElement("div");
  document.body.append(container);
  const root = createRoot(container);
  return {
    fake,
    client,
    container,
    root,
    unmount() {
      act(() => root.unmount());
      container.remove();
      client.close();
    },
  };
}
