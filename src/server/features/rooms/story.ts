// The manual story (spec 5, 6): owners and admins set or clear it. It replaces a queue story as
// the current one (the queue keeps the story).
import { z } from "zod";
import { manualStorySchema, STORY_MAX_LENGTH } from "../../../shared/validation";
import { writeRoom } from "./data/rooms";
import { mutation } from "../../live";
import { requireManager } from "./access";
import { idArg, parseOrThrow, sessionIdArg } from "./args";

export const updateStory = mutation({
  args: z.object({ roomId: idArg, story: z.string().max(STORY_MAX_LENGTH * 2), sessionId: sessionIdArg }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await requireManager(ctx, args.roomId);
    const story = parseOrThrow(manualStorySchema, args.story);
    await writeRoom(ctx.data, room.id, ctx.now, { current_story: story, current_queue_story_id: null });
    return null;
  },
});

export const clearStory = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg }),
  handler: async (ctx, args): Promise<null> => {
    const { room } = await requireManager(ctx, args.roomId);
    await writeRoom(ctx.data, room.id, ctx.now, { current_story: null, current_queue_story_id: null });
    return null;
  },
});
