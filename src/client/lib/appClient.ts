// The app's one sync client, in its own chunk: main.tsx loads it through SyncClientLoader.
import { getSessionId } from "../session/sessionId";
import { SyncClient } from "../sync/client";

export function createAppSyncClient(): SyncClient {
  return new SyncClient({ sessionId: getSessionId() });
}
