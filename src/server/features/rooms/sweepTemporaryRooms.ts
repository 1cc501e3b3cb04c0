// Temporary rooms end when the last participant leaves; this sweeps the ones people simply
// closed: idle for config.tempRoomIdleMs with nobody connected. Permanent rooms are never swept.
import { z } from "zod";
import type { AppServices } from "../../appServices";
import { freshPresenceSince } from "../presence/data/presence";
import { deleteRoomCascade } from "./data/roomDeletion";
import { internalMutation } from "../../live";

export const SWEEP_INTERVAL_MS = 60_000;
/** Rooms deleted per mutation, so one sweep never holds a long transaction. */
const SWEEP_BATCH = 50;

/** Deletes up to SWEEP_BATCH idle temporary rooms. */
export const sweepIdleTemporaryRooms = internalMutation({
  args: z.object({ idleMs: z.number().min(0) }),
  handler: async (ctx, { idleMs }): Promise<string[]> => {
    const fresh = freshPresenceSince(ctx.now);
    const idle = await ctx.data.db
      .selectFrom("rooms")
      .select("id")
      .where("is_permanent", "=", 0)
      .where("last_activity", "<", ctx.now - idleMs)
      // Only a participant online keeps the room: anyone signed in may watch a room's query (and
      // so hold a presence row) without being in it (issue 30).
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom("room_presence")
              .innerJoin("participants", (join) => join.onRef("participants.room_id", "=", "room_presence.room_id").onRef("participants.user_id", "=", "room_presence.user_id"))
              .select("room_presence.room_id")
              .whereRef("room_presence.room_id", "=", "rooms.id")
              .where("room_presence.updated_at", ">=", fresh),
          ),
        ),
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
    const deleted = await services.runtime.runInternal(sweepIdleTemporaryRooms, { idleMs });
    all.push(...deleted);
    if (deleted.length < SWEEP_BATCH) return all;
  }
}

/** Sweeps every `intervalMs` on the app's scheduler; returns how to stop. */
export function scheduleTemporaryRoomSweeps(services: Pick<AppServices, "runtime" | "config" | "jobs">, intervalMs = SWEEP_INTERVAL_MS): () => Promise<void> {
  return services.jobs.every(intervalMs, "sweeping temporary rooms", () => sweepTemporaryRooms(services));
}
