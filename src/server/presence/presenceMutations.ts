// Internal mutations behind room presence: run by the server itself (never listed in the
// public functions), so their writes commit in a transaction and their topics reach the bus.
import { z } from "zod";
import { deleteStalePresence, markOffline, markOnline, refreshInstancePresence } from "../data/presence";
import { mutation } from "../runtime/functions";

const entry = z.object({ roomId: z.string().max(64), userId: z.string().max(64), instanceId: z.string().max(64) });

export const setRoomPresence = mutation({
  args: entry.extend({ online: z.boolean() }),
  handler: async (ctx, { online, ...where }) => {
    if (online) await markOnline(ctx.data, where, ctx.now);
    else await markOffline(ctx.data, where);
    return null;
  },
});

/** This instance's rows stay fresh; rows no instance refreshes (it died) are dropped. */
export const maintainPresence = mutation({
  args: z.object({ instanceId: z.string().max(64) }),
  handler: async (ctx, { instanceId }) => {
    await refreshInstancePresence(ctx.data, instanceId, ctx.now);
    await deleteStalePresence(ctx.data, ctx.now);
    return null;
  },
});
