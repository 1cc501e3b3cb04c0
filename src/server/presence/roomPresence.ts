// Room presence for this server instance: the runtime's PresenceTracker says when a user starts
// or stops watching a room (after its grace period), and these hooks record it in room_presence
// under this instance's id, refreshing the rows periodically (see data/presence.ts).
import { randomUUID } from "node:crypto";
import type { AppServices } from "../app";
import { PRESENCE_REFRESH_MS, parseRoomPresenceKey } from "../data/presence";
import type { MutationDefinition } from "../runtime/functions";
import type { PresenceHooks } from "../runtime/presence";
import { maintainPresence, setRoomPresence } from "./presenceMutations";

export interface RoomPresenceHooks extends PresenceHooks {
  readonly instanceId: string;
  /** Refreshes this instance's rows and drops stale ones; returns how to stop. */
  startRefreshing(intervalMs?: number): () => Promise<void>;
  /** One refresh now (tests, and the interval). */
  refresh(): Promise<void>;
}

export function createRoomPresenceHooks(services: Pick<AppServices, "runtime">): RoomPresenceHooks {
  const instanceId = randomUUID();
  const run = async <A>(def: MutationDefinition<A>, args: A) => {
    await services.runtime.executor.runMutation(def, def.args.parse(args), { auth: null, clientAddress: null });
  };
  // Changes for one key are applied in order, so a quick online/offline/online ends online.
  const chains = new Map<string, Promise<void>>();
  const refresh = () => run(maintainPresence, { instanceId });

  return {
    instanceId,
    onPresenceChange(key, online) {
      const where = parseRoomPresenceKey(key);
      if (!where) return;
      const next = (chains.get(key) ?? Promise.resolve())
        .catch(() => {}) // the earlier change failed and was logged; this one still runs
        .then(() => run(setRoomPresence, { ...where, instanceId, online }))
        .finally(() => {
          if (chains.get(key) === next) chains.delete(key);
        });
      chains.set(key, next);
      return next;
    },
    refresh,
    startRefreshing(intervalMs = PRESENCE_REFRESH_MS) {
      const timer = setInterval(() => {
        refresh().catch((err: Error) => console.error("presence refresh failed", err.message));
      }, intervalMs);
      timer.unref();
      return async () => clearInterval(timer);
    },
  };
}
