// A tab that queued hundreds of mutations while offline sends them all at once when it comes
// back: the server must slow it down, not refuse it (a refusal makes it reconnect and re-send
// the same burst, refused again, forever).
import WebSocket from "ws";
import { afterAll, beforeAll, expect, it } from "vitest";
import { MAX_WS_MESSAGES_PER_SECOND } from "../../shared/constants";
import * as counter from "../../../tests/support/counterFunctions";
import { startTestServer, type TestServer } from "../../../tests/support/testServer";
import { HttpClient, SyncClient, type WebSocketConstructor } from "./index";

let server: TestServer;
beforeAll(async () => {
  // RATE_LIMITS=off would lift the socket's message pacing this test is about.
  server = await startTestServer({ extraFunctions: { counter }, env: { RATE_LIMITS: "on" } });
});
afterAll(async () => {
  await server?.close();
});

it("acknowledges every mutation a tab queued offline, even when they exceed the socket's message rate", async () => {
  // The tab's network: while offline, every connection attempt goes to a port nobody listens on.
  let online = true;
  const unreachable = "ws://127.0.0.1:9/api/sync";
  class Network extends WebSocket {
    constructor(url: string) {
      super(online ? url : unreachable);
    }
  }
  let refused: (error: Error) => void = () => {};
  const refusal = new Promise<never>((_, reject) => (refused = reject));
  const tab = new SyncClient({ url: server.wsUrl, WebSocket: Network as unknown as WebSocketConstructor, onLongDisconnect: () => {} });
  tab.subscribeToConnectionState(() => {
    const fatal = tab.connectionState().fatalError;
    if (fatal) refused(new Error(`the server refused the tab: ${fatal.code}`));
  });
  try {
    await expect.poll(() => tab.connectionState().isConnected).toBe(true);
    online = false;
    server.app.dropConnections();
    await expect.poll(() => tab.connectionState().isConnected).toBe(false);

    // More than one rate window holds (five seconds' worth), all sent in one burst on reconnect.
    const queued = MAX_WS_MESSAGES_PER_SECOND * 5 * 2 + 100;
    const results = Array.from({ length: queued }, () => tab.mutation("counter.increment", { name: "offline" }));
    online = true;
    const values = await Promise.race([Promise.all(results), refusal]);

    expect(new Set(values).size).toBe(queued);
    expect(await new HttpClient(server.url).query("counter.get", { name: "offline" })).toBe(queued);
  } finally {
    tab.close();
  }
}, 60_000);
