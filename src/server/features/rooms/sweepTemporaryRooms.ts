// Temporary rooms end when the last participant leaves; this sweeps the ones people simply
// closed: idle for config.tempRoomIdleMs with nobody connected. Permanent rooms are never swept.
import { z } from "zod";
import type { AppServices } from "../../appServices";
import { freshPresenceSince } from "../presence/data/presence";
import { deleteRoomCascade } from "./data/roomDeletion";
import { mutation } from "../../live/functions";

export const SWEEP_INTERVAL_MS = 60_000;
/** Rooms deleted per mutation, so one sweep never holds a long transaction. */
const SWEEP_BATCH = 50;

/** Internal (not in the public functions): deletes up to SWEEP_BATCH idle temporary rooms. */
export const sweepIdleTemporaryRooms = mutation({
  args: z.object({ idleMs: z.number().min(0) }),
  handler: async (ctx, { idleMs }): Promise<string[]> => {
    const fresh = freshPresenceSince(ctx.now);
    const idle = await ctx.data.db
      .selectFrom("rooms")
      .select("id")
      .where("is_permanent", "=", 0)
      .where("last_activity", "<", ctx.now - idleMs)
      .where(({ not, exists, selectFrom }) =>
        not(exists(selectFrom("room_presence").select("room_presence.room_id").whereRef("room_presence.room_id", "=", "rooms.id").where("room_presence.updated_at", ">=", fresh))),
      )
      .limit(SWEEP_BATCH)
      .execute();
    const deleted: string[] = [];
    for (const { id } of idle) {
      // Re-checked under the row lock: a join since the select keeps the room.
      const still = await ctx.data.db
        .updateTable("rooms")
        .set((eb) => ({ last_activity: eb.ref("last_activity") }))
        .where("id", "=", id)
        .where("last_activity", "<", ctx.now - idleMs)
        .returning("id")
        .executeTakeFirst();
      if (still && (await deleteRoomCascade(ctx.data, id))) deleted.push(id);
    }
    return deleted;
  },
});

/** Runs sweeps until a batch comes back short; returns the ids of the rooms deleted. */
export async function sweepTemporaryRooms(services: Pick<AppServices, "runtime" | "config">, idleMs = services.config.tempRoomIdleMs): Promise<string[]> {
  const all: string[] = [];
  for (;;) {
    const { value } = await services.runtime.executor.runMutation(sweepIdleTemporaryRooms, { idleMs }, { auth: null, clientAddress: null });
    const deleted = value as string[];
    all.push(...deleted);
    if (deleted.length < SWEEP_BATCH) return all;
  }
}

/** Sweeps every `intervalMs`; returns how to stop. */
export function startTemporaryRoomSweeper(services: Pick<AppServices, "runtime" | "config">, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  let running: Promise<unknown> | null = null;
  const timer = setInterval(() => {
    if (running) return;
    running = sweepTemporaryRooms(services)
      .catch((err: Error) => console.error("sweeping temporary rooms failed", err.message))
      .finally(() => (running = null));
  }, intervalMs);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
