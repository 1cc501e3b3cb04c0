// Topic names: what a write changes and a live query reads. One place, so both sides agree.
// Each names a set of rows: a data function reads or writes the topics of the rows it touches.
/**
 * A room's own row and its JIRA configuration, as the room shows them: a write that only moves
 * its activity time (a vote, a join) does not announce it, as only dashboards show that time
 * (userRoomsTopic, when due).
 */
export const roomTopic = (roomId: string) => `room:${roomId}`;
/** A room's round (voting's room_rounds row): deck and settings, reveal, round number, timer, auto-reveal. */
export const roundTopic = (roomId: string) => `round:${roomId}`;
/** Which queue story the room estimates (the queue's room_queue_state row). */
export const queueStateTopic = (roomId: string) => `queueState:${roomId}`;
/** A room's current votes: a vote re-reads them, not the room row or its participants. */
export const roomVotesTopic = (roomId: string) => `roomVotes:${roomId}`;
export const userTopic = (userId: string) => `user:${userId}`;
export const userRoomsTopic = (userId: string) => `userRooms:${userId}`;
export const authSessionTopic = (authSessionId: string) => `authSession:${authSessionId}`;
/** Read by code lookups (rooms.getRoomByCode); written when a room with that code appears or goes. */
export const roomCodeTopic = (code: string) => `roomCode:${code}`;
/**
 * A room's participants and their presence: read by whatever reads those rows, written by whatever
 * writes them. The votes are roomVotesTopic, so a vote never re-reads participants.
 */
export const participantsTopic = (roomId: string) => `participants:${roomId}`;
/** A room's archived rounds: written only when a round is archived, so votes never re-read them. */
export const roundHistoryTopic = (roomId: string) => `roundHistory:${roomId}`;
/** A room's story queue (issue 14): written by queue changes only, so votes never re-read it. */
export const roomQueueTopic = (roomId: string) => `roomQueue:${roomId}`;
/** A person's tracker connections (issue 31): the connections screen re-reads them when one is added, tested or removed. */
export const trackerConnectionsTopic = (userId: string) => `trackerConnections:${userId}`;
/** A room's async batches and their stories (issue 33): opened, revealed, ended. */
export const asyncBatchTopic = (roomId: string) => `asyncBatch:${roomId}`;
/** A room's async votes: a vote re-reads them, not the batch. */
export const asyncVotesTopic = (roomId: string) => `asyncVotes:${roomId}`;
/** A room's tracker source (issue 31): written when a manager sets or clears it. */
export const roomTrackerTopic = (roomId: string) => `roomTracker:${roomId}`;
/** A room's estimates written back to its tracker by the server (issue 33): pending, written or refused. */
export const trackerWritesTopic = (roomId: string) => `trackerWrites:${roomId}`;
