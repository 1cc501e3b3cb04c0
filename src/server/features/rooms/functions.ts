// rooms.* (spec 7): each function lives in rooms/, grouped by what it is about; the paths stay
// rooms.<name> because this file is what the registry sees.
export { createRoom } from "./create";
export { deleteRoom } from "./deleteRoom";
export { joinRoom, leaveRoom } from "./membership";
export { kickParticipant, toggleAdminStatus, toggleVotingExclusion, transferOwnership } from "./participantActions";
export { getRoomByCode, getUserRooms } from "./queries";
