// Room roles and what each may do (spec 6). The server enforces these; the UI only offers them.

export const ROOM_ROLES = ["member", "admin", "owner"] as const;
export type RoomRole = (typeof ROOM_ROLES)[number];

export function isRoomRole(value: unknown): value is RoomRole {
  return (ROOM_ROLES as readonly unknown[]).includes(value);
}

/** member 1 < admin 2 < owner 3. */
export function roleRank(role: RoomRole): number {
  return ROOM_ROLES.indexOf(role) + 1;
}

/** Manage story, reveal, clear, reset votes, configure JIRA, apply points. */
export function canManageRoom(role: RoomRole): boolean {
  return role === "admin" || role === "owner";
}

/**
 * Reveal and start a new round: owners and admins, or every participant once the owner has
 * switched "everyone facilitates" on (issue 15; off by default, so spec 6 holds).
 */
export function canRunRound(role: RoomRole, everyoneFacilitates: boolean): boolean {
  return everyoneFacilitates || canManageRoom(role);
}

/** Room settings that shape permissions: only the owner decides who facilitates. */
export function canChangeFacilitation(role: RoomRole): boolean {
  return role === "owner";
}

/** Hand the room over: only the owner, to another participant (who is no owner then). */
export function canTransferOwnership(actorRole: RoomRole, targetRole: RoomRole, isSelf: boolean): boolean {
  return !isSelf && actorRole === "owner" && targetRole !== "owner";
}

/** The actor outranks the target, the target is not an owner, and it is not the actor. */
export function canKick(actorRole: RoomRole, targetRole: RoomRole, isSelf: boolean): boolean {
  return !isSelf && targetRole !== "owner" && roleRank(actorRole) > roleRank(targetRole);
}

/** Only an owner, on a non-owner, never on themselves. */
export function canToggleAdmin(actorRole: RoomRole, targetRole: RoomRole, isSelf: boolean): boolean {
  return !isSelf && actorRole === "owner" && targetRole !== "owner";
}

/**
 * Admins and owners, on targets of equal or lower rank (so an owner on anyone), themselves
 * included. Members never, not even on themselves.
 */
export function canToggleVotingExclusion(
  actorRole: RoomRole,
  targetRole: RoomRole,
  isSelf: boolean,
): boolean {
  if (!canManageRoom(actorRole)) return false;
  return isSelf || roleRank(targetRole) <= roleRank(actorRole);
}

/** Everyone not excluded votes; excluded participants only observe. */
export function canVote(participant: { isExcludedFromVoting: boolean }): boolean {
  return !participant.isExcludedFromVoting;
}

/** The 'y' of 'x of y voted': excluded participants do not count. */
export function eligibleVoterCount(participants: readonly { isExcludedFromVoting: boolean }[]): number {
  return participants.filter(canVote).length;
}

export type ParticipantAction = "kick" | "toggleAdmin" | "toggleVotingExclusion" | "transferOwnership";

interface RoomMember {
  _id: string;
  role: RoomRole;
}

/** What `viewer` may do to `target`, for the participants panel; none for a non-participant. */
export function participantActions(
  viewer: RoomMember | null | undefined,
  target: RoomMember,
): ParticipantAction[] {
  if (!viewer) return [];
  const isSelf = viewer._id === target._id;
  const actions: ParticipantAction[] = [];
  if (canKick(viewer.role, target.role, isSelf)) actions.push("kick");
  if (canToggleAdmin(viewer.role, target.role, isSelf)) actions.push("toggleAdmin");
  if (canToggleVotingExclusion(viewer.role, target.role, isSelf)) actions.push("toggleVotingExclusion");
  if (canTransferOwnership(viewer.role, target.role, isSelf)) actions.push("transferOwnership");
  return actions;
}
