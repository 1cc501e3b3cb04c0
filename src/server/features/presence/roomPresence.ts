// Room presence for this server instance: the runtime's PresenceTracker says when a user starts
// or stops watching a room (after its grace period), and these hooks record it in room_presence
// under this instance's id, refreshing the rows every heartbeat (see data/presence.ts).
// Changes are applied in batches: three hundred people arriving at once cost one transaction and
// one re-run of the room per batch, not one each.
import { randomUUID } from "node:crypto";
import type { AppServices } from "../../appServices";
import { PRESENCE_HEARTBEAT_MS, parseRoomPresenceKey, presenceExpiryMs, type PresenceChange } from "./data/presence";
import type { InternalMutationDefinition, PresenceHooks } from "../../live";
import { applyRoomPresence, drainPresence, maintainPresence, MAX_PRESENCE_CHANGES, reassertPresence } from "./presenceMutations";

export interface RoomPresenceHooks extends PresenceHooks {
  readonly instanceId: string;
  /** Refreshes this instance's rows and drops expired ones: the heartbeat job (appHooks.ts). */
  refresh(): Promise<void>;
}

export function createRoomPresenceHooks(services: Pick<AppServices, "runtime">, heartbeatMs: number = PRESENCE_HEARTBEAT_MS): RoomPresenceHooks {
  const instanceId = randomUUID();
  const expiryMs = presenceExpiryMs(heartbeatMs);
  const run = async <A>(def: InternalMutationDefinition<A>, args: A) => void (await services.runtime.runInternal(def, args));
  // The latest wanted state per key, written by one flush at a time, so a quick
  // online/offline/online ends online and a wave of arrivals shares one transaction.
  let pending = new Map<string, PresenceChange>();
  let flushing: Promise<void> | null = null;
  let waiters: { resolve(): void; reject(error: unknown): void }[] = [];

  const flush = async (): Promise<void> => {
    while (pending.size > 0) {
      const changes = [...pending.values()];
      const settled = waiters;
      pending = new Map();
      waiters = [];
      try {
        for (let i = 0; i < changes.length; i += MAX_PRESENCE_CHANGES) {
          await run(applyRoomPresence, { instanceId, changes: changes.slice(i, i + MAX_PRESENCE_CHANGES) });
        }
        settled.forEach((w) => w.resolve());
      } catch (error) {
        // Not written (the database was away): the next heartbeat writes the whole truth instead.
        reassertNext = true;
        settled.forEach((w) => w.reject(error));
      }
    }
  };
  const scheduleFlush = () => {
    // After the current turn of the event loop, so everything that arrived in it goes together.
    flushing ??= new Promise<void>((resolve) => setImmediate(resolve)).then(flush).finally(() => {
      flushing = null;
      if (pending.size > 0) scheduleFlush();
    });
  };
  // Presence is state this instance re-asserts, not events written once: after a failed write
  // (an outage), or when its rows were swept meanwhile, the heartbeat writes the truth for its own
  // sockets. And it sweeps other instances' rows only after expiryMs of heartbeats that worked:
  // after an outage, every live instance gets its beats to re-assert first.
  let reassertNext = true;
  let healthySince: number | null = Date.now();
  /** Keys held for rooms that have no row to show (a room deleted, or not there): not missing rows. */
  let rowless = 0;
  const present = () => {
    const keys: { roomId: string; userId: string }[] = [];
    for (const key of services.runtime.presence.onlineKeys()) {
      const where = parseRoomPresenceKey(key);
      if (where) keys.push(where);
    }
    return keys;
  };
  const refresh = async () => {
    try {
      while (flushing) await flushing;
      const wanted = present();
      if (reassertNext) {
        const rows = await services.runtime.runInternal(reassertPresence, { instanceId, present: wanted });
        rowless = wanted.length - rows;
        reassertNext = false;
      } else {
        const sweep = healthySince !== null && Date.now() - healthySince >= expiryMs;
        const own = await services.runtime.runInternal(maintainPresence, { instanceId, expiryMs, sweep });
        // Rows another instance swept (this one stalled), or written for nobody: the truth next beat.
        if (own + rowless !== wanted.length) reassertNext = true;
      }
      healthySince ??= Date.now();
    } catch (error) {
      reassertNext = true;
      healthySince = null;
      throw error;
    }
  };

  return {
    instanceId,
    onPresenceChange(key, online) {
      const where = parseRoomPresenceKey(key);
      if (!where) return;
      pending.set(key, { ...where, online });
      const applied = new Promise<void>((resolve, reject) => waiters.push({ resolve, reject }));
      scheduleFlush();
      return applied;
    },
    async onDrain(graceMs) {
      while (flushing) await flushing;
      await run(drainPresence, { instanceId, graceMs, expiryMs });
    },
    refresh,
  };
}
