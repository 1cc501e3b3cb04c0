// Temporary rooms end when the last participant leaves; this sweeps the ones people simply
// closed: idle for config.tempRoomIdleMs with nobody connected. Permanent rooms are never swept.
import { z } from "zod";
import type { AppServices } from "../../appServices";
import { freshPresenceSince } from "../presence";
import { listIdleTemporaryRooms, lockIfStillIdle } from "./data/idleRooms";
import { deleteRoomCascade } from "./data/roomDeletion";
import { internalMutation } from "../../live";

export const SWEEP_INTERVAL_MS = 60_000;
/** Rooms deleted per mutation, so one sweep never holds a long transaction. */
const SWEEP_BATCH = 50;

/** Deletes up to SWEEP_BATCH idle temporary rooms. */
export const sweepIdleTemporaryRooms = internalMutation({
  args: z.object({ idleMs: z.number().min(0) }),
  handler: async (ctx, { idleMs }): Promise<string[]> => {
    const idle = await listIdleTemporaryRooms(ctx.data, ctx.now - idleMs, freshPresenceSince(ctx.now), SWEEP_BATCH);
    const deleted: string[] = [];
    for (const { id } of idle) {
      // Re-checked under the row lock: a join since the select keeps the room.
      const still = await lockIfStillIdle(ctx.data, id, ctx.now - idleMs);
      if (still && (await deleteRoomCascade(ctx, id))) deleted.push(id);
    }
    return deleted;
  },
});

/** Runs sweeps until a batch comes back short; returns the ids of the rooms deleted. */
export async function sweepTemporaryRooms(services: Pick<AppServices, "runtime" | "config">, idleMs = services.config.tempRoomIdleMs): Promise<string[]> {
  const all: string[] = [];
  for (;;) {
    const deleted = await services.runtime.runInternal(sweepIdleTemporaryRooms, { idleMs });
    all.push(...deleted);
    if (deleted.length < SWEEP_BATCH) return all;
  }
}

/** Sweeps every `intervalMs` on the app's scheduler; returns how to stop. */
export function scheduleTemporaryRoomSweeps(services: Pick<AppServices, "runtime" | "config" | "jobs">, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  return services.jobs.every(intervalMs, "sweeping temporary rooms", () => sweepTemporaryRooms(services));
}
