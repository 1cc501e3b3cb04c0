// The room core's face: what voting, the queue, async batches and plugins may use of a room.
// The core knows a room's identity, code, name, owner, permanence, membership, presence hooks,
// the lock and the room view's skeleton; everything else registers against it (extensions.ts).
export { enterRoom, lockRoom, requireStanding, requireTarget, requireUserId, tryLockRoom, type EnterOptions, type RoomActor, type RoomStanding } from "./access";
export { codeArg, idArg, parseOrThrow, sessionIdArg } from "./args";
export type { CreatedRoom, MembershipChange, RoomExtension, RoomViewParts } from "./extensions";
export { membersOnlyQuery } from "./membersOnlyQuery";
export { listRoomParticipants, loadRoomMemberIds, type ParticipantRow, type RoomRole } from "./data/participants";
export type { RoomRow } from "./data/rooms";
export { buildRoomSkeleton, loadRoomSkeleton, type LoadedParticipantRow, type ParticipantView, type RoomSkeleton, type RoomSkeletonRows, type RoomView } from "./data/roomLoad";
export { DASHBOARD_ACTIVITY_REFRESH_MS, getRoom, listUserRooms } from "./data/rooms";
