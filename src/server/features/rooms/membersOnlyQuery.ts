// A live per-room query that answers the room's participants only (null to anyone else), with
// one load per room for every viewer. Membership comes from the members topic, so votes and
// other room changes do not re-run it; only what `load` reads does.
import type { Identity, LoadCtx } from "../../live/functions";
import { sharedQuery } from "../../live/functions";
import { loadRoomMemberIds } from "./data/participants";
import { z } from "zod";
import { idArg } from "./args";

export function membersOnlyQuery<T>(load: (ctx: LoadCtx, roomId: string) => Promise<T>) {
  return sharedQuery({
    args: z.object({ roomId: idArg }),
    load: async (ctx, { roomId }) => {
      const [members, value] = await Promise.all([loadRoomMemberIds(ctx.data, roomId), load(ctx, roomId)]);
      return { members, value };
    },
    project: ({ members, value }, _args, auth: Identity | null): T | null => (auth && members.has(auth.userId) ? value : null),
  });
}
