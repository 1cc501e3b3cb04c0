// The room's face: what the /room/:roomCode page shows (signed in, signed out, or no such room).
export { RoomNotFound } from "./RoomNotFound";
export { SignedInRoom } from "./SignedInRoom";
export { SignedOutRoom } from "./SignedOutRoom";
