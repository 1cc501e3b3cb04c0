// Topic names: what a write changes and a live query reads. One place, so both sides agree.
export const roomTopic = (roomId: string) => `room:${roomId}`;
export const userTopic = (userId: string) => `user:${userId}`;
export const userRoomsTopic = (userId: string) => `userRooms:${userId}`;
export const authSessionTopic = (authSessionId: string) => `authSession:${authSessionId}`;
/** Read by code lookups (rooms.getRoomByCode); written when a room with that code appears or goes. */
export const roomCodeTopic = (code: string) => `roomCode:${code}`;
/**
 * Who is in a room (user ids only): written when someone joins, leaves or is removed, or the room
 * goes. Queries that only need membership read this, so a vote does not re-run them.
 */
export const roomMembersTopic = (roomId: string) => `roomMembers:${roomId}`;
/**
 * A room's participants or their presence changed: written with roomTopic by every write to
 * participants or room_presence. No query re-runs on it; the room load keeps the participants it
 * read until this topic moves (data/roomBundle.ts), so a vote does not re-read a hundred rows.
 */
export const roomParticipantsTopic = (roomId: string) => `roomParticipants:${roomId}`;
/** A room's archived rounds: written only when a round is archived, so votes never re-read them. */
export const roundHistoryTopic = (roomId: string) => `roundHistory:${roomId}`;
/** A room's cached JIRA tickets (jira.getCachedTickets); kept apart so a refresh leaves the room alone. */
export const jiraTicketsTopic = (roomId: string) => `jiraTickets:${roomId}`;
/** A room's story queue (issue 14): written by queue changes only, so votes never re-read it. */
export const roomQueueTopic = (roomId: string) => `roomQueue:${roomId}`;
