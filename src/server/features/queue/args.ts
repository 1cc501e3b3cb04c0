// Argument pieces of queue.*: every string bounded (twice the rule's limit, so the shared schema
// gives the sentence for a person rather than zod's), checked again in the handler.
import { z } from "zod";
import { BULK_TEXT_MAX_LENGTH, STORY_DESCRIPTION_MAX_LENGTH, STORY_LINK_MAX_LENGTH, STORY_TITLE_MAX_LENGTH } from "../../../shared/queueStory";
import { idArg, sessionIdArg } from "../rooms";

export const storyFieldsArg = z.object({
  title: z.string().max(STORY_TITLE_MAX_LENGTH * 2),
  description: z.string().max(STORY_DESCRIPTION_MAX_LENGTH * 2).nullable().optional(),
  link: z.string().max(STORY_LINK_MAX_LENGTH * 2).nullable().optional(),
});

export const roomArgs = z.object({ roomId: idArg, sessionId: sessionIdArg });
export const storyArgs = roomArgs.extend({ storyId: idArg });
export const bulkTextArg = z.string().max(BULK_TEXT_MAX_LENGTH * 2);
/** A card as voted: deck values are short ("987", "?"). */
export const cardArg = z.string().max(16);
