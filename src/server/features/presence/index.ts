// Presence's face: who has a live socket in which room. The room core and voting read it here.
export { freshPresenceSince, listOnlineNames, participantIsOnline, roomPresenceKey } from "./data/presence";
export { createRoomPresenceHooks } from "./roomPresence";
