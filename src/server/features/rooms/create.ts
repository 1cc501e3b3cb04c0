// rooms.createRoom: a room with a custom code (permanent rooms only) or a random one, and its
// creator in it as owner.
import { randomInt, randomUUID } from "node:crypto";
import { z } from "zod";
import { MESSAGES, roomCodeTaken } from "../../../shared/messages";
import { randomRoomCode } from "../../../shared/roomCode";
import { optionalCustomRoomCodeSchema, ROOM_NAME_MAX_LENGTH, roomNameSchema } from "../../../shared/validation";
import { upsertParticipant } from "./data/participants";
import { insertRoom, type RoomRow } from "./data/rooms";
import { getUser } from "../users";
import { FunctionError, mutation } from "../../live";
import { requireUserId } from "./access";
import { codeArg, parseOrThrow, sessionIdArg } from "./args";
import { limitCaller } from "./limits";
import { roomCreated } from "./extensions";

/** A collision among 850 billion codes is rare; several in a row means something is wrong. */
const RANDOM_CODE_ATTEMPTS = 10;

export const createRoom = mutation({
  args: z.object({
    name: z.string().max(ROOM_NAME_MAX_LENGTH * 4),
    sessionId: sessionIdArg,
    maxFibonacci: z.number().optional(),
    isPermanent: z.boolean(),
    customCode: codeArg.optional(),
    // Issue 15, read by voting's extension; absent, the room is today's: Fibonacci up to maxFibonacci, both switches off.
    deck: z.unknown().optional(),
    autoReveal: z.boolean().optional(),
    everyoneFacilitates: z.boolean().optional(),
  }),
  handler: async (ctx, args): Promise<{ code: string }> => {
    const userId = requireUserId(ctx, MESSAGES.rooms.notSignedInCreate);
    await limitCaller(ctx, "create");
    const name = parseOrThrow(roomNameSchema, args.name);
    const customCode = parseOrThrow(optionalCustomRoomCodeSchema, args.customCode);
    if (customCode && !args.isPermanent) throw new FunctionError(MESSAGES.rooms.customCodeTemporary);
    const user = await getUser(ctx.data, userId);
    if (!user) throw new FunctionError(MESSAGES.auth.sessionExpired);

    const room: RoomRow = {
      id: randomUUID(),
      name,
      code: "",
      is_permanent: args.isPermanent ? 1 : 0,
      owner_user_id: userId,
      creator_session_id: args.sessionId,
      last_activity: ctx.now,
      // Creating the room announces the owner's room list already.
      dashboards_notified_at: ctx.now,
      created_at: ctx.now,
    };
    room.code = customCode ? await insertWithCustomCode(ctx.data, room, customCode) : await insertWithRandomCode(ctx.data, room);

    await upsertParticipant(ctx.data, {
      id: randomUUID(),
      room_id: room.id,
      user_id: userId,
      name: user.name,
      image: user.image,
      role: "owner",
      session_id: args.sessionId,
      is_excluded_from_voting: 0,
      joined_at: ctx.now,
    });
    const { name: _name, sessionId: _sessionId, isPermanent: _isPermanent, customCode: _customCode, ...extensionArgs } = args;
    await roomCreated(ctx, { roomId: room.id, ownerUserId: userId, args: extensionArgs });
    return { code: room.code };
  },
});

type Data = Parameters<typeof insertRoom>[0];

/** A random code from a cryptographic source. */
export const newRandomRoomCode = (): string => randomRoomCode(randomInt);

async function insertWithCustomCode(data: Data, room: RoomRow, code: string): Promise<string> {
  if (!(await insertRoom(data, { ...room, code }))) throw new FunctionError(roomCodeTaken(code));
  return code;
}

async function insertWithRandomCode(data: Data, room: RoomRow): Promise<string> {
  for (let attempt = 0; attempt < RANDOM_CODE_ATTEMPTS; attempt++) {
    const code = newRandomRoomCode();
    if (await insertRoom(data, { ...room, code })) return code;
  }
  throw new FunctionError(MESSAGES.rooms.codeGenerationFailed);
}
