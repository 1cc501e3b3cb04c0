// The room queries: the dashboard list, the code lookup anyone may make, and the live room.
import { z } from "zod";
import { isValidRoomCode } from "../../../shared/roomCode";
import { normalizeRoomCode } from "../../../shared/validation";
import { listOnlineNames } from "../presence";
import { findRoomByCode, listUserRooms } from "./data/rooms";
import type { RoomRole } from "./data/participants";
import { query } from "../../live";
import { codeArg } from "./args";
import { limitCaller } from "./limits";

export interface UserRoom {
  _id: string;
  name: string;
  code: string;
  isPermanent: boolean;
  lastActivity: number;
  role: RoomRole;
  /** The caller's participant, for leaving from the dashboard; null for an owner not in the room. */
  participantId: string | null;
  /** Names of the participants online in the room now, in joining order. */
  online: string[];
}

/** Rooms the caller is in or owns, newest activity first; empty when signed out. */
export const getUserRooms = query({
  args: z.object({}),
  handler: async (ctx): Promise<UserRoom[]> => {
    if (!ctx.auth) return [];
    const rows = await listUserRooms(ctx.data, ctx.auth.userId);
    const online = await listOnlineNames(ctx.data, rows.map((r) => r.id), ctx.now);
    return rows.map((r) => ({
      _id: r.id,
      name: r.name,
      code: r.code,
      isPermanent: r.is_permanent === 1,
      lastActivity: r.last_activity,
      // An owner who left is still the owner.
      role: r.role ?? "owner",
      participantId: r.participant_id,
      online: online.get(r.id) ?? [],
    }));
  },
});

export interface RoomByCode {
  /** Only for signed-in callers (the join flow subscribes to the room with it). */
  _id?: string;
  code: string;
  name: string;
}

/**
 * Answers anyone with no more than that the room exists and its name. Rate limited. A
 * signed-out visitor gets no id, with which they could watch the room before joining it.
 */
export const getRoomByCode = query({
  args: z.object({ code: codeArg }),
  handler: async (ctx, args): Promise<RoomByCode | null> => {
    const attempt = await limitCaller(ctx, "lookup");
    const code = normalizeRoomCode(args.code);
    const room = isValidRoomCode(code) ? await findRoomByCode(ctx.data, code) : undefined;
    if (!room) {
      await attempt.failed();
      return null;
    }
    return ctx.auth ? { _id: room.id, code: room.code, name: room.name } : { code: room.code, name: room.name };
  },
});
