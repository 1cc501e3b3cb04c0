// The manual story (spec 5, 6): owners and admins set or clear it. It replaces a queue story as
// the current one (the queue keeps the story).
import { z } from "zod";
import { manualStorySchema, STORY_MAX_LENGTH } from "../../../shared/validation";
import { mutation } from "../../live";
import { idArg, parseOrThrow, sessionIdArg } from "../rooms";
import { setRoundStory } from "../voting";
import { setCurrentQueueStoryId } from "./data/queueState";
import { manage } from "./stories";

export const updateStory = mutation({
  args: z.object({ roomId: idArg, story: z.string().max(STORY_MAX_LENGTH * 2), sessionId: sessionIdArg }),
  handler: async (ctx, args): Promise<null> => {
    await manage(ctx, args.roomId);
    const story = parseOrThrow(manualStorySchema, args.story);
    await setRoundStory(ctx.data, args.roomId, story);
    await setCurrentQueueStoryId(ctx.data, args.roomId, null);
    return null;
  },
});

export const clearStory = mutation({
  args: z.object({ roomId: idArg, sessionId: sessionIdArg }),
  handler: async (ctx, args): Promise<null> => {
    await manage(ctx, args.roomId);
    await setRoundStory(ctx.data, args.roomId, null);
    await setCurrentQueueStoryId(ctx.data, args.roomId, null);
    return null;
  },
});
