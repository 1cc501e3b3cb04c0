// Joining and leaving. A user is one participant per room, from any number of tabs; the owner
// is owner again whenever they come back, and an admin or an excluded participant is again.
import { randomUUID } from "node:crypto";
import { z } from "zod";
import { MESSAGES, roomNotFound } from "../../../shared/messages";
import { joinCodeSchema } from "../../../shared/validation";
import { deleteParticipant, findParticipant, standingOnJoin, upsertParticipant } from "./data/participants";
import { deleteIfEmptyTemporary } from "./data/roomDeletion";
import { findRoomByCode, getRoom, writeRoom } from "./data/rooms";
import { getUser } from "../users";
import { FunctionError, mutation } from "../../live";
import { membershipChanged } from "./extensions";
import { requireUserId } from "./access";
import { codeArg, idArg, parseOrThrow, sessionIdArg } from "./args";
import { limitCaller } from "./limits";

export const joinRoom = mutation({
  args: z.object({ code: codeArg, sessionId: sessionIdArg }),
  handler: async (ctx, args): Promise<{ roomId: string; participantId: string }> => {
    const userId = requireUserId(ctx, MESSAGES.rooms.notSignedInJoin);
    const attempt = await limitCaller(ctx, "join");
    const code = parseOrThrow(joinCodeSchema, args.code);
    const room = await findRoomByCode(ctx.data, code);
    const user = await getUser(ctx.data, userId);
    if (!user) throw new FunctionError(MESSAGES.auth.sessionExpired);
    // Updating the room first also checks it still exists (and locks it on PostgreSQL).
    if (!room || !(await writeRoom(ctx.data, room.id, ctx.now))) {
      await attempt.failed();
      throw new FunctionError(roomNotFound(code));
    }
    const participantId = await upsertParticipant(ctx.data, {
      id: randomUUID(),
      room_id: room.id,
      user_id: userId,
      name: user.name,
      image: user.image,
      session_id: args.sessionId,
      ...(await standingOnJoin(ctx.data, room, userId)),
      joined_at: ctx.now,
    });
    await membershipChanged(ctx, room.id, { kind: "joined", participantId });
    return { roomId: room.id, participantId };
  },
});

/** Leaves the room; the last one out of a temporary room deletes it. Leaving twice is fine. */
export const leaveRoom = mutation({
  args: z.object({ participantId: idArg, sessionId: sessionIdArg }),
  handler: async (ctx, args): Promise<null> => {
    const userId = requireUserId(ctx);
    const participant = await findParticipant(ctx.data, args.participantId);
    if (!participant) return null;
    if (participant.user_id !== userId) throw new FunctionError(MESSAGES.rooms.notParticipant);
    const room = await getRoom(ctx.data, participant.room_id);
    if (!room || !(await writeRoom(ctx.data, room.id, ctx.now))) return null;
    await deleteParticipant(ctx.data, participant);
    if (await deleteIfEmptyTemporary(ctx, room)) return null;
    await membershipChanged(ctx, room.id, { kind: "left", participantId: participant.id });
    return null;
  },
});
