// Internal mutations behind room presence: run by the server itself (never listed in the
// public functions), so their writes commit in a transaction and their topics reach the bus.
import { z } from "zod";
import { applyPresenceChanges, deleteStalePresence, drainInstancePresence, PRESENCE_STALE_MS, reassertInstancePresence, refreshInstancePresence } from "./data/presence";
import { internalMutation } from "../../live";

/** The most changes one transaction applies; a larger wave is split into several. */
export const MAX_PRESENCE_CHANGES = 500;

const instanceId = z.string().max(64);
const durationMs = z.number().int().positive().max(24 * 60 * 60 * 1000);

export const applyRoomPresence = internalMutation({
  args: z.object({
    instanceId,
    changes: z.array(z.object({ roomId: z.string().max(64), userId: z.string().max(64), online: z.boolean() })).max(MAX_PRESENCE_CHANGES),
  }),
  handler: async (ctx, { instanceId, changes }) => {
    await applyPresenceChanges(ctx.data, instanceId, changes, ctx.now);
    // Someone closing the tab may leave everyone else voted: that starts an auto-reveal.
    await ctx.app.presence.roomsChanged(ctx, [...new Set(changes.map((c) => c.roomId))]);
    return null;
  },
});

/**
 * This instance's rows stay fresh (returns how many it has); rows no instance refreshed within
 * expiryMs (it died) are dropped, unless `sweep` is false (just after an outage, when the other
 * instances have not had their heartbeats to re-assert theirs yet).
 */
export const maintainPresence = internalMutation({
  args: z.object({ instanceId, expiryMs: durationMs.optional(), sweep: z.boolean().default(true) }),
  handler: async (ctx, { instanceId, expiryMs, sweep }) => {
    const own = await refreshInstancePresence(ctx.data, instanceId, ctx.now);
    if (!sweep) return own;
    const rooms = await deleteStalePresence(ctx.data, ctx.now, expiryMs ?? PRESENCE_STALE_MS);
    // The users of an instance that died are gone: the rest of their rooms may all have voted.
    await ctx.app.presence.roomsChanged(ctx, [...rooms]);
    return own;
  },
});

/** The most keys one instance re-asserts in one transaction (its whole presence). */
export const MAX_REASSERTED_PRESENCE = 50_000;

/** Writes the truth for this instance's sockets (see reassertInstancePresence); returns its rows. */
export const reassertPresence = internalMutation({
  args: z.object({
    instanceId,
    present: z.array(z.object({ roomId: z.string().max(64), userId: z.string().max(64) })).max(MAX_REASSERTED_PRESENCE),
  }),
  handler: async (ctx, { instanceId, present }) => {
    const { rooms, rows } = await reassertInstancePresence(ctx.data, instanceId, present, ctx.now);
    // Someone who left during an outage may leave everyone else voted: that starts an auto-reveal.
    await ctx.app.presence.roomsChanged(ctx, [...rooms]);
    return rows;
  },
});

/** A graceful stop: this instance's users stay online for the grace period, then expire. */
export const drainPresence = internalMutation({
  args: z.object({ instanceId, graceMs: z.number().int().min(0).max(24 * 60 * 60 * 1000), expiryMs: durationMs }),
  handler: async (ctx, { instanceId, graceMs, expiryMs }) => {
    await drainInstancePresence(ctx.data, instanceId, ctx.now, graceMs, expiryMs);
    return null;
  },
});
