// rooms.deleteRoom: the owner only, whether or not they are in the room right now.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { deleteRoomCascade } from "./data/roomDeletion";
import { getRoom } from "./data/rooms";
import { FunctionError, mutation } from "../../live";
import { requireUserId } from "./access";
import { idArg } from "./args";

export const deleteRoom = mutation({
  args: z.object({ roomId: idArg }),
  handler: async (ctx, args): Promise<null> => {
    const userId = requireUserId(ctx);
    const room = await getRoom(ctx.data, args.roomId);
    if (!room) throw new FunctionError(MESSAGES.rooms.roomGone);
    if (room.owner_user_id !== userId) throw new FunctionError(MESSAGES.rooms.onlyOwnerDelete);
    await deleteRoomCascade(ctx, room.id);
    return null;
  },
});
