// The room core's extension points. Voting, the queue and every plugin register a RoomExtension
// per app (ctx.app.rooms.extensions, built in appContext.ts): the core calls them and names none.
import type { DataAccess, LoadCtx, MutationCtx } from "../../live";
import type { ParticipantRow } from "./data/participants";

/** What a room is created with: its id and time, and the caller's arguments beyond the core's (deck, settings, ...). */
export interface CreatedRoom {
  roomId: string;
  ownerUserId: string;
  args: Readonly<Record<string, unknown>>;
}

/** Who came, went or changed in a room. */
export type MembershipChange =
  | { kind: "joined" | "left" | "kicked"; participantId: string }
  | { kind: "excluded"; participant: ParticipantRow; excluded: boolean };

/** A room view part's load: its own topics, re-read only when they change (ctx.part). */
export type RoomViewPartLoader = (data: DataAccess, roomId: string) => Promise<object>;

export interface RoomExtension {
  /** Unique per app; names the extension's part of the room view cache. */
  name: string;
  /** In the creating transaction, after the room and its owner exist: write the extension's own row. A FunctionError refuses the room. */
  created?(ctx: MutationCtx, room: CreatedRoom): Promise<void>;
  /** Before the room's own rows go: delete everything the extension keeps about the room. */
  deleted?(data: DataAccess, roomId: string): Promise<void>;
  /** After a membership change, in the same transaction. */
  membershipChanged?(ctx: MutationCtx, roomId: string, change: MembershipChange): Promise<void>;
  /** After presence moved in these rooms (someone came online or went away). */
  presenceChanged?(ctx: Pick<MutationCtx, "data" | "now" | "app">, roomIds: readonly string[]): Promise<void>;
  /** Fields the extension adds to the room's view (rooms.getRoomData's `room`). */
  view?: RoomViewPartLoader;
}

/**
 * The fields extensions add to the room view, by declaration merging: an extension declares
 * `declare module ".../features/rooms" { interface RoomViewParts { ... } }` beside its loader, so
 * the room's type is whole without the core importing any of them.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface RoomViewParts {}

/** Runs each extension's view part in its own cached part of the load. */
export async function loadViewParts(ctx: LoadCtx, extensions: readonly RoomExtension[], roomId: string): Promise<RoomViewParts> {
  const parts = await Promise.all(extensions.map((ext) => (ext.view ? ctx.part(`view:${ext.name}`, (data) => ext.view!(data, roomId)) : null)));
  return Object.assign({}, ...parts.filter(Boolean)) as RoomViewParts;
}

type HookCtx = Pick<MutationCtx, "app">;

export async function roomCreated(ctx: MutationCtx, room: CreatedRoom): Promise<void> {
  for (const ext of extensionsOf(ctx)) await ext.created?.(ctx, room);
}

export async function roomDeleted(ctx: { data: DataAccess; app: MutationCtx["app"] }, roomId: string): Promise<void> {
  for (const ext of extensionsOf(ctx)) await ext.deleted?.(ctx.data, roomId);
}

export async function membershipChanged(ctx: MutationCtx, roomId: string, change: MembershipChange): Promise<void> {
  for (const ext of extensionsOf(ctx)) await ext.membershipChanged?.(ctx, roomId, change);
}

export async function presenceChanged(ctx: Pick<MutationCtx, "data" | "now" | "app">, roomIds: readonly string[]): Promise<void> {
  if (roomIds.length === 0) return;
  for (const ext of extensionsOf(ctx)) await ext.presenceChanged?.(ctx, roomIds);
}

function extensionsOf(ctx: HookCtx): readonly RoomExtension[] {
  return ctx.app.rooms.extensions;
}
