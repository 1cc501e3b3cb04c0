// rooms.* (spec 7): each function lives in rooms/, grouped by what it is about; the paths stay
// rooms.<name> because this file is what the registry sees.
export { createRoom } from "./rooms/create";
export { deleteRoom } from "./rooms/deleteRoom";
export { joinRoom, leaveRoom } from "./rooms/membership";
export { kickParticipant, toggleAdminStatus, toggleVotingExclusion } from "./rooms/participantActions";
export { getRoomByCode, getRoomData, getUserRooms } from "./rooms/queries";
export { clearStory, updateStory } from "./rooms/story";
