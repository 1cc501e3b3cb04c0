// The manual story (spec 5, 6): owners and admins set or clear it.
import { z } from "zod";
import { MESSAGES } from "../../../shared/messages";
import { canManageRoom } from "../../../shared/permissions";
import { manualStorySchema, STORY_MAX_LENGTH } from "../../../shared/validation";
import { updateRoom } from "../../data/rooms";
import { FunctionError } from "../../runtime/errors";
import { mutation, type MutationCtx } from "../../runtime/functions";
import { requireParticipant, type RoomActor } from "./access";
import { idArg, parseOrThrow, sessionIdArg } from "./args";

async function requireManager(ctx: MutationCtx, roomId: string): Promise<RoomActor> {
  const involved = await requireParticipant(ctx, roomId);
  if (!canManageRoom(involved.actor.role)) throw new FunctionError(MESSAGES.rooms.onlyManagers);
  return involved;
}

export const updateStory = mutation({
  args: z.object({ roomId: idArg, story: z.string().max(STORY_MAX_LENGTH * 2), sessionId: sessionIdArg }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await requireManager(ctx, args.roomId);
    const story = parseOrThrow(manualStorySchema, args.story);
    await updateRoom(ctx.data, room.id, ctx.now, { current_story: story });
    return null;
  },
});

export const clearStory = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await requireManager(ctx, args.roomId);
    await updateRoom(ctx.data, room.id, ctx.now, { current_story: null });
    return null;
  },
});
