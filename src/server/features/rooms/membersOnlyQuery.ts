// A live per-room query that answers the room's participants only (null to anyone else), with
// one load per room for every viewer. Membership is a part of the load read from the
// participants topic, so neither votes nor presence re-run `load`, and its topics leave membership alone.
import { type Identity, type LoadCtx, projectedQuery } from "../../live";
import { loadRoomMemberIds } from "./data/participants";
import { z } from "zod";
import { idArg } from "./args";

/** `load` is a part of its own: `previous` is what it returned last time, for reading only what is new. */
export function membersOnlyQuery<T>(load: (ctx: LoadCtx, roomId: string, previous: T | undefined) => Promise<T>) {
  return projectedQuery({
    args: z.object({ roomId: idArg }),
    load: async (ctx, { roomId }) => {
      const [members, value] = await Promise.all([
        ctx.part("members", (data) => loadRoomMemberIds(data, roomId)),
        ctx.part<T>("value", (data, previous) => load({ ...ctx, data, part: (_key, inner) => inner(data, undefined) }, roomId, previous)),
      ]);
      return { members, value };
    },
    project: ({ members, value }, _args, auth: Identity | null): T | null => (auth && members.has(auth.userId) ? value : null),
  });
}
